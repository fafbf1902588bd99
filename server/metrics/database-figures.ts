import type { PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { type FeedFigures, feedFigures } from "../../modules/operations/feed-figures.ts";
import { type OutboxFigures, outboxFigures } from "../../modules/operations/outbox-figures.ts";
import { type PaymentFigures, paymentFigures } from "../../modules/operations/payment-figures.ts";
import { type QueueFigures, queueFigures } from "../../modules/operations/queue-figures.ts";
import { type StayFigures, stayFigures } from "../../modules/operations/stay-figures.ts";

export type DatabaseFigures = {
  outbox: OutboxFigures;
  feeds: FeedFigures;
  stays: StayFigures;
  payments: PaymentFigures;
  /** Null where this process has no job queue (in-process tests). */
  queues: QueueFigures[] | null;
  /** Null when no backup provider is wired, or before the first backup. */
  lastBackupAt: Date | null;
  readAt: Date;
};

export type DatabaseFigureSources = {
  db: Database;
  boss?: Pick<PgBoss, "getQueues"> | undefined;
  /** The last successful backup's time (modules/backups' lastSuccessfulBackupAt, bound to the database). */
  lastBackupAt?: (() => Promise<Date | null>) | undefined;
};

/**
 * Everything /metrics reads from the database, in one go: a handful of small queries, each on
 * an index and bounded by a time window or a state, never by the number of sites.
 */
export async function readDatabaseFigures(sources: DatabaseFigureSources, now: Date): Promise<DatabaseFigures> {
  const { db } = sources;
  // One after another: on PGlite there is one connection, and on Postgres they are quick.
  const outbox = await outboxFigures(db, now);
  const feeds = await feedFigures(db, now);
  const stays = await stayFigures(db, now);
  const payments = await paymentFigures(db, now);
  const queues = sources.boss ? await queueFigures(sources.boss) : null;
  const lastBackupAt = sources.lastBackupAt ? await sources.lastBackupAt() : null;
  return { outbox, feeds, stays, payments, queues, lastBackupAt, readAt: now };
}
