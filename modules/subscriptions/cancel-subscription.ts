import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import { todayIn } from "../dates/stay-date.ts";
import { idempotencyKey } from "../payments/idempotency-key.ts";
import { isSubscriptionRow, type SubscriptionLedgerRow } from "../payments/ledger-rows.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { isSettledPaid, type PaymentState } from "../payments/payment-state.ts";
import { settleFromProvider } from "../payments/settle-payment.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";
import { BILLING_TIME_ZONE } from "./start-checkout.ts";
import { billingFormat, billingUrls, queueBillingEmail } from "./subscription-emails.ts";
import type { SubscriptionRow } from "./subscription-lines.ts";
import { changeSubscription, issueCreditNote } from "./subscription-settled.ts";

/** What cancelling now does, said before the owner confirms (issue 17 §2, the money-back guarantee). */
export type CancelOutcome =
  /** Within the money-back days: everything paid comes back now and the site goes offline now. */
  | { kind: "refund_now"; refundCents: number }
  /** After them: the subscription ends with the paid period; the site stays online until then. */
  | { kind: "at_period_end"; endsOn: string }
  /** Nothing to cancel (none, still waiting for the first payment, or cancelled already). */
  | { kind: "nothing" };

/** The subscription's paid charges and what of each has not gone back yet. */
async function refundable(db: Database, subscriptionId: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, "charge")));
  return rows
    .filter((row) => isSettledPaid(row.state as PaymentState) && row.amountCents > row.refundedCents)
    .map((row) => ({ row, cents: row.amountCents - row.refundedCents }));
}

export async function cancelOutcome(
  db: Database,
  subscription: SubscriptionRow | null,
  now: Date,
): Promise<CancelOutcome> {
  if (!subscription || subscription.state === "pending" || subscription.state === "cancelled")
    return { kind: "nothing" };
  if (subscription.cancelAtPeriodEnd) return { kind: "nothing" };
  if (subscription.moneyBackUntil && now < subscription.moneyBackUntil) {
    const back = await refundable(db, subscription.id);
    return { kind: "refund_now", refundCents: back.reduce((sum, { cents }) => sum + cents, 0) };
  }
  return { kind: "at_period_end", endsOn: subscription.periodEnd ?? todayIn(BILLING_TIME_ZONE, now) };
}

/**
 * The owner (or an admin, `actorId`) cancels. Within the money-back days every paid charge is
 * refunded at once (refund rows with our keys, a credit note for each once refunded) and
 * the subscription ends now; after them it ends with the paid period. Whichever applies was
 * shown before confirming (`cancelOutcome`); `expected` is what was shown, so a confirmation
 * that crossed the money-back deadline meanwhile is refused rather than doing the other.
 */
export async function cancelSubscription(
  db: Database,
  services: PaymentServices,
  input: { userId: string; actorId: string; expected: CancelOutcome["kind"]; now?: Date },
): Promise<{ ok: true; outcome: CancelOutcome } | { ok: false; code: "nothing_to_cancel" | "changed" }> {
  const now = input.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    const subscription = await openSubscriptionOf(tx, input.userId, "lock");
    const outcome = await cancelOutcome(tx, subscription, now);
    if (!subscription || outcome.kind === "nothing") return { ok: false as const, code: "nothing_to_cancel" as const };
    if (outcome.kind !== input.expected) return { ok: false as const, code: "changed" as const };
    const format = billingFormat(subscription);
    const audit = { actorId: input.actorId, action: "subscription.cancel", details: { outcome: outcome.kind } };
    if (outcome.kind === "at_period_end") {
      const after = await changeSubscription(tx, subscription, { cancelAtPeriodEnd: true }, audit, now);
      await queueBillingEmail(tx, after, {
        template: "subscription-cancelled",
        data: {
          name: after.billingName,
          endsOn: format.date(outcome.endsOn),
          refunded: "",
          creditNoteNumber: "",
          billingUrl: billingUrls(services.addressing.origin).billing,
        },
      });
      return { ok: true as const, outcome, refunds: [] as SubscriptionLedgerRow[] };
    }
    const refunds: SubscriptionLedgerRow[] = [];
    for (const { row, cents } of await refundable(tx, subscription.id)) {
      const [refund] = await tx
        .insert(payments)
        .values({
          subscriptionId: subscription.id,
          kind: "refund",
          purpose: "refund",
          state: "requires_payment",
          amountCents: cents,
          currency: "EUR",
          provider: row.provider,
          refundOf: row.id,
          idempotencyKey: idempotencyKey({
            kind: "subscription_refund",
            subscriptionId: subscription.id,
            paymentId: row.id,
            attempt: 1,
          }),
        })
        .returning();
      if (refund && isSubscriptionRow(refund)) refunds.push(refund);
    }
    const after = await changeSubscription(tx, subscription, { state: "cancelled", cancelledAt: now }, audit, now);
    await queueBillingEmail(tx, after, {
      template: "subscription-cancelled",
      data: {
        name: after.billingName,
        endsOn: format.date(todayIn(BILLING_TIME_ZONE, now)),
        refunded: format.money(outcome.refundCents),
        creditNoteNumber: "",
        billingUrl: billingUrls(services.addressing.origin).billing,
      },
    });
    return { ok: true as const, outcome, refunds };
  });
  if (!done.ok) return done;
  services.accessChanges.notify();
  for (const refund of done.refunds) await issueSubscriptionRefund(db, services, refund, now);
  return { ok: true, outcome: done.outcome };
}

/**
 * Asks the platform's provider for one refund row's money back with the row's key (a retry
 * repeats the same call), marks the row, and issues its credit note in the same
 * transaction, under the subscription's lock. A refusal leaves the row failed for the admin.
 */
export async function issueSubscriptionRefund(
  db: Database,
  services: PaymentServices,
  refund: SubscriptionLedgerRow,
  now: Date,
): Promise<void> {
  const [origin] = refund.refundOf ? await db.select().from(payments).where(eq(payments.id, refund.refundOf)) : [];
  const provider = origin && origin.provider !== "owner" ? await services.platformProvider(origin.provider) : null;
  let state: "refunded" | "failed" = "failed";
  let failure: string | null = "provider_unavailable";
  let providerRefundId: string | null = null;
  if (origin?.providerPaymentId && provider) {
    try {
      const result = await provider.refund(origin.providerPaymentId, refund.amountCents, refund.idempotencyKey ?? "");
      state = result.state === "failed" ? "failed" : "refunded";
      failure = result.state === "failed" ? "refused" : null;
      providerRefundId = result.providerRefundId;
    } catch (error) {
      failure = error instanceof Error ? error.message.slice(0, 200) : "unreachable";
    }
  }
  await db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, refund.subscriptionId))
      .for("update");
    const [changed] = await tx
      .update(payments)
      .set({
        state,
        failureCode: failure,
        providerRefundId,
        attempts: refund.attempts + 1,
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(payments.id, refund.id), inArray(payments.state, ["requires_payment", "failed"])))
      .returning();
    if (changed && state === "refunded" && subscription && isSubscriptionRow(changed))
      await issueCreditNote(tx, subscription, changed, now);
  });
  if (origin?.providerPaymentId && provider && state === "refunded") {
    const observed = await provider.readPayment(origin.providerPaymentId);
    await settleFromProvider(db, services, origin.id, observed, now);
  }
}
