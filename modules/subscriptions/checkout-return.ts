import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { isOpen, isSettledPaid, type PaymentState } from "../payments/payment-state.ts";
import type { ProviderName } from "../payments/provider-port.ts";
import { settleFromProvider } from "../payments/settle-payment.ts";

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
    .select()
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
 * not theirs: the page's 404). A first payment still open is read from the provider and
 * settled as the webhook would (the same settleFromProvider, so whichever comes first makes
 * the one change and a reload changes nothing); a provider out of reach leaves it waiting.
 */
export async function checkoutReturn(
  db: Database,
  services: PaymentServices,
  input: { userId: string; subscriptionId: string; now?: Date },
): Promise<CheckoutReturn | null> {
  if (!UUID.test(input.subscriptionId)) return null;
  const now = input.now ?? new Date();
  let subscription = await ownSubscription(db, input.userId, input.subscriptionId);
  if (!subscription) return null;
  if (subscription.state !== "pending") return subscription.state === "cancelled" ? "ended" : "confirmed";

  let row = await latestFirstPayment(db, subscription.id);
  if (row?.providerPaymentId && isOpen(row.state as PaymentState)) {
    try {
      const provider = await services.platformProvider(row.provider as ProviderName);
      if (provider) {
        await settleFromProvider(db, services, row.id, await provider.readPayment(row.providerPaymentId), now);
        subscription = (await ownSubscription(db, input.userId, input.subscriptionId)) ?? subscription;
        row = await latestFirstPayment(db, subscription.id);
      }
    } catch {
      // The provider cannot be reached now: its webhook settles the payment later.
    }
  }
  if (subscription.state !== "pending") return subscription.state === "cancelled" ? "ended" : "confirmed";
  if (!row) return "not_paid";
  const state = row.state as PaymentState;
  if (isOpen(state) || isSettledPaid(state)) return "waiting";
  return "not_paid";
}
