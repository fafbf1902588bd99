import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { pageViews, visitorSalts } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { PageViewRecorder, type Visit } from "./page-view-recorder.ts";
import { siteStats } from "./site-stats.ts";
import { capturingLogger } from "./testing.ts";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const ANNA_IP = "203.0.113.77";
const BOB_IP = "2001:db8:85a3::8a2e:370:7334";

describe.each(testBackends())("visitor statistics on $name", (backend) => {
  let handle: DatabaseHandle;
  const siteA = randomUUID();
  const siteB = randomUUID();
  const today = new Date("2026-05-06T09:30:00Z"); // a Wednesday
  const yesterday = new Date("2026-05-05T21:00:00Z");
  let clock = yesterday;
  let recorder: PageViewRecorder;

  const visit = (url: string, ip: string, userAgent: string, referrer = ""): Visit => ({
    page: new URL(url),
    referrer,
    userAgent,
    ip,
  });

  beforeAll(async () => {
    handle = await backend.open();
    recorder = new PageViewRecorder(handle.db, capturingLogger().log, { now: () => clock });
    // Yesterday: Anna once on site A.
    await recorder.record(siteA, visit("https://villazon.nl/", ANNA_IP, PHONE));
    // Today: Anna three pages on A, from Google; Bob one page in German on his laptop;
    // Anna also visits site B, from Instagram.
    clock = today;
    await recorder.record(
      siteA,
      visit("https://villazon.nl/?utm_source=google", ANNA_IP, PHONE, "https://www.google.com/"),
    );
    await recorder.record(siteA, visit("https://villazon.nl/galerij", ANNA_IP, PHONE, "https://villazon.nl/"));
    await recorder.record(siteA, visit("https://villazon.nl/galerij/", ANNA_IP, PHONE, "https://villazon.nl/"));
    await recorder.record(siteA, visit("https://villazon.nl/de/galerie", BOB_IP, LAPTOP));
    await recorder.record(
      siteB,
      visit("https://zeezicht.vayvista.nl/contact", ANNA_IP, PHONE, "https://l.instagram.com/"),
    );
    // A crawler is no visitor.
    await recorder.record(
      siteA,
      visit("https://villazon.nl/", ANNA_IP, "Googlebot/2.1 (+http://www.google.com/bot.html)"),
    );
    await recorder.flush();
  });
  afterAll(async () => {
    await recorder.close();
    await handle.close();
  });

  it("counts a visitor once a day however many pages they see, and every page view", async () => {
    const stats = await siteStats(handle.db, siteA, 7, today);
    expect(stats.daily.at(-1)).toEqual({ day: "2026-05-06", visitors: 2, pageViews: 4 });
    expect(stats.daily.at(-2)).toEqual({ day: "2026-05-05", visitors: 1, pageViews: 1 });
  });

  it("gives every day of the window, the quiet ones as zeros", async () => {
    for (const window of [7, 30, 90] as const) {
      const stats = await siteStats(handle.db, siteA, window, today);
      expect(stats.daily).toHaveLength(window);
      expect(stats.to).toBe("2026-05-06");
      expect(stats.daily[0]?.day).toBe(stats.from);
      expect(stats.daily.slice(0, -2).every((d) => d.visitors === 0 && d.pageViews === 0)).toBe(true);
    }
    expect((await siteStats(handle.db, siteA, 7, today)).from).toBe("2026-04-30");
  });

  it("sums the daily visitors over the window: a visitor of two days counts twice", async () => {
    const stats = await siteStats(handle.db, siteA, 30, today);
    expect(stats.totals).toEqual({ visitors: 3, pageViews: 5 });
  });

  it("ranks the pages, referrers, languages and devices", async () => {
    const stats = await siteStats(handle.db, siteA, 30, today);
    expect(stats.topPages).toEqual([
      { path: "/", visitors: 2, pageViews: 2 },
      { path: "/galerij", visitors: 1, pageViews: 2 },
      { path: "/de/galerie", visitors: 1, pageViews: 1 },
    ]);
    // Direct visits and the site's own pages are no referrers.
    expect(stats.referrers).toEqual([{ host: "google.com", visitors: 1, pageViews: 1 }]);
    expect(stats.languages).toEqual([
      { lang: "", visitors: 2, pageViews: 4 },
      { lang: "de", visitors: 1, pageViews: 1 },
    ]);
    expect(stats.devices).toEqual([
      { device: "mobile", visitors: 2, pageViews: 4 },
      { device: "desktop", visitors: 1, pageViews: 1 },
    ]);
  });

  it("never shows one site's views in another's figures", async () => {
    const b = await siteStats(handle.db, siteB, 90, today);
    expect(b.totals).toEqual({ visitors: 1, pageViews: 1 });
    expect(b.topPages).toEqual([{ path: "/contact", visitors: 1, pageViews: 1 }]);
    expect(b.referrers).toEqual([{ host: "instagram.com", visitors: 1, pageViews: 1 }]);
    const a = await siteStats(handle.db, siteA, 90, today);
    expect(a.topPages.map((p) => p.path)).not.toContain("/contact");
    expect(a.referrers.map((r) => r.host)).not.toContain("instagram.com");
    const nobody = await siteStats(handle.db, randomUUID(), 7, today);
    expect(nobody.totals).toEqual({ visitors: 0, pageViews: 0 });
    expect(nobody.topPages).toEqual([]);
  });

  it("gives the same visitor a different hash the next day, and on another site", async () => {
    const anna = await handle.db
      .select({ siteId: pageViews.siteId, day: pageViews.day, visitor: pageViews.visitor })
      .from(pageViews)
      .where(eq(pageViews.device, "mobile"));
    const hashes = (siteId: string, day: string) =>
      new Set(
        anna.filter((r) => r.siteId === siteId && r.day === day).map((r) => Buffer.from(r.visitor).toString("hex")),
      );
    expect(hashes(siteA, "2026-05-06").size).toBe(1);
    expect(hashes(siteA, "2026-05-05").size).toBe(1);
    const [todayHash] = hashes(siteA, "2026-05-06");
    expect(hashes(siteA, "2026-05-05").has(todayHash ?? "")).toBe(false);
    expect(hashes(siteB, "2026-05-06").has(todayHash ?? "")).toBe(false);
    expect(anna.every((r) => r.visitor.length === 16)).toBe(true);
  });

  it("stores no address and no query string anywhere in the database", async () => {
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.name)).toContain("page_views");
    for (const { name } of tables) {
      const [dump] = await rowsOf<{ text: string }>(
        sql.raw(`select coalesce(string_agg(t::text, E'\\n'), '') as text from "${name}" t`),
      );
      const text = dump?.text ?? "";
      if (name === "page_views") expect(text).toContain("/galerij"); // the dump does show the rows
      for (const secret of [ANNA_IP, BOB_IP, "2001:db8", "utm_source"]) {
        expect(text, `${name} holds ${secret}`).not.toContain(secret);
      }
      // Nor the address's bytes (bytea prints as \x…).
      expect(text).not.toContain(Buffer.from(ANNA_IP).toString("hex"));
    }
  });

  it("keeps only today's and yesterday's salts", async () => {
    clock = new Date("2026-05-08T08:00:00Z");
    await recorder.record(siteA, visit("https://villazon.nl/", ANNA_IP, PHONE));
    await recorder.flush();
    const days = (await handle.db.select({ day: visitorSalts.day }).from(visitorSalts)).map((r) => r.day).sort();
    expect(days).toEqual(["2026-05-08"]);
    clock = today;
  });
});
