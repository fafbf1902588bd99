import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageRules, scheduledMessages, stays } from "../../db/schema.ts";
import { nightsBetween, type StayDate, todayIn } from "../dates/stay-date.ts";
import { isSiteLang } from "../i18n/site-languages.ts";
import { failedCondition, ruleConditionsSchema, stayChannel } from "./rule-conditions.ts";

/**
 * Whether the owner's own confirmation (a rule on "booking confirmed", planned for this stay
 * and meant for it by its conditions) will tell the guest their booking stands. The platform's
 * fixed confirmation then stays unsent, so the guest gets one confirmation, in the owner's
 * words. A rule that asks about payment is not counted: whether it holds is decided when it is
 * sent, and a guest gets two confirmations rather than none. Call after planStayMessages, in
 * the same transaction; `siteLang` is the site's main language (the guest's when they gave none).
 */
export async function ownerConfirmsStay(
  tx: Database,
  siteId: string,
  stayId: string,
  opts: { siteLang: string; timeZone: string },
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
  const [stay] = await tx
    .select()
    .from(stays)
    .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)));
  if (!stay?.guestEmail) return false;
  const lang = isSiteLang(stay.lang) ? stay.lang : isSiteLang(opts.siteLang) ? opts.siteLang : "nl";
  const facts = {
    unitId: stay.unitId,
    channel: stayChannel(stay.source),
    nights: nightsBetween(stay.checkIn as StayDate, stay.checkOut as StayDate),
    guests: stay.adults + stay.children,
    lang,
    paidInFull: false,
    leadDays: Math.max(0, nightsBetween(todayIn(opts.timeZone, stay.createdAt), stay.checkIn as StayDate)),
  };
  return planned.some((rule) => {
    const conditions = ruleConditionsSchema.safeParse(rule.conditions);
    return (
      conditions.success && conditions.data.paidInFull === undefined && failedCondition(conditions.data, facts) === null
    );
  });
}
