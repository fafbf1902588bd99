import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { settleFromProvider } from "../payments/settle-payment.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";

/** At most this many open attempts are read per page view: each is a call to the provider. */
const READ_AT_MOST = 3;

/**
 * When the owner comes back from the provider's page (the checkout's success page, the
 * billing section after paying), their subscription's open payments are read from the
 * provider and settled, as a webhook would: the page shows the real state even before the
 * provider's notice arrives, and the notice then changes nothing (one settle path). A
 * provider that cannot be reached leaves the state as it was: the notice settles it later.
 */
export async function refreshOpenPayments(db: Database, services: PaymentServices, userId: string, now = new Date()) {
  const subscription = await openSubscriptionOf(db, userId);
  if (!subscription) return;
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscription.id),
        eq(payments.state, "requires_payment"),
        isNotNull(payments.providerPaymentId),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(READ_AT_MOST);
  const provider = open.length > 0 ? await services.platformProvider(subscription.provider) : null;
  if (!provider) return;
  for (const row of open) {
    try {
      const observed = await provider.readPayment(row.providerPaymentId ?? "");
      await settleFromProvider(db, services, row.id, observed, now);
    } catch {
      // Unreachable now: the provider's notice settles it.
    }
  }
}
