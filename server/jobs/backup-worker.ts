import { and, eq, lt, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { backupRuns } from "../../db/schema.ts";
import type { BackupDestination } from "../../modules/backups/backup-destination.ts";
import { backupHour, dueAt, ensureBackupSettings } from "../../modules/backups/backup-hour.ts";
import { errorText, finishRun, type RunTrigger, startRun, succeededBackup } from "../../modules/backups/backup-runs.ts";
import { type MadeBackup, makeBackup } from "../../modules/backups/make-backup.ts";
import { type DrillResult, runRestoreDrill } from "../../modules/backups/restore-drill.ts";
import { backupDestination, resolveBackupKey } from "../backup-settings.ts";
import { type Config, storageSettings } from "../config.ts";
import type { Logger } from "../logger.ts";

/** Every hour: is it the admin's backup hour, or the Sunday drill's? (modules/backups/backup-hour.ts) */
export const BACKUP_TICK_QUEUE = "backup-tick";
export const BACKUP_RUN_QUEUE = "backup-run";
export const BACKUP_DRILL_QUEUE = "backup-drill";
const TICK_CRON = "5 * * * *";
/** A run still "running" after this was cut off (the process ended): it is marked failed. */
const INTERRUPTED_AFTER_MS = 6 * 3_600_000;

/** Queues a backup (the admin's "back up now"): any instance may ask, a worker instance runs it. */
export async function queueBackup(boss: PgBoss, trigger: RunTrigger = "manual"): Promise<void> {
  await boss.send(BACKUP_RUN_QUEUE, { trigger });
}

export type BackupWorker = {
  /** Queues a backup (the admin's "back up now"); one runs at a time across instances. */
  backUpNow(trigger?: RunTrigger): Promise<void>;
  /** Makes a backup in this process, recorded like the scheduled one (tests, the CLI's request). */
  runBackup(trigger: RunTrigger, destination?: BackupDestination): Promise<MadeBackup>;
  runDrill(trigger: RunTrigger): Promise<DrillResult>;
  /** The hourly check itself (tests). */
  tick(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Daily backups and the weekly restore drill (modules/backups, docs/operations/backups.md) on
 * pg-boss: an hourly schedule checks the admin's hour (kept in the database, so a change
 * needs no restart) and queues the run; "stately" queues run one at a time across instances.
 * Each run is recorded in backup_runs with its sizes, duration and error.
 */
export async function startBackupWorker(options: {
  database: DatabaseHandle;
  config: Config;
  log: Logger;
  boss: PgBoss;
  jobPollSeconds?: number;
  now?: () => Date;
  /** Tests: where backups go instead of the configured destination. */
  destination?: BackupDestination;
}): Promise<BackupWorker> {
  const { boss, database, config, log } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const destination = () => options.destination ?? backupDestination(config);
  const polling = { pollingIntervalSeconds: options.jobPollSeconds ?? 2 };
  await ensureBackupSettings(db);
  await db
    .update(backupRuns)
    .set({ status: "failed", error: "interrupted: the process ended during the run", finishedAt: sql`now()` })
    .where(
      and(eq(backupRuns.status, "running"), lt(backupRuns.startedAt, new Date(now().getTime() - INTERRUPTED_AFTER_MS))),
    );
  // A backup may take a while; a drill too (a full restore).
  const long = { policy: "stately" as const, retryLimit: 0, expireInSeconds: 4 * 3600 };
  await boss.createQueue(BACKUP_TICK_QUEUE, { policy: "stately", retryLimit: 0, expireInSeconds: 600 });
  await boss.createQueue(BACKUP_RUN_QUEUE, long);
  await boss.createQueue(BACKUP_DRILL_QUEUE, long);

  async function runBackup(trigger: RunTrigger, to?: BackupDestination): Promise<MadeBackup> {
    const runId = await startRun(db, "backup", trigger, now());
    const started = Date.now();
    try {
      const made = await makeBackup({
        source: { raw: database.raw, databaseUrl: config.DATABASE_URL, storage: storageSettings(config) },
        key: resolveBackupKey(config),
        destination: to ?? destination(),
        now: now(),
      });
      const { manifest } = made;
      await finishRun(db, runId, succeededBackup(made));
      log.info(
        {
          archive: manifest.archive.name,
          bytes: manifest.archive.size,
          ms: Date.now() - started,
          removed: made.removed.length,
        },
        "backup made",
      );
      return made;
    } catch (error) {
      await finishRun(db, runId, { status: "failed", error: errorText(error) });
      log.error({ error: errorText(error) }, "backup failed");
      throw error;
    }
  }

  async function runDrill(trigger: RunTrigger): Promise<DrillResult> {
    const runId = await startRun(db, "drill", trigger, now());
    try {
      const result = await runRestoreDrill({
        destination: destination(),
        key: resolveBackupKey(config),
        databaseUrl: config.DATABASE_URL,
      });
      const ok = result.differences.length === 0;
      await finishRun(db, runId, {
        status: ok ? "succeeded" : "failed",
        archiveName: result.archiveName,
        archiveBytes: result.manifest.archive?.size ?? null,
        fileCount: result.filesRestored,
        error: ok
          ? null
          : `row counts differ from the manifest in ${result.differences.map((d) => d.table).join(", ")}`,
        details: { differences: result.differences, tables: Object.keys(result.tables).length },
      });
      if (ok) log.info({ archive: result.archiveName }, "restore drill passed");
      else log.error({ archive: result.archiveName, differences: result.differences }, "restore drill failed");
      return result;
    } catch (error) {
      await finishRun(db, runId, { status: "failed", error: errorText(error) });
      log.error({ error: errorText(error) }, "restore drill failed");
      throw error;
    }
  }

  async function tick(): Promise<void> {
    const due = dueAt(now(), await backupHour(db));
    if (due.backup) await boss.send(BACKUP_RUN_QUEUE, { trigger: "schedule" });
    if (due.drill) await boss.send(BACKUP_DRILL_QUEUE, { trigger: "schedule" });
  }

  await boss.work(BACKUP_TICK_QUEUE, polling, async () => {
    await tick();
  });
  await boss.work<{ trigger?: RunTrigger }>(BACKUP_RUN_QUEUE, polling, async ([job]) => {
    await runBackup(job?.data?.trigger ?? "schedule");
  });
  await boss.work<{ trigger?: RunTrigger }>(BACKUP_DRILL_QUEUE, polling, async ([job]) => {
    await runDrill(job?.data?.trigger ?? "schedule");
  });
  await boss.schedule(BACKUP_TICK_QUEUE, TICK_CRON, {});

  return {
    backUpNow: (trigger = "manual") => queueBackup(boss, trigger),
    runBackup,
    runDrill,
    tick,
    async stop() {
      await boss.offWork(BACKUP_TICK_QUEUE);
      await boss.offWork(BACKUP_RUN_QUEUE);
      await boss.offWork(BACKUP_DRILL_QUEUE);
    },
  };
}
