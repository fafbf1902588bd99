import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { pageViews, visitorSalts } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { StatsSummaryCache } from "./stats-summary.ts";
import { VisitorSalts } from "./visitor-salts.ts";

describe.each(testBackends())("tracking summaries and salts on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  const addView = (siteId: string, day: string, visitor: number) =>
    db.insert(pageViews).values({
      siteId,
      viewedAt: new Date(`${day}T12:00:00Z`),
      day,
      path: "/",
      device: "mobile",
      visitor: Buffer.alloc(16, visitor),
    });

  it("answers from memory for a minute, then refreshes without keeping anyone waiting", async () => {
    const site = randomUUID();
    let now = new Date("2026-05-06T10:00:00Z");
    const errors: unknown[] = [];
    const cache = new StatsSummaryCache(db, { ttlMs: 60_000, now: () => now, onError: (e) => errors.push(e) });
    await addView(site, "2026-05-06", 1);

    const first = await cache.get(site);
    expect(first.stats).toMatchObject({ visitors_today: 1, page_views_today: 1 });
    expect(first.lastUpdated).toEqual(now);

    await addView(site, "2026-05-06", 2);
    now = new Date("2026-05-06T10:00:59Z");
    expect(await cache.get(site)).toBe(first); // still fresh: no query

    now = new Date("2026-05-06T10:01:01Z");
    expect(await cache.get(site)).toBe(first); // stale: answered at once, refreshed behind
    await cache.settled();
    const second = await cache.get(site);
    expect(second.stats).toMatchObject({ visitors_today: 2, page_views_today: 2 });
    expect(second.lastUpdated).toEqual(new Date("2026-05-06T10:01:01Z"));
    expect(errors).toEqual([]);
  });

  it("looks a site up once however many ask at the same time", async () => {
    const site = randomUUID();
    const cache = new StatsSummaryCache(db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get(site)));
    expect(new Set(answers).size).toBe(1);
  });

  it("gives every instance the same salt for a day, and deletes those older than yesterday", async () => {
    const one = new VisitorSalts(db);
    const two = new VisitorSalts(db);
    await one.saltFor("2026-05-01");
    const [a, b, c] = await Promise.all([
      one.saltFor("2026-05-03"),
      two.saltFor("2026-05-03"),
      two.saltFor("2026-05-03"),
    ]);
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(true);
    expect(b).toBe(c); // from memory
    expect(a).toHaveLength(32);
    // A new day: a new salt; the day before yesterday's is gone.
    const next = await one.saltFor("2026-05-04");
    expect(next.equals(a ?? Buffer.alloc(0))).toBe(false);
    const days = (await db.select({ day: visitorSalts.day }).from(visitorSalts)).map((r) => r.day).sort();
    expect(days).toEqual(["2026-05-03", "2026-05-04"]);
  });
});
