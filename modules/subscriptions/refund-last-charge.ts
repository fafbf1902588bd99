import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { currentSubscriptionOf } from "./owner-subscription.ts";
import { issueSubscriptionRefunds, refundableCharges, requestRefunds } from "./subscription-refunds.ts";
import { changeSubscription } from "./subscription-settled.ts";

/**
 * An admin gives an owner back what is left of their subscription's last paid charge
 * (issue 17 §4): a refund row with our key, asked of the provider, its credit note issued
 * once refunded. The subscription itself runs on (cancelling is its own action). Refused
 * when no paid charge has money left to give back, e.g. when it went back already; a
 * provider that refuses (or cannot be reached) leaves the money refundable for a next try.
 */
export async function refundLastCharge(
  db: Database,
  services: PaymentServices,
  input: { userId: string; actorId: string; now?: Date },
): Promise<
  | { ok: true; refundedCents: number }
  | { ok: false; code: "nothing_to_refund" | "refund_failed"; refundedCents: number }
> {
  const now = input.now ?? new Date();
  const current = await currentSubscriptionOf(db, input.userId);
  if (!current) return { ok: false, code: "nothing_to_refund", refundedCents: 0 };
  const done = await db.transaction(async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, current.id)).for("update");
    if (!subscription) return null;
    const [last] = await refundableCharges(tx, subscription.id);
    if (!last) return null;
    const refunds = await requestRefunds(tx, subscription, [last]);
    await changeSubscription(
      tx,
      subscription,
      {},
      { actorId: input.actorId, action: "subscription.refund", details: { paymentId: last.row.id, cents: last.cents } },
      now,
    );
    return { refunds, refundedCents: last.cents };
  });
  if (!done) return { ok: false, code: "nothing_to_refund", refundedCents: 0 };
  const { allRefunded } = await issueSubscriptionRefunds(db, services, done.refunds, now);
  return allRefunded
    ? { ok: true, refundedCents: done.refundedCents }
    : { ok: false, code: "refund_failed", refundedCents: done.refundedCents };
}
