import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageRules, scheduledMessages } from "../../db/schema.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { loadMessageStay } from "./message-values.ts";
import { failedCondition, ruleConditionsSchema } from "./rule-conditions.ts";

/**
 * Whether the owner's own confirmation (a rule on "booking confirmed", planned for this stay
 * and meant for it by its conditions) will tell the guest their booking stands. The platform's
 * fixed confirmation then stays unsent, so the guest gets one confirmation, in the owner's
 * words. Call after planStayMessages, in the same transaction.
 */
export async function ownerConfirmsStay(
  tx: Database,
  siteId: string,
  stayId: string,
  addressing: SiteAddressing,
): Promise<boolean> {
  const planned = await tx
    .select({ conditions: messageRules.conditions })
    .from(scheduledMessages)
    .innerJoin(messageRules, eq(messageRules.id, scheduledMessages.ruleId))
    .where(
      and(
        eq(scheduledMessages.stayId, stayId),
        eq(scheduledMessages.siteId, siteId),
        inArray(scheduledMessages.state, ["planned", "sent"]),
        eq(messageRules.trigger, "booking_confirmed"),
        eq(messageRules.enabled, true),
      ),
    );
  if (planned.length === 0) return false;
  const stay = await loadMessageStay(tx, siteId, stayId, addressing);
  if (!stay?.to) return false;
  return planned.some((rule) => {
    const conditions = ruleConditionsSchema.safeParse(rule.conditions);
    return conditions.success && failedCondition(conditions.data, stay.facts) === null;
  });
}
