import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices, payments } from "../../db/schema.ts";
import { loadBillingSettings } from "../billing/billing-settings.ts";
import { invoiceDocumentOf } from "../billing/invoice-document.ts";
import { addDays, todayIn } from "../dates/stay-date.ts";
import { isSettledPaid, type PaymentState } from "../payments/payment-state.ts";
import { type CancelOutcome, cancelOutcome } from "./cancel-subscription.ts";
import { currentSubscriptionOf } from "./owner-subscription.ts";
import { BILLING_TIME_ZONE } from "./start-checkout.ts";
import { type SubscriptionRow, subscriptionCharge } from "./subscription-lines.ts";

/** How many invoices the billing section lists (newest first); older ones stay downloadable by number. */
const INVOICES_SHOWN = 24;

export type BillingInvoice = {
  number: string;
  kind: "invoice" | "credit_note";
  issuedOn: string;
  totalCents: number;
};

export type BillingOverview = {
  state: SubscriptionRow["state"];
  setupFeeCents: number;
  monthlyFeeCents: number;
  /** The next charge (VAT included) and its day; null when none will come (cancelled, ending). */
  next: { on: string; amountCents: number } | null;
  /** The last day the owner has paid for (the site stays online until then when cancelling later). */
  paidUntil: string | null;
  /** What is due now after a failed renewal (past due or suspended), VAT included. */
  dueCents: number | null;
  /** The day the site goes offline for guests if still unpaid (past due). */
  suspendOn: string | null;
  method: string | null;
  cancelAtPeriodEnd: boolean;
  /** The last day cancelling refunds everything (in Amsterdam's calendar). */
  moneyBackLastDay: string | null;
  cancel: CancelOutcome;
  invoices: BillingInvoice[];
};

/** The owner's billing section (issue 17 §2): only their own subscription and invoices; null before any checkout. */
export async function billingOverview(db: Database, userId: string, now = new Date()): Promise<BillingOverview | null> {
  const subscription = await currentSubscriptionOf(db, userId);
  if (!subscription) return null;
  const settings = await loadBillingSettings(db);
  const seller = settings
    ? { country: settings.sellerCountry, vatRateBasisPoints: settings.vatRateBasisPoints }
    : { country: "NL", vatRateBasisPoints: 2100 };
  const renewal = subscriptionCharge(subscription, "renewal", seller).totalCents;
  const running = subscription.state === "active" || subscription.state === "trialing";
  const owing = subscription.state === "past_due" || subscription.state === "suspended";
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(INVOICES_SHOWN);
  const lastCharge = owing
    ? (
        await db
          .select({ state: payments.state, amountCents: payments.amountCents })
          .from(payments)
          .where(
            and(
              eq(payments.subscriptionId, subscription.id),
              eq(payments.dueOn, subscription.periodEnd ?? ""),
              inArray(payments.kind, ["charge"]),
            ),
          )
          .orderBy(desc(payments.attempt))
          .limit(1)
      )[0]
    : undefined;
  return {
    state: subscription.state,
    setupFeeCents: subscription.setupFeeCents,
    monthlyFeeCents: subscription.monthlyFeeCents,
    next:
      running && subscription.periodEnd && !subscription.cancelAtPeriodEnd
        ? { on: subscription.periodEnd, amountCents: renewal }
        : null,
    paidUntil: subscription.periodEnd && subscription.state !== "pending" ? addDays(subscription.periodEnd, -1) : null,
    dueCents:
      owing && !(lastCharge && isSettledPaid(lastCharge.state as PaymentState))
        ? (lastCharge?.amountCents ?? renewal)
        : null,
    suspendOn:
      subscription.state === "past_due" && subscription.pastDueSince
        ? addDays(todayIn(BILLING_TIME_ZONE, subscription.pastDueSince), settings?.graceDays ?? 14)
        : null,
    method: subscription.method,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    moneyBackLastDay: subscription.moneyBackUntil
      ? todayIn(BILLING_TIME_ZONE, new Date(subscription.moneyBackUntil.getTime() - 1))
      : null,
    cancel: await cancelOutcome(db, subscription, now),
    invoices: rows.map((row) => ({
      number: row.number,
      kind: row.kind,
      issuedOn: invoiceDocumentOf(row).issuedOn,
      totalCents: row.totalCents,
    })),
  };
}
