import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { type OwnerEmailCounts, sendDueOwnerEmails } from "../../modules/owner-emails/send-due-owner-emails.ts";
import type { Logger } from "../logger.ts";

export const OWNER_EMAILS_QUEUE = "owner-emails";
/** 09:00 in the Netherlands: owners read it in the morning; a month's summary from the 2nd. */
const OWNER_EMAILS_CRON = "0 9 * * *";
const OWNER_EMAILS_ZONE = "Europe/Amsterdam";

export type OwnerEmailsWorker = {
  /** The daily run now (tests, the operator). */
  runNow(): Promise<OwnerEmailCounts>;
  stop(): Promise<void>;
};

/**
 * The platform's scheduled emails to owners (modules/owner-emails): once a day across all
 * instances (a pg-boss schedule on a "stately" queue, so one run at a time). A second run, or
 * two instances at once, queue nothing twice: the sender keys every email by owner and period.
 */
export async function startOwnerEmailsWorker(options: {
  database: DatabaseHandle;
  log: Logger;
  boss: PgBoss;
  origin: string;
  jobPollSeconds?: number;
  now?: () => Date;
}): Promise<OwnerEmailsWorker> {
  const { boss, database, log, origin } = options;
  const now = options.now ?? (() => new Date());
  const queue = { policy: "stately" as const, retryLimit: 0, expireInSeconds: 3600 };
  await boss.createQueue(OWNER_EMAILS_QUEUE, queue);

  async function runNow(): Promise<OwnerEmailCounts> {
    const counts = await sendDueOwnerEmails(database.db, {
      origin,
      now: now(),
      onError: (err, email, userId) => log.error({ err, email, userId }, "owner email not queued"),
    });
    if (Object.values(counts).some((n) => n > 0)) log.info(counts, "scheduled owner emails queued");
    return counts;
  }

  await boss.work(OWNER_EMAILS_QUEUE, { pollingIntervalSeconds: options.jobPollSeconds ?? 2 }, async () => {
    await runNow();
  });
  await boss.schedule(OWNER_EMAILS_QUEUE, OWNER_EMAILS_CRON, {}, { tz: OWNER_EMAILS_ZONE });
  return {
    runNow,
    async stop() {
      await boss.offWork(OWNER_EMAILS_QUEUE);
    },
  };
}
