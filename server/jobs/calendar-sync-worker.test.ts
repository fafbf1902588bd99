import type { ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import type { SyncFeedResult } from "../../modules/calendar-sync/sync-feed.ts";
import { feedFixture, seedFeedOwner } from "../../modules/calendar-sync/testing/feed-fixtures.ts";
import { startTestHttpServer, type TestHttpServer } from "../../modules/net/testing/test-http-server.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { type CalendarSyncWorker, FETCHES_PER_HOST, startCalendarSyncWorker } from "./calendar-sync-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

const FEED = feedFixture("airbnb-current.ics");

describe.each(testBackends())("calendar sync worker on $name", (backend) => {
  let handle: DatabaseHandle;
  let worker: CalendarSyncWorker;
  let boss: PgBoss;
  let server: TestHttpServer;
  let owner: Awaited<ReturnType<typeof seedFeedOwner>>;
  const results: { feedId: string; result: SyncFeedResult }[] = [];
  const waiters: { feedId: string; resolve: (r: SyncFeedResult) => void }[] = [];
  /** Requests to /slow/* wait here until the test answers them. */
  const held: ServerResponse[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const heldChanged: (() => void)[] = [];

  function synced(feedId: string, after = 0): Promise<SyncFeedResult> {
    const found = results.filter((r) => r.feedId === feedId)[after];
    if (found) return Promise.resolve(found.result);
    return new Promise((resolve) => waiters.push({ feedId, resolve }));
  }

  function whenHeld(count: number): Promise<void> {
    if (held.length >= count) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (held.length >= count) resolve();
        else heldChanged.push(check);
      };
      heldChanged.push(check);
    });
  }

  beforeAll(async () => {
    handle = await backend.open();
    server = await startTestHttpServer((req, res) => {
      if (req.url?.startsWith("/slow/")) {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        held.push(res);
        res.on("finish", () => {
          inFlight--;
        });
        for (const notify of heldChanged.splice(0)) notify();
        return;
      }
      res.writeHead(200, { "content-type": "text/calendar" }).end(FEED);
    });
    owner = await seedFeedOwner(handle.db, "Wim");
    const log = createLogger("silent");
    boss = await startJobQueue(handle, log);
    worker = await startCalendarSyncWorker({
      database: handle,
      boss,
      bookingEvents: new BookingEventBus(),
      // The feed server is on loopback: the allow-list of the test's configuration lets it be
      // fetched, under two names (two hosts for the per-host limit). Only a local origin may
      // have one.
      config: loadConfig({
        APP_DOMAIN: "vayvista.localhost",
        FETCH_ALLOW_HOSTS: `${server.hostPort},localhost:${server.port}`,
      }),
      log,
      tickMs: 100,
      jobPollSeconds: 0.5,
      // The test holds answers of /slow/ while it counts; on a busy machine that outlasts 10 s.
      fetchTimeoutMs: 120_000,
      spreadSeconds: 0,
      onSynced: (feedId, result) => {
        results.push({ feedId, result });
        for (const waiter of [...waiters]) {
          if (waiter.feedId === feedId) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(result);
          }
        }
      },
    });
  });
  afterAll(async () => {
    for (const res of held) res.end();
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await server.close();
    await handle.close();
  });

  it("syncs a feed as soon as it is added, through the allow-listed loopback server", async () => {
    const unit = await owner.unit();
    const feed = await owner.feed(unit.id, `${server.origin}/airbnb.ics?s=x`);
    expect(await synced(feed.id)).toMatchObject({ ok: true, events: 5, inserted: 5 });
    const rows = await handle.db.select().from(stays).where(eq(stays.feedId, feed.id));
    expect(rows).toHaveLength(5);
  });

  it("polls a feed again once the import interval has passed, not before", async () => {
    const unit = await owner.unit();
    const feed = await owner.feed(unit.id, `${server.origin}/again.ics`);
    await synced(feed.id);
    expect(await worker.scheduleNow()).toBe(0);
    // 20 minutes ago: past the 15-minute interval and its jitter (at most a fifth more).
    await handle.db
      .update(calendarFeeds)
      .set({ lastAttemptAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(calendarFeeds.id, feed.id));
    expect(await synced(feed.id, 1)).toMatchObject({ ok: true, inserted: 0, updated: 0, deleted: 0 });
  });

  it("never polls a feed on a reserved .example domain (the demo owners' channel calendars)", async () => {
    const unit = await owner.unit();
    await owner.feed(unit.id, "https://www.airbnb.example/calendar/ical/48213977.ics?s=demo");
    expect(await worker.scheduleNow()).toBe(0);
  });

  it(`fetches at most ${FETCHES_PER_HOST} feeds of one host at once, while another host goes on`, async () => {
    const feeds = [];
    for (let i = 0; i < 5; i++) {
      const unit = await owner.unit();
      feeds.push(await owner.feed(unit.id, `${server.origin}/slow/${i}.ics`));
    }
    await whenHeld(FETCHES_PER_HOST);
    // Another host (the same server under another name) is not held up by the first.
    const other = await owner.feed((await owner.unit()).id, `http://localhost:${server.port}/other.ics`);
    expect(await synced(other.id)).toMatchObject({ ok: true });
    expect(inFlight).toBe(FETCHES_PER_HOST);
    // Each answer lets the next fetch of that host start.
    for (let answered = 0; answered < feeds.length; answered++) {
      await whenHeld(answered + Math.min(FETCHES_PER_HOST, feeds.length - answered));
      held[answered]
        ?.writeHead(200, { "content-type": "text/calendar" })
        .end(FEED.replaceAll("@airbnb.com", `-${answered}@airbnb.com`));
    }
    for (const feed of feeds) expect(await synced(feed.id)).toMatchObject({ ok: true });
    expect(mostInFlight).toBe(FETCHES_PER_HOST);
  });
});
