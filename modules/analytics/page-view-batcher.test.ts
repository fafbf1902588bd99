import { randomUUID } from "node:crypto";
import { and, count, eq, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { pageViews } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { DEFAULT_MAX_BATCH, PageViewBatcher, type PageViewRow } from "./page-view-batcher.ts";
import { capturingLogger } from "./testing.ts";

const SITE = randomUUID();

function view(n: number, siteId = SITE): PageViewRow {
  return {
    siteId,
    viewedAt: new Date("2026-05-02T10:00:00Z"),
    day: "2026-05-02",
    path: `/pagina-${n}`,
    referrer: "",
    lang: "",
    device: "mobile",
    visitor: Buffer.alloc(16, n % 256),
  };
}

/**
 * A database that only runs statements and says which views each INSERT carried (read from
 * its array parameters); `failures` INSERTs fail first.
 */
function recordingDb(failures = 0) {
  const inserts: { path: string }[][] = [];
  const dialect = new PgDialect();
  let failing = failures;
  const db = {
    execute: async (query: SQL) => {
      if (failing > 0) {
        failing -= 1;
        throw new Error("connection lost");
      }
      const { sql: text, params } = dialect.sqlToQuery(query);
      expect(text).toMatch(/^insert into "page_views"/);
      inserts.push((params[3] as string[]).map((path) => ({ path })));
    },
  } as unknown as Database;
  return { db, inserts };
}

/** Real turns of the event loop, which the batcher waits for between INSERTs. */
async function loopTurns(n: number) {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe("page views written in batches", () => {
  beforeEach(() => {
    // Not setImmediate: the batcher gives the event loop a real turn between INSERTs.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes what came within half a second in one INSERT", async () => {
    const { db, inserts } = recordingDb();
    const batcher = new PageViewBatcher(db, capturingLogger().log);
    for (let n = 0; n < 3; n++) batcher.add(view(n));
    await vi.advanceTimersByTimeAsync(499);
    expect(inserts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(inserts.map((rows) => rows.length)).toEqual([3]);
    expect(batcher.stats()).toMatchObject({ queued: 0, written: 3, dropped: 0, lost: 0 });
  });

  it("writes full batches at once, without waiting; the rest waits for more or for the timer", async () => {
    const { db, inserts } = recordingDb();
    const batcher = new PageViewBatcher(db, capturingLogger().log);
    const full = DEFAULT_MAX_BATCH;
    for (let n = 0; n < 2 * full + 34; n++) batcher.add(view(n));
    await vi.advanceTimersByTimeAsync(0);
    await loopTurns(3);
    expect(inserts.map((rows) => rows.length)).toEqual([full, full]);
    await vi.advanceTimersByTimeAsync(499);
    expect(inserts.map((rows) => rows.length)).toEqual([full, full]);
    await vi.advanceTimersByTimeAsync(1);
    expect(inserts.map((rows) => rows.length)).toEqual([full, full, 34]);
    expect(inserts.flat().map((row) => row.path)).toEqual(
      Array.from({ length: 2 * full + 34 }, (_, n) => `/pagina-${n}`),
    );
  });

  it("answers what arrived between two INSERTs before the second starts", async () => {
    // On the embedded database an INSERT holds the server's thread: the event loop must
    // get its turn between them, not only after the last.
    const events: string[] = [];
    const { db } = recordingDb();
    const logging = {
      execute: async (query: SQL) => {
        events.push("insert");
        // A request that arrives while the INSERT holds the thread: answered in the loop's next turn.
        setImmediate(() => events.push("request"));
        return (db as unknown as { execute(q: SQL): Promise<void> }).execute(query);
      },
    } as unknown as Database;
    const batcher = new PageViewBatcher(logging, capturingLogger().log);
    for (let n = 0; n < 3 * DEFAULT_MAX_BATCH; n++) batcher.add(view(n));
    await batcher.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(["insert", "request", "insert", "request", "insert", "request"]);
  });

  it("keeps the views of a failed INSERT, logs it and writes them in the next round", async () => {
    const { db, inserts } = recordingDb(1);
    const { log, lines } = capturingLogger();
    const batcher = new PageViewBatcher(db, log);
    for (let n = 0; n < 3; n++) batcher.add(view(n));
    await vi.advanceTimersByTimeAsync(500);
    expect(inserts).toHaveLength(0);
    expect(lines).toEqual([expect.objectContaining({ level: 50, views: 3, retrying: 3, lost: 0 })]);
    batcher.add(view(3));
    await vi.advanceTimersByTimeAsync(500);
    // The older views go first.
    expect(inserts.flat().map((row) => row.path)).toEqual(["/pagina-0", "/pagina-1", "/pagina-2", "/pagina-3"]);
    expect(batcher.stats()).toMatchObject({ queued: 0, written: 4, lost: 0 });
  });

  it("gives views up only after their last attempt, and logs how many", async () => {
    const { db, inserts } = recordingDb(3);
    const { log, lines } = capturingLogger();
    const batcher = new PageViewBatcher(db, log, { maxAttempts: 3 });
    batcher.add(view(1));
    await vi.advanceTimersByTimeAsync(1500);
    expect(inserts).toHaveLength(0);
    expect(lines.map((line) => line.lost)).toEqual([0, 0, 1]);
    expect(batcher.stats()).toMatchObject({ queued: 0, written: 0, lost: 1 });
  });

  it("holds at most maxQueued views while the database is away: drops, counts and logs the rest", async () => {
    const { db, inserts } = recordingDb(1);
    const { log, lines } = capturingLogger();
    const batcher = new PageViewBatcher(db, log, { maxQueued: 10, maxBatch: 500 });
    const accepted = Array.from({ length: 25 }, (_, n) => batcher.add(view(n)));
    expect(accepted.filter(Boolean)).toHaveLength(10);
    expect(batcher.stats()).toMatchObject({ queued: 10, dropped: 15 });
    // One line at the first drop, one with the rest when the queue is next written.
    expect(lines.filter((l) => String(l.msg).includes("dropped"))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(inserts.flat()).toHaveLength(10);
    expect(lines.filter((l) => String(l.msg).includes("dropped")).map((l) => l.dropped ?? "first")).toEqual([
      "first",
      14,
    ]);
  });

  it("does not write a few views after each write while busy", async () => {
    // A database that takes a while: views keep arriving during each write.
    const { db, inserts } = recordingDb();
    const slow = {
      execute: async (query: SQL) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return (db as unknown as { execute(q: SQL): Promise<void> }).execute(query);
      },
    } as unknown as Database;
    const batcher = new PageViewBatcher(slow, capturingLogger().log);
    // 5,000 views a second for two seconds, ten every 2 ms.
    for (let ms = 0; ms < 2000; ms += 2) {
      for (let n = 0; n < 10; n++) batcher.add(view(ms * 5 + n));
      await vi.advanceTimersByTimeAsync(2);
    }
    let closed = false;
    const closing = batcher.close().then(() => {
      closed = true;
    });
    // The writes take (fake) time; between them the batcher waits a real turn of the loop.
    while (!closed) {
      await vi.advanceTimersByTimeAsync(50);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await closing;
    expect(inserts.flat()).toHaveLength(10_000);
    expect(inserts.every((rows) => rows.length === DEFAULT_MAX_BATCH)).toBe(true);
  });

  it("writes everything on close, and takes nothing after", async () => {
    const { db, inserts } = recordingDb();
    const { log, lines } = capturingLogger();
    const batcher = new PageViewBatcher(db, log);
    for (let n = 0; n < 700; n++) batcher.add(view(n));
    await batcher.close();
    expect(inserts.flat()).toHaveLength(700);
    expect(batcher.add(view(701))).toBe(false);
    expect(batcher.stats()).toMatchObject({ queued: 0, written: 700, dropped: 1 });
    expect(lines).toHaveLength(1);
  });

  it("logs what it could not write before shutdown as lost", async () => {
    const { db } = recordingDb(99);
    const { log, lines } = capturingLogger();
    const batcher = new PageViewBatcher(db, log, { maxAttempts: 2 });
    for (let n = 0; n < 5; n++) batcher.add(view(n));
    await batcher.close();
    expect(batcher.stats()).toMatchObject({ queued: 0, written: 0, lost: 5 });
    expect(lines.at(-1)).toMatchObject({ lost: 5 });
  });
});

describe.each(testBackends())("page view batches on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("stores every view, in multi-row INSERTs", async () => {
    const site = randomUUID();
    const { log, lines } = capturingLogger();
    const batcher = new PageViewBatcher(handle.db, log);
    for (let n = 0; n < 1200; n++) batcher.add(view(n, site));
    await batcher.flush();
    const [row] = await handle.db.select({ n: count() }).from(pageViews).where(eq(pageViews.siteId, site));
    expect(row?.n).toBe(1200);
    const [stored] = await handle.db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.siteId, site), eq(pageViews.path, "/pagina-513")));
    const { visitor, ...fields } = view(513, site);
    expect(stored).toMatchObject(fields);
    // PGlite gives bytea as a Uint8Array, node-postgres as a Buffer.
    expect(Buffer.from(stored?.visitor ?? []).equals(visitor)).toBe(true);
    expect(batcher.stats()).toMatchObject({ queued: 0, written: 1200 });
    expect(lines).toHaveLength(0);
    await batcher.close();
  });
});
