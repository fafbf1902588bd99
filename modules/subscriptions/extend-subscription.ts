import type { Database } from "../../db/client.ts";
import { addDays } from "../dates/stay-date.ts";
import { EXTEND_DAYS } from "./extend-days.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";
import { changeSubscription } from "./subscription-settled.ts";

export type ExtendResult = { ok: true; periodEnd: string } | { ok: false; code: "days" | "not_running" };

/**
 * An admin gives an owner `days` more of their paid period (issue 17 §4): the next charge
 * moves that many days later, and the periods after it start on that day of the month
 * (`anchor_day`). Only for a running subscription (active or in its free first month): a
 * past-due one owes a payment for a period that has already begun, a pending or ended one
 * has no period to lengthen. Audited as `subscription.extend` with the admin as actor.
 */
export async function extendSubscription(
  db: Database,
  input: { userId: string; actorId: string; days: number; now?: Date },
): Promise<ExtendResult> {
  const { days } = input;
  if (!Number.isSafeInteger(days) || days < EXTEND_DAYS.min || days > EXTEND_DAYS.max)
    return { ok: false, code: "days" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const subscription = await openSubscriptionOf(tx, input.userId, "lock");
    if (!subscription?.periodEnd || (subscription.state !== "active" && subscription.state !== "trialing"))
      return { ok: false as const, code: "not_running" as const };
    const periodEnd = addDays(subscription.periodEnd, days);
    await changeSubscription(
      tx,
      subscription,
      { periodEnd, anchorDay: Number(periodEnd.slice(8, 10)) },
      {
        actorId: input.actorId,
        action: "subscription.extend",
        details: { days, from: subscription.periodEnd, to: periodEnd },
      },
      now,
    );
    return { ok: true as const, periodEnd };
  });
}
