import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { giveDefaultMessages } from "../../modules/guest-messages/give-default-messages.ts";
import { type SweepResult, sendDueMessages } from "../../modules/guest-messages/send-due-messages.ts";
import type { SiteAddressing } from "../../modules/sites/site-url.ts";
import type { Logger } from "../logger.ts";

export const GUEST_MESSAGE_QUEUE = "guest-messages-due";

export type GuestMessageWorkerOptions = {
  database: DatabaseHandle;
  log: Logger;
  /** Where the messages' links lead (the guest's booking page, the site). */
  addressing: SiteAddressing;
  /** The process's job queue (server/main.ts starts and stops it). */
  boss: PgBoss;
  /** How often the worker asks pg-boss for the job when not woken; default 2 s (min 0.5). */
  jobPollSeconds?: number;
  now?: () => Date;
};

export type GuestMessageWorker = {
  /** Sends what is due now (every batch of it); returns what was done. */
  runNow(): Promise<SweepResult>;
  stop(): Promise<void>;
};

/**
 * Sends the owners' guest messages when they are due (docs/decisions/0024): once a minute
 * across all instances (a pg-boss schedule), batch after batch until nothing due is left.
 * Sites that never had the default messages are given them first.
 */
export async function startGuestMessageWorker(options: GuestMessageWorkerOptions): Promise<GuestMessageWorker> {
  const { database, log, addressing, boss } = options;
  const now = options.now ?? (() => new Date());
  const queue = { retryLimit: 0, expireInSeconds: 600 };
  await boss.createQueue(GUEST_MESSAGE_QUEUE, queue);
  await boss.updateQueue(GUEST_MESSAGE_QUEUE, queue);

  const given = await giveDefaultMessages(database.db);
  if (given > 0) log.info({ sites: given }, "sites given the default guest messages");

  async function runNow(): Promise<SweepResult> {
    const total: SweepResult = { sent: 0, held: 0, skipped: 0, failed: 0 };
    const onError = (messageId: string, error: unknown) =>
      log.error({ err: error, messageId }, "guest message not decided; tried again at the next sweep");
    for (;;) {
      const batch = await sendDueMessages(database.db, {
        addressing,
        now: now(),
        limit: 200,
        // Postgres decides four at once on its pool; the embedded database has one connection.
        concurrency: database.kind === "postgres" ? 4 : 1,
        onError,
      });
      for (const key of Object.keys(total) as (keyof SweepResult)[]) total[key] += batch[key];
      // A batch with nothing decided (all failed or taken by another sweep) ends the run.
      if (batch.sent + batch.held + batch.skipped < 200) break;
    }
    if (total.sent + total.held + total.skipped + total.failed > 0) log.info(total, "guest messages swept");
    return total;
  }

  await boss.work(GUEST_MESSAGE_QUEUE, { pollingIntervalSeconds: options.jobPollSeconds ?? 2 }, async () => {
    await runNow();
  });
  await boss.schedule(GUEST_MESSAGE_QUEUE, "* * * * *");

  return {
    runNow,
    async stop() {
      await boss.offWork(GUEST_MESSAGE_QUEUE);
    },
  };
}
