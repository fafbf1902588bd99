import { eq } from "drizzle-orm";
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
import { CALENDAR_SYNC_QUEUE, type CalendarSyncWorker, startCalendarSyncWorker } from "./calendar-sync-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

const DEADLINE_MS = 300;

/** A sync whose time is up: stopped, the feed unhealthy with the reason, the job done and not retried. */
describe.each(testBackends())("calendar sync deadline on $name", (backend) => {
  let handle: DatabaseHandle;
  let worker: CalendarSyncWorker;
  let server: TestHttpServer;
  let boss: Awaited<ReturnType<typeof startJobQueue>>;
  const results = new Map<string, (result: SyncFeedResult) => void>();

  beforeAll(async () => {
    handle = await backend.open();
    // The channel answers only after the sync's deadline: the deadline's timer, set when the
    // job starts, always runs out before this one, whatever the machine's speed.
    server = await startTestHttpServer((_req, res) => {
      setTimeout(
        () => res.writeHead(200, { "content-type": "text/calendar" }).end(feedFixture("airbnb-current.ics")),
        2 * DEADLINE_MS,
      );
    });
    boss = await startJobQueue(handle, createLogger("silent"));
    // As an earlier version made the queue: retried once, after a minute.
    await boss.createQueue(CALENDAR_SYNC_QUEUE, { retryLimit: 1, retryDelay: 60, expireInSeconds: 120 });
    worker = await startCalendarSyncWorker({
      database: handle,
      boss,
      bookingEvents: new BookingEventBus(),
      // A local origin: FETCH_ALLOW_HOSTS, which lets it reach its loopback feed server, is refused on a public one.
      config: loadConfig({ APP_DOMAIN: "vayvista.localhost", FETCH_ALLOW_HOSTS: server.hostPort }),
      log: createLogger("silent"),
      tickMs: 100,
      jobPollSeconds: 0.5,
      spreadSeconds: 0,
      syncDeadlineMs: DEADLINE_MS,
      onSynced: (feedId, result) => results.get(feedId)?.(result),
    });
  });
  afterAll(async () => {
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await server.close();
    await handle.close();
  });

  it("stops a sync whose time is up, marks the feed unhealthy with the reason, and ends the job without a retry", async () => {
    const owner = await seedFeedOwner(handle.db, "Tijd");
    const unit = await owner.unit();
    const done = new Promise<SyncFeedResult>((resolve) => {
      void owner.feed(unit.id, `${server.origin}/late.ics`).then((feed) => results.set(feed.id, resolve));
    });
    expect(await done).toMatchObject({ ok: false, problem: "too_slow", notified: true });
    const [feed] = await handle.db.select().from(calendarFeeds).where(eq(calendarFeeds.unitId, unit.id));
    expect(feed).toMatchObject({ health: "unhealthy", lastError: expect.stringMatching(/^too_slow: /) });
    expect(await handle.db.select().from(stays).where(eq(stays.unitId, unit.id))).toEqual([]);

    const queue = await boss.getQueue(CALENDAR_SYNC_QUEUE);
    expect(queue).toMatchObject({ retryLimit: 0, expireInSeconds: 120 });
    const [job] = await boss.findJobs(CALENDAR_SYNC_QUEUE, { data: { feedId: feed?.id } });
    // pg-boss marks it completed once the handler has returned, as soon as a busy machine
    // lets it: polled as long as it takes (the test's own timeout bounds it), not a second.
    await expect
      .poll(async () => (await boss.findJobs(CALENDAR_SYNC_QUEUE, { id: job?.id ?? "" }))[0]?.state, {
        timeout: 300_000,
      })
      .toBe("completed");
  });
});
