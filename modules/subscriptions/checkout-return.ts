import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { isOpen, isSettledPaid, type PaymentState } from "../payments/payment-state.ts";
import { refreshOpenPayments } from "./refresh-open-payments.ts";

/**
 * What the owner's return from the provider's page shows: the first payment is still being
 * confirmed (a bank's SEPA or iDEAL answer), the subscription runs, it ended meanwhile, or
 * the payment did not go through (nothing charged: the checkout again).
 */
export type CheckoutReturn = "waiting" | "confirmed" | "ended" | "not_paid";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownSubscription(db: Database, userId: string, subscriptionId: string) {
  const [row] = await db
    .select({ id: subscriptions.id, state: subscriptions.state })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  return row ?? null;
}

async function latestFirstPayment(db: Database, subscriptionId: string) {
  const [row] = await db
    .select({ state: payments.state })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.purpose, "subscription"),
        eq(payments.kind, "charge"),
      ),
    )
    .orderBy(desc(payments.attempt))
    .limit(1);
  return row ?? null;
}

/**
 * The owner's own subscription after the provider sent them back (null for an id that is
 * not theirs: the page's 404). Its open payments are read from the provider and settled as
 * the webhook would (refreshOpenPayments: whichever comes first makes the one change, and a
 * reload changes nothing); a provider out of reach leaves it waiting.
 */
export async function checkoutReturn(
  db: Database,
  services: PaymentServices,
  input: { userId: string; subscriptionId: string; now?: Date },
): Promise<CheckoutReturn | null> {
  if (!UUID.test(input.subscriptionId)) return null;
  const before = await ownSubscription(db, input.userId, input.subscriptionId);
  if (!before) return null;
  if (before.state === "pending") await refreshOpenPayments(db, services, input.userId, input.now);
  const subscription = (await ownSubscription(db, input.userId, input.subscriptionId)) ?? before;
  if (subscription.state !== "pending") return subscription.state === "cancelled" ? "ended" : "confirmed";
  const row = await latestFirstPayment(db, subscription.id);
  if (!row) return "not_paid";
  const state = row.state as PaymentState;
  return isOpen(state) || isSettledPaid(state) ? "waiting" : "not_paid";
}
