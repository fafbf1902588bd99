import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/constraint-violation.ts";
import { calendarFeeds, stays } from "../../db/schema.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";

/**
 * Imported stays in conflict (a channel sold nights a booking of ours held) take their nights
 * as soon as those are free again: called in the transaction that frees them (a cancellation,
 * a decline, a move, a hold running out), so no guest of the site books nights the channel has
 * sold in the minutes until the next sync. Each conflict is tried in a savepoint; one that
 * still overlaps a stay stays a conflict. The unit's feeds are made due at once, so the next
 * sync cuts again the events that are only partly free. Returns how many took their nights.
 */
export async function promoteFreedConflicts(tx: Database, unitId: string, now: Date): Promise<number> {
  const conflicts = await tx
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.unitId, unitId), eq(stays.status, "conflict")))
    .orderBy(asc(stays.checkIn));
  if (conflicts.length === 0) return 0;
  let promoted = 0;
  for (const { id } of conflicts) {
    try {
      await tx.transaction((savepoint) =>
        savepoint
          .update(stays)
          .set({ status: "confirmed", conflictWith: null, updatedAt: now })
          .where(eq(stays.id, id)),
      );
      await planStayMessages(tx, id);
      promoted++;
    } catch (error) {
      if (!isExclusionViolation(error, "stays_no_overlap")) throw error;
    }
  }
  await tx.update(calendarFeeds).set({ lastAttemptAt: null }).where(eq(calendarFeeds.unitId, unitId));
  return promoted;
}
