import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { claimNextExport, makeExport, sweepExports } from "../../modules/account-export/export-requests.ts";
import { purgeDueAccounts } from "../../modules/accounts/delete-account.ts";
import type { Storage } from "../../modules/storage/storage.ts";
import type { Logger } from "../logger.ts";

export const ACCOUNT_EXPORT_QUEUE = "account-export";
export const ACCOUNT_DATA_DAILY_QUEUE = "account-data-daily";
/** A backstop for a wake that was lost (a restart between the request and the job). */
const EXPORT_CRON = "*/5 * * * *";
/** 03:30 in the Netherlands: quiet hours for the purge and the archives' sweep. */
const DAILY_CRON = "30 3 * * *";
const DAILY_ZONE = "Europe/Amsterdam";

export type AccountDataWorker = {
  /** Makes every waiting archive now; returns how many were made (tests, the operator). */
  runExportsNow(): Promise<number>;
  /** The daily run now: expired archives removed, due accounts purged. */
  runDailyNow(): Promise<{ expired: number; abandoned: number; purged: number; invoicesReleased: number }>;
  stop(): Promise<void>;
};

/**
 * Owners' own data (issue 20 §5), as pg-boss jobs: the archives owners ask for, made one
 * at a time per instance as soon as asked (the page wakes the queue; a schedule catches
 * anything missed), and once a day across all instances the removal of expired archives and
 * the purge of accounts whose deletion period has passed.
 */
export async function startAccountDataWorker(options: {
  database: DatabaseHandle;
  storage: Storage;
  log: Logger;
  boss: PgBoss;
  origin: string;
  jobPollSeconds?: number;
  now?: () => Date;
}): Promise<AccountDataWorker> {
  const { boss, database, log, storage, origin } = options;
  const now = options.now ?? (() => new Date());
  // Archives of big sites take minutes; one job drains every waiting request.
  const exportQueue = { policy: "stately" as const, retryLimit: 0, expireInSeconds: 3600 };
  const dailyQueue = { policy: "stately" as const, retryLimit: 1, expireInSeconds: 3600 };
  await boss.createQueue(ACCOUNT_EXPORT_QUEUE, exportQueue);
  await boss.createQueue(ACCOUNT_DATA_DAILY_QUEUE, dailyQueue);

  async function runExportsNow(): Promise<number> {
    let made = 0;
    for (let row = await claimNextExport(database.db, now()); row; row = await claimNextExport(database.db, now())) {
      const started = performance.now();
      const outcome = await makeExport(database.db, storage, row, { origin, now });
      const ms = Math.round(performance.now() - started);
      if (outcome === "ready") {
        made += 1;
        log.info({ exportId: row.id, userId: row.userId, ms }, "owner data archive made");
      } else {
        log.error({ exportId: row.id, userId: row.userId, ms }, "owner data archive failed");
      }
    }
    return made;
  }

  async function runDailyNow() {
    const swept = await sweepExports(database.db, storage, now());
    const purged = await purgeDueAccounts(database.db, storage, now());
    if (swept.expired + swept.abandoned + purged.purged + purged.invoicesReleased > 0) {
      log.info({ ...swept, ...purged }, "owner data: expired archives removed, deleted accounts purged");
    }
    return { ...swept, ...purged };
  }

  const polling = { pollingIntervalSeconds: options.jobPollSeconds ?? 2 };
  // A failed run is logged here: pg-boss only marks the job failed, and no retry would tell.
  await boss.work(ACCOUNT_EXPORT_QUEUE, polling, async () => {
    await runExportsNow().catch((error: unknown) => {
      log.error({ err: error }, "owner data archives: the run failed");
      throw error;
    });
  });
  await boss.work(ACCOUNT_DATA_DAILY_QUEUE, polling, async () => {
    await runDailyNow().catch((error: unknown) => {
      log.error({ err: error }, "owner data: the daily run failed");
      throw error;
    });
  });
  await boss.schedule(ACCOUNT_EXPORT_QUEUE, EXPORT_CRON);
  await boss.schedule(ACCOUNT_DATA_DAILY_QUEUE, DAILY_CRON, {}, { tz: DAILY_ZONE });
  return {
    runExportsNow,
    runDailyNow,
    async stop() {
      await boss.offWork(ACCOUNT_EXPORT_QUEUE);
      await boss.offWork(ACCOUNT_DATA_DAILY_QUEUE);
    },
  };
}

/** What the account page calls after a request: the job starts at once on some instance. */
export function wakeAccountExports(boss: PgBoss): () => Promise<void> {
  return async () => {
    await boss.send(ACCOUNT_EXPORT_QUEUE, {});
  };
}
