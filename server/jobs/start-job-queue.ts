import { type Db, fromPglite, PgBoss } from "pg-boss";
import type { DatabaseHandle, RawDriver } from "../../db/client.ts";
import type { Logger } from "../logger.ts";

/** pg-boss on the app's own connection: the one PGlite, or the shared Postgres pool. */
export function bossDatabase(raw: RawDriver): Db {
  if (raw.kind === "pglite") return fromPglite(raw.client);
  const { pool } = raw;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Starts pg-boss (jobs, retries, schedules) in the app's database, installing or upgrading
 * its `pgboss` schema on first start: once per process, in server/main.ts, which hands it to
 * every worker and stops it last (stopJobQueue). A web-only instance (`maintenance: false`)
 * only queues jobs: it runs neither the schedules nor the queue's upkeep, which instances
 * that run jobs do (pg-boss makes sure once across them).
 */
export async function startJobQueue(
  database: DatabaseHandle,
  log: Logger,
  options: { maintenance?: boolean } = {},
): Promise<PgBoss> {
  const maintenance = options.maintenance ?? true;
  const boss = new PgBoss({
    db: bossDatabase(database.raw),
    backend: database.kind,
    ...(maintenance ? {} : { supervise: false, schedule: false }),
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  boss.on("warning", (warning) => log.warn({ warning }, "job queue warning"));
  await boss.start();
  return boss;
}

/** Stops the job queue once its workers have stopped: jobs under way get `timeoutMs` to finish. */
export function stopJobQueue(boss: PgBoss, timeoutMs = 15_000): Promise<void> {
  return boss.stop({ graceful: true, timeout: timeoutMs });
}
