import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { releaseExpiredHolds } from "../../modules/booking/release-expired-holds.ts";
import type { SiteAddressing } from "../../modules/sites/site-url.ts";
import type { BookingEventPublisher } from "../../modules/stays/booking-events.ts";
import type { Logger } from "../logger.ts";

export const HOLD_EXPIRY_QUEUE = "booking-hold-expiry";

export type HoldExpiryWorkerOptions = {
  database: DatabaseHandle;
  log: Logger;
  /** Where the expiry emails' links lead. */
  addressing: SiteAddressing;
  /** The process's job queue (server/main.ts starts and stops it). */
  boss: PgBoss;
  /** The process's live calendar events: the owners' open calendars hear of expired requests. */
  bookingEvents: BookingEventPublisher;
  /** How often the worker asks pg-boss for the job when not woken; default 2 s (min 0.5). */
  jobPollSeconds?: number;
  now?: () => Date;
  /** Called after every run with how many requests expired (tests, metrics). */
  onRun?: (expired: number) => void;
};

export type HoldExpiryWorker = {
  /** Expires the run-out holds now; returns how many. */
  runNow(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Expires booking requests whose hold has run out, once a minute across all instances (a
 * pg-boss schedule): their guests are emailed and the owners' open calendars told
 * (modules/booking/release-expired-holds.ts). Their nights are free from the moment the hold
 * ends whether or not this has run, since booking ignores run-out holds; this keeps the
 * records, the emails and the calendars in step with that.
 */
export async function startHoldExpiryWorker(options: HoldExpiryWorkerOptions): Promise<HoldExpiryWorker> {
  const { database, log, addressing } = options;
  const now = options.now ?? (() => new Date());
  const { boss } = options;

  const queue = { retryLimit: 0, expireInSeconds: 300 };
  await boss.createQueue(HOLD_EXPIRY_QUEUE, queue);
  await boss.updateQueue(HOLD_EXPIRY_QUEUE, queue);

  async function runNow(): Promise<number> {
    const expired = await releaseExpiredHolds(database.db, addressing, options.bookingEvents, now());
    if (expired > 0) log.info({ expired }, "booking requests expired");
    options.onRun?.(expired);
    return expired;
  }

  await boss.work(HOLD_EXPIRY_QUEUE, { pollingIntervalSeconds: options.jobPollSeconds ?? 2 }, async () => {
    await runNow();
  });
  await boss.schedule(HOLD_EXPIRY_QUEUE, "* * * * *");

  return {
    runNow,
    async stop() {
      await boss.offWork(HOLD_EXPIRY_QUEUE);
    },
  };
}
