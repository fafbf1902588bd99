import { and, count, eq, gte, inArray, min } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";

export type OutboxFigures = {
  /** Emails not sent yet (queued or being sent). */
  waiting: number;
  /** When the oldest of them was queued; null when none waits. */
  oldestWaitingAt: Date | null;
  /** Emails given up on (failed) among those queued in the last 24 hours. */
  failedLastDay: number;
};

/** The outbox at a glance, from its indexes (email_outbox_unsent_idx, email_outbox_created_at_idx). */
export async function outboxFigures(db: Database, now: Date): Promise<OutboxFigures> {
  const [waiting] = await db
    .select({ n: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["queued", "sending"]));
  const [failed] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(gte(emailOutbox.createdAt, new Date(now.getTime() - 86_400_000)), eq(emailOutbox.status, "failed")));
  return { waiting: waiting?.n ?? 0, oldestWaitingAt: waiting?.oldest ?? null, failedLastDay: failed?.n ?? 0 };
}
