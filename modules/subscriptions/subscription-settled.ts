import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices, subscriptions } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { loadBillingSettings } from "../billing/billing-settings.ts";
import { invoiceDocumentOf } from "../billing/invoice-document.ts";
import { addMonths } from "../dates/add-months.ts";
import { startOfDayIn } from "../dates/start-of-day.ts";
import { addDays, todayIn } from "../dates/stay-date.ts";
import type { SubscriptionLedgerRow } from "../payments/ledger-rows.ts";
import type { SubscriptionSettled } from "../payments/payment-services.ts";
import { isSettledPaid } from "../payments/payment-state.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { creditLines, issueInvoice } from "./issue-invoice.ts";
import { queueSiteLiveEmail } from "./site-live-email.ts";
import { BILLING_TIME_ZONE } from "./start-checkout.ts";
import { billingFormat, billingUrls, queueBillingEmail } from "./subscription-emails.ts";
import { type SubscriptionRow, subscriptionCharge } from "./subscription-lines.ts";

/** What a subscription's state change tells the rest (its site's cached pages, the owner's host). */
export type SubscriptionChange = { userId: string; from: SubscriptionRow["state"]; to: SubscriptionRow["state"] };

/**
 * Writes a subscription's new fields and, when its state changes, the audit entry, in the
 * caller's transaction; returns the row as it is now.
 */
export async function changeSubscription(
  tx: Database,
  subscription: SubscriptionRow,
  set: Partial<SubscriptionRow>,
  audit: { actorId: string; action: string; details?: Record<string, unknown> } | null,
  now: Date,
): Promise<SubscriptionRow> {
  const [after] = await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: now })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (!after) throw new Error(`subscription ${subscription.id} vanished`);
  if (audit) {
    await recordAudit(tx, {
      actorId: audit.actorId,
      action: audit.action,
      targetType: "subscription",
      targetId: subscription.id,
      details: { before: subscription.state, after: after.state, ...audit.details },
    });
  }
  return after;
}

/**
 * What a step of a subscription's ledger row does (settleFromProvider calls it under the
 * subscription's row lock, once per step, whatever the order or number of provider events):
 * a paid first payment starts the subscription, a paid renewal extends it (and brings a
 * suspended site back), a failed renewal makes it past due, a refund issues its credit note.
 * Each paid charge gets its invoice, each email goes out once.
 */
export const subscriptionSettled: SubscriptionSettled = async (tx, services, row, from, to, now) => {
  const origin = services.addressing.origin;
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.subscriptionId));
  if (!subscription) throw new Error(`no subscription for ledger row ${row.id}`);
  if (row.kind === "refund") {
    if (to === "refunded") await issueCreditNote(tx, subscription, row, now);
    return;
  }
  if (row.kind !== "charge") return;
  const current = row.savedMethodId
    ? await changeSubscription(
        tx,
        subscription,
        {
          savedMethodId: row.savedMethodId,
          savedMethodKind: row.savedMethodKind,
          customerId: row.customerId ?? subscription.customerId,
          method: row.method ?? subscription.method,
        },
        null,
        now,
      )
    : subscription;
  if (isSettledPaid(to) && !isSettledPaid(from)) await chargePaid(tx, current, row, services.addressing, now);
  else if (to === "failed" && current.state !== "pending") await renewalFailed(tx, current, row, origin, now);
};

async function chargePaid(
  tx: Database,
  subscription: SubscriptionRow,
  row: SubscriptionLedgerRow,
  addressing: SiteAddressing,
  now: Date,
) {
  const settings = await loadBillingSettings(tx);
  if (!settings) throw new Error("no billing settings");
  const seller = { country: settings.sellerCountry, vatRateBasisPoints: settings.vatRateBasisPoints };
  const first = subscription.state === "pending";
  const today = todayIn(BILLING_TIME_ZONE, now);
  const periodStart = first ? today : (row.dueOn ?? subscription.periodEnd ?? today);
  const anchorDay = first ? Number(today.slice(8, 10)) : (subscription.anchorDay ?? Number(periodStart.slice(8, 10)));
  const periodEnd = addMonths(periodStart, 1, anchorDay);
  const charge = subscriptionCharge(subscription, first ? "first" : "renewal", seller);
  const { invoice } = await issueInvoice(tx, {
    subscription,
    row,
    kind: "invoice",
    lines: charge.lines,
    totals: charge,
    period: { from: periodStart, until: periodEnd },
    correctsNumber: null,
    now,
  });
  const format = billingFormat(subscription);
  const urls = billingUrls(addressing.origin);
  if (subscription.state === "cancelled") return;
  const actorId = subscription.userId;
  const after = await changeSubscription(
    tx,
    subscription,
    {
      state: first && subscription.freeFirstMonth ? "trialing" : "active",
      anchorDay,
      periodStart,
      periodEnd,
      pastDueSince: null,
      remindersSent: 0,
      // Until the end of the money-back days' last day, in Amsterdam.
      ...(first
        ? { moneyBackUntil: startOfDayIn(BILLING_TIME_ZONE, addDays(today, subscription.moneyBackDays + 1)) }
        : {}),
    },
    {
      actorId,
      action: first
        ? "subscription.start"
        : subscription.state === "suspended"
          ? "subscription.reactivate"
          : "subscription.renew",
      details: { invoice: invoice.number, periodStart, periodEnd },
    },
    now,
  );
  const renewal = subscriptionCharge(after, "renewal", seller);
  if (first) await queueSiteLiveEmail(tx, after.userId, addressing);
  if (first) {
    await queueBillingEmail(
      tx,
      after,
      {
        template: "subscription-started",
        data: {
          name: after.billingName,
          plan: planLine(after),
          amount: format.money(row.amountCents),
          invoiceNumber: invoice.number,
          nextPaymentOn: format.date(periodEnd),
          nextAmount: format.money(renewal.totalCents),
          moneyBackUntil: format.date(addDays(today, subscription.moneyBackDays)),
          dashboardUrl: urls.dashboard,
          billingUrl: urls.billing,
        },
      },
      invoice.id,
    );
  } else if (subscription.state === "suspended") {
    await queueBillingEmail(
      tx,
      after,
      {
        template: "subscription-reactivated",
        data: { name: after.billingName, invoiceNumber: invoice.number, siteUrl: urls.dashboard },
      },
      invoice.id,
    );
  } else {
    await queueBillingEmail(
      tx,
      after,
      {
        template: "subscription-renewed",
        data: {
          name: after.billingName,
          amount: format.money(row.amountCents),
          invoiceNumber: invoice.number,
          periodFrom: format.date(periodStart),
          periodUntil: format.date(addDays(periodEnd, -1)),
          nextPaymentOn: format.date(periodEnd),
          billingUrl: urls.billing,
        },
      },
      invoice.id,
    );
  }
}

async function renewalFailed(
  tx: Database,
  subscription: SubscriptionRow,
  row: SubscriptionLedgerRow,
  origin: string,
  now: Date,
) {
  if (subscription.state !== "active" && subscription.state !== "trialing") return;
  const settings = await loadBillingSettings(tx);
  const graceDays = settings?.graceDays ?? 14;
  const after = await changeSubscription(
    tx,
    subscription,
    { state: "past_due", pastDueSince: now, remindersSent: 1 },
    { actorId: subscription.userId, action: "subscription.past_due", details: { failure: row.failureCode } },
    now,
  );
  await queuePaymentReminder(tx, after, row.amountCents, 1, graceDays, origin);
}

/** The reminder of a failed renewal (1 on the day, 2 three days later, 3 seven days later). */
export async function queuePaymentReminder(
  tx: Database,
  subscription: SubscriptionRow,
  amountCents: number,
  reminder: 1 | 2 | 3,
  graceDays: number,
  origin: string,
) {
  const format = billingFormat(subscription);
  const since = subscription.pastDueSince ?? new Date();
  await queueBillingEmail(tx, subscription, {
    template: "subscription-payment-failed",
    data: {
      name: subscription.billingName,
      amount: format.money(amountCents),
      reminder: String(reminder),
      suspendOn: format.date(addDays(todayIn(BILLING_TIME_ZONE, since), graceDays)),
      payUrl: billingUrls(origin).pay,
    },
  });
}

export async function issueCreditNote(
  tx: Database,
  subscription: SubscriptionRow,
  refund: SubscriptionLedgerRow,
  now: Date,
) {
  if (!refund.refundOf) return;
  const [original] = await tx.select().from(invoices).where(eq(invoices.paymentId, refund.refundOf));
  if (!original) return;
  const document = invoiceDocumentOf(original);
  const credit = creditLines(document);
  await issueInvoice(tx, {
    subscription,
    row: refund,
    kind: "credit_note",
    lines: credit.lines,
    totals: {
      vat: document.vat,
      subtotalCents: credit.subtotalCents,
      vatCents: credit.vatCents,
      totalCents: credit.totalCents,
    },
    period: document.period,
    correctsNumber: original.number,
    now,
  });
}

/** "€150 setup + €50 a month, excl. VAT" in the subscription's language. */
function planLine(subscription: SubscriptionRow): string {
  const format = billingFormat(subscription);
  const setup = format.money(subscription.setupFeeCents);
  const month = format.money(subscription.monthlyFeeCents);
  switch (subscription.lang) {
    case "nl":
      return `VayVista: ${setup} opstartkosten + ${month} per maand, excl. btw`;
    case "pl":
      return `VayVista: ${setup} opłaty startowej + ${month} miesięcznie, netto`;
    default:
      return `VayVista: ${setup} setup + ${month} a month, excl. VAT`;
  }
}
