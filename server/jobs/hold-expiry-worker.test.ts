import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking, listenTo } from "../../modules/booking/booking.testing.ts";
import { createBooking } from "../../modules/booking/create-booking.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { createLogger } from "../logger.ts";
import { HOLD_EXPIRY_QUEUE, type HoldExpiryWorker, startHoldExpiryWorker } from "./hold-expiry-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

/** The test's live calendar events, as the server process has one. */
const bus = new BookingEventBus();

const NOW = new Date("2026-07-01T10:00:00Z");
const LATER = new Date(NOW.getTime() + 2 * 3_600_000);

describe.each(testBackends())("hold-expiry worker on $name", (backend) => {
  let handle: DatabaseHandle;
  let boss: PgBoss;
  let worker: HoldExpiryWorker;
  const runs: ((expired: number) => void)[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    const log = createLogger("silent");
    boss = await startJobQueue(handle, log);
    worker = await startHoldExpiryWorker({
      database: handle,
      log,
      addressing: ADDRESSING,
      boss,
      bookingEvents: bus,
      jobPollSeconds: 0.5,
      now: () => LATER,
      onRun: (expired) => {
        for (const resolve of runs.splice(0)) resolve(expired);
      },
    });
  });
  afterAll(async () => {
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await handle.close();
  });

  it("runs every minute on a schedule", async () => {
    expect((await boss.getSchedules(HOLD_EXPIRY_QUEUE)).map((s) => s.cron)).toEqual(["* * * * *"]);
    // From here on only the tests' own jobs run it: a scheduled run at any moment of a test
    // would expire its request first, or count nothing while the request is being made.
    await boss.unschedule(HOLD_EXPIRY_QUEUE);
  });

  it("expires a request whose hold has run out when its job runs: guest emailed, calendar told", async () => {
    const site = await bookableSite(handle.db, ["duinhuis"], { bookingMode: "request", requestHoldHours: 1 });
    const asked = await createBooking(
      handle.db,
      site.siteId,
      guestBooking({ checkIn: "2026-08-10", checkOut: "2026-08-13" }, { email: "anna@example.de" }),
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    if (!asked.ok) throw new Error(asked.code);
    const live = listenTo(bus, site.siteId);
    const ran = new Promise<number>((resolve) => runs.push(resolve));
    await boss.send(HOLD_EXPIRY_QUEUE);
    expect(await ran).toBe(1);
    live.stop();
    const [row] = await handle.db.select({ status: stays.status }).from(stays).where(eq(stays.id, asked.booking.id));
    expect(row?.status).toBe("expired");
    expect((await emailsTo(handle.db, "anna@example.de")).map((e) => e.templateKey)).toEqual([
      "booking-requested",
      "booking-expired",
    ]);
    expect(live.events).toMatchObject([{ action: "expired", stayId: asked.booking.id }]);
    expect(await worker.runNow()).toBe(0);
  });
});
