import { sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";

export type QueueFigures = { name: string; queued: number; active: number; failed: number };

/**
 * Every job queue's size as pg-boss keeps it (its queue table, counted by its monitor): jobs
 * waiting, running, and failed ones still retained.
 */
export async function queueFigures(boss: Pick<PgBoss, "getQueues">): Promise<QueueFigures[]> {
  const queues = await boss.getQueues();
  return queues
    .filter((queue) => !queue.name.startsWith("__"))
    .map((queue) => ({
      name: queue.name,
      queued: queue.queuedCount,
      active: queue.activeCount,
      failed: queue.failedCount,
    }));
}

/**
 * Jobs that failed for good (their retries spent) per queue since `since`, from pg-boss's own
 * job table: only the queues with at least one.
 */
export async function recentJobFailures(db: Database, since: Date): Promise<{ name: string; failures: number }[]> {
  const result = (await db.execute(
    sql`select name, count(*)::int as failures from pgboss.job where state = 'failed' and completed_on > ${since.toISOString()}::timestamptz group by name order by name`,
  )) as unknown as { rows: { name: string; failures: number | string }[] };
  return result.rows.map((row) => ({ name: row.name, failures: Number(row.failures) }));
}
