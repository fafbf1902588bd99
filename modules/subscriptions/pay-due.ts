import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { loadBillingSettings } from "../billing/billing-settings.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { isSettledPaid, type PaymentState } from "../payments/payment-state.ts";
import { settleFromProvider } from "../payments/settle-payment.ts";
import { chargeRowValues } from "./charge-row.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";
import { subscriptionCharge } from "./subscription-lines.ts";

export type PayDueResult =
  | { ok: true; checkoutUrl: string }
  | { ok: false; code: "nothing_due" | "billing_unavailable" | "provider_unreachable" };

/**
 * The owner pays a renewal that failed (past due, or suspended after the grace period) on
 * the provider's hosted page, with a card or method of their choice, which is saved for the
 * renewals after it: the "pay or change the card" link of the reminders. An open attempt is
 * reused (a reload never makes a second payment); a paid one brings the subscription back
 * at once (subscription-settled.ts).
 */
export async function payDue(
  db: Database,
  services: PaymentServices,
  input: { userId: string; email: string; returnUrl: string; now?: Date },
): Promise<PayDueResult> {
  const now = input.now ?? new Date();
  const settings = await loadBillingSettings(db);
  if (!settings) return { ok: false, code: "billing_unavailable" };
  const prepared = await db.transaction(async (tx) => {
    const subscription = await openSubscriptionOf(tx, input.userId, "lock");
    if (!subscription?.periodEnd || (subscription.state !== "past_due" && subscription.state !== "suspended"))
      return null;
    const period = subscription.periodEnd;
    const attempts = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscription.id), eq(payments.kind, "charge"), eq(payments.dueOn, period)))
      .orderBy(desc(payments.attempt));
    if (attempts.some((row) => isSettledPaid(row.state as PaymentState))) return null;
    const open = attempts.find((row) => row.state === "requires_payment" && row.checkoutUrl);
    if (open) return { subscription, row: open };
    const attempt = (attempts[0]?.attempt ?? 0) + 1;
    const charge = subscriptionCharge(subscription, "renewal", {
      country: settings.sellerCountry,
      vatRateBasisPoints: settings.vatRateBasisPoints,
    });
    const [row] = await tx
      .insert(payments)
      .values(chargeRowValues(subscription, { period, attempt, amountCents: charge.totalCents }))
      .returning();
    if (!row) throw new Error("payment not stored");
    return { subscription, row };
  });
  if (!prepared) return { ok: false, code: "nothing_due" };
  const { subscription, row } = prepared;
  const provider = await services.platformProvider(subscription.provider);
  if (!provider) return { ok: false, code: "billing_unavailable" };
  if (row.checkoutUrl) return { ok: true, checkoutUrl: row.checkoutUrl };
  try {
    const payment = await provider.createPayment({
      amountCents: row.amountCents,
      currency: "EUR",
      description: "VayVista",
      methods: ["card", "ideal", "bancontact"],
      payer: {
        email: input.email,
        name: subscription.billingCompany ?? subscription.billingName,
        locale: subscription.lang,
      },
      saveForLater: true,
      returnUrl: input.returnUrl,
      webhookUrl: services.webhookUrl(provider.name),
      ledgerId: row.id,
      idempotencyKey: row.idempotencyKey ?? "",
    });
    await db
      .update(payments)
      .set({ providerPaymentId: payment.providerPaymentId, checkoutUrl: payment.checkoutUrl, updatedAt: now })
      .where(eq(payments.id, row.id));
    await settleFromProvider(db, services, row.id, payment, now);
    return payment.checkoutUrl ? { ok: true, checkoutUrl: payment.checkoutUrl } : { ok: false, code: "nothing_due" };
  } catch {
    return { ok: false, code: "provider_unreachable" };
  }
}
