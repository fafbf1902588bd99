import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, plans, subscriptions } from "../../db/schema.ts";
import { loadBillingSettings } from "../billing/billing-settings.ts";
import type { InvoiceLanguage } from "../billing/invoice-document.ts";
import { todayIn } from "../dates/stay-date.ts";
import type { PaymentMethod } from "../payments/payment-methods.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { isSettledPaid, type PaymentState } from "../payments/payment-state.ts";
import { settleFromProvider } from "../payments/settle-payment.ts";
import { getPlan } from "../plans/get-plan.ts";
import type { BillingDetails } from "./billing-details.ts";
import { chargeRowValues } from "./charge-row.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";
import { platformBillingProvider } from "./platform-billing-provider.ts";
import { type SubscriptionRow, subscriptionCharge } from "./subscription-lines.ts";

/** The platform's calendar: periods, invoices and reminders follow Amsterdam's days. */
export const BILLING_TIME_ZONE = "Europe/Amsterdam";

/** Methods the first payment offers: each leaves something the renewals can be charged on (a card, or a SEPA mandate). */
const RECURRING_METHODS: PaymentMethod[] = ["card", "ideal", "bancontact"];

export type CheckoutStart =
  /** To the provider's hosted page. */
  | { ok: true; checkoutUrl: string; subscriptionId: string }
  /** The first payment is made already (another tab, a reload): to the success page. */
  | { ok: true; checkoutUrl: null; subscriptionId: string }
  | { ok: false; code: "already_subscribed" | "billing_unavailable" | "provider_unreachable" };

export type CheckoutInput = {
  userId: string;
  email: string;
  lang: InvoiceLanguage;
  billing: BillingDetails;
  /** Where the provider sends the owner back (the checkout's success page, with the subscription's id). */
  returnUrl: (subscriptionId: string) => string;
  now?: Date;
  /** Set on the one retry after the open attempt turned out to have ended at the provider. */
  retried?: boolean;
};

/**
 * An owner's checkout (issue 17 §1): their one open subscription, made or found under its
 * row lock, with the plan's prices as they are now and the billing details just typed, and
 * its first payment on the platform's provider. An open first payment is reused: a reload,
 * the back button or a second tab leads to the same hosted payment (our same key gives the
 * same provider payment), so an owner can never pay twice or hold two subscriptions. The
 * provider is called outside the transaction.
 */
export async function startCheckout(
  db: Database,
  services: PaymentServices,
  input: CheckoutInput,
): Promise<CheckoutStart> {
  const now = input.now ?? new Date();
  const settings = await loadBillingSettings(db);
  if (!settings) return { ok: false, code: "billing_unavailable" };
  const provider = await platformBillingProvider(services, settings);
  if (!provider) return { ok: false, code: "billing_unavailable" };
  const plan = await getPlan(db);
  // Nothing to charge (no setup fee and a free first month) leaves no method for the renewals.
  if (plan.setupFeeCents === 0 && plan.freeFirstMonth) return { ok: false, code: "billing_unavailable" };

  const prepared = await db.transaction(async (tx) => {
    // Two checkouts at once: the second waits on the first one's insert, then finds its row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout ${input.userId}`}, 0))`);
    const open = await openSubscriptionOf(tx, input.userId, "lock");
    if (open && open.state !== "pending") return { already: true as const, subscription: open };
    const details = {
      provider: provider.name,
      billingName: input.billing.name,
      billingCompany: input.billing.company,
      billingStreet: input.billing.street,
      billingPostalCode: input.billing.postalCode,
      billingCity: input.billing.city,
      billingCountry: input.billing.country,
      billingVatNumber: input.billing.vatNumber,
      billingEmail: input.email,
      lang: input.lang,
      updatedAt: now,
    };
    const prices = {
      setupFeeCents: plan.setupFeeCents,
      monthlyFeeCents: plan.monthlyFeeCents,
      freeFirstMonth: plan.freeFirstMonth,
      moneyBackDays: plan.moneyBackDays,
    };
    const [subscription] = open
      ? await tx
          .update(subscriptions)
          .set({ ...details, ...prices })
          .where(eq(subscriptions.id, open.id))
          .returning()
      : await tx
          .insert(subscriptions)
          .values({ userId: input.userId, planId: await standardPlanId(tx), ...details, ...prices })
          .returning();
    if (!subscription) throw new Error("subscription not stored");
    const row = await firstPaymentRow(tx, subscription, settings, now);
    return { already: false as const, subscription, row };
  });
  if (prepared.already) return { ok: false, code: "already_subscribed" };
  const { subscription, row } = prepared;
  if (isSettledPaid(row.state as PaymentState)) return { ok: true, checkoutUrl: null, subscriptionId: subscription.id };

  try {
    const payment = row.providerPaymentId
      ? await provider.readPayment(row.providerPaymentId)
      : await provider.createPayment({
          amountCents: row.amountCents,
          currency: "EUR",
          description: "VayVista",
          methods: RECURRING_METHODS,
          payer: { email: input.email, name: input.billing.company ?? input.billing.name, locale: input.lang },
          saveForLater: true,
          returnUrl: input.returnUrl(subscription.id),
          webhookUrl: services.webhookUrl(provider.name),
          ledgerId: row.id,
          idempotencyKey: row.idempotencyKey ?? "",
        });
    if (!row.providerPaymentId) {
      await db
        .update(payments)
        .set({ providerPaymentId: payment.providerPaymentId, checkoutUrl: payment.checkoutUrl, updatedAt: now })
        .where(eq(payments.id, row.id));
    }
    const settled = await settleFromProvider(db, services, row.id, payment, now);
    if (isSettledPaid(settled.state)) return { ok: true, checkoutUrl: null, subscriptionId: subscription.id };
    if (settled.state === "requires_payment" && payment.checkoutUrl)
      return { ok: true, checkoutUrl: payment.checkoutUrl, subscriptionId: subscription.id };
    if (!ended.has(settled.state) || input.retried) return { ok: false, code: "provider_unreachable" };
  } catch {
    // Unreachable or 5xx: the owner tries again; the same row and key make the same call.
    return { ok: false, code: "provider_unreachable" };
  }
  // The open attempt ended at the provider meanwhile (failed, expired): once more, with a new attempt.
  return startCheckout(db, services, { ...input, now, retried: true });
}

async function standardPlanId(tx: Database): Promise<string | null> {
  const [row] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.code, "standard"));
  return row?.id ?? null;
}

const ended: ReadonlySet<PaymentState> = new Set(["failed", "expired", "cancelled"]);

/**
 * The first payment's ledger row: the open attempt (or one already paid) when there is one,
 * else a new attempt at today's amounts under a new key. An attempt whose amount no longer
 * fits (the billing country changed the VAT) is withdrawn first.
 */
async function firstPaymentRow(
  tx: Database,
  subscription: SubscriptionRow,
  settings: NonNullable<Awaited<ReturnType<typeof loadBillingSettings>>>,
  now: Date,
) {
  const charge = subscriptionCharge(subscription, "first", {
    country: settings.sellerCountry,
    vatRateBasisPoints: settings.vatRateBasisPoints,
  });
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscription.id), eq(payments.purpose, "subscription")))
    .orderBy(asc(payments.attempt))
    .for("update");
  const paid = rows.find((row) => isSettledPaid(row.state as PaymentState));
  if (paid) return paid;
  const open = rows.find((row) => row.state === "requires_payment");
  if (open && open.amountCents === charge.totalCents && open.provider === subscription.provider) return open;
  if (open) {
    await tx
      .update(payments)
      .set({ state: "cancelled", checkoutUrl: null, updatedAt: now })
      .where(eq(payments.id, open.id));
  }
  const attempt = rows.reduce((most, row) => Math.max(most, row.attempt), 0) + 1;
  const period = todayIn(BILLING_TIME_ZONE, now);
  const [row] = await tx
    .insert(payments)
    .values(chargeRowValues(subscription, { period: "first", attempt, amountCents: charge.totalCents, dueOn: period }))
    .returning();
  if (!row) throw new Error("first payment not stored");
  return row;
}
