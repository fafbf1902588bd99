import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";

/**
 * A claim older than this means the sender died mid-attempt (a live attempt is bounded by
 * the SMTP time limits, well under it); the row may then be claimed and sent again.
 */
export const STALE_SENDING_MS = 15 * 60_000;

/**
 * Locks (FOR UPDATE SKIP LOCKED, so instances never hand out the same row) the rows that
 * need a send job: queued rows no job has been created for yet, and rows whose sender
 * died while sending. Call inside a transaction, then markEmailsDispatched in the same one.
 */
export async function lockEmailsToDispatch(tx: Database, limit: number, now: Date = new Date()): Promise<string[]> {
  const staleBefore = new Date(now.getTime() - STALE_SENDING_MS);
  const rows = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, "queued"), isNull(emailOutbox.dispatchedAt)),
        and(
          eq(emailOutbox.status, "sending"),
          lt(emailOutbox.claimedAt, staleBefore),
          lt(emailOutbox.dispatchedAt, staleBefore),
        ),
      ),
    )
    .orderBy(emailOutbox.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}

export async function markEmailsDispatched(tx: Database, ids: string[], now: Date = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(emailOutbox).set({ dispatchedAt: now }).where(inArray(emailOutbox.id, ids));
}
