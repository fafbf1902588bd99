import { and, asc, eq, gt, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageRules, scheduledMessages, stays } from "../../db/schema.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";

/** Stays re-planned per query, so a site with years of bookings never loads them all at once. */
const BATCH = 200;
/** Departures this far back still have a message moment ahead (a review request weeks later). */
const RECENT_DAYS = 30;

/**
 * The stays whose messages a rule change can still move: not ended and departed at most
 * RECENT_DAYS ago, or with a message not yet decided. Keyset-paged by id.
 */
async function staysToReplan(tx: Database, siteId: string, after: string | null): Promise<string[]> {
  const undecided = tx
    .select({ stayId: scheduledMessages.stayId })
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.siteId, siteId), inArray(scheduledMessages.state, ["planned", "held"])));
  const rows = await tx
    .select({ id: stays.id })
    .from(stays)
    .where(
      and(
        eq(stays.siteId, siteId),
        after ? gt(stays.id, after) : undefined,
        or(
          and(
            sql`${stays.checkOut} >= current_date - ${RECENT_DAYS}::int`,
            notInArray(stays.status, ["cancelled", "declined", "expired"]),
          ),
          inArray(stays.id, undecided),
        ),
      ),
    )
    .orderBy(asc(stays.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/**
 * After a rule of the site is created, edited, switched off or deleted, in the same
 * transaction (docs/decisions/0024): every stay that can still receive a message is planned
 * again with the rules as they are now, so an edit reaches what is already scheduled. What is
 * still waiting for a rule that is off or gone is skipped (`rule_off`); what was sent stays.
 */
export async function replanSiteMessages(tx: Database, siteId: string): Promise<{ stays: number }> {
  let after: string | null = null;
  let count = 0;
  for (;;) {
    const batch = await staysToReplan(tx, siteId, after);
    for (const stayId of batch) await planStayMessages(tx, stayId);
    count += batch.length;
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1] ?? null;
  }
  // planStay skips a switched-off rule's rows only where its trigger has happened; a deleted
  // rule (rule_id now null) plans nothing at all. Neither may still send.
  const off = tx
    .select({ id: messageRules.id })
    .from(messageRules)
    .where(and(eq(messageRules.siteId, siteId), eq(messageRules.enabled, false)));
  await tx
    .update(scheduledMessages)
    .set({ state: "skipped", reason: "rule_off", decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(scheduledMessages.siteId, siteId),
        inArray(scheduledMessages.state, ["planned", "held"]),
        or(isNull(scheduledMessages.ruleId), inArray(scheduledMessages.ruleId, off)),
      ),
    );
  return { stays: count };
}
