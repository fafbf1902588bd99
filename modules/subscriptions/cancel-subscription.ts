import type { Database } from "../../db/client.ts";
import { todayIn } from "../dates/stay-date.ts";
import type { SubscriptionLedgerRow } from "../payments/ledger-rows.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";
import { BILLING_TIME_ZONE } from "./start-checkout.ts";
import { billingFormat, billingUrls, queueBillingEmail } from "./subscription-emails.ts";
import type { SubscriptionRow } from "./subscription-lines.ts";
import {
  issueSubscriptionRefund,
  issueSubscriptionRefunds,
  refundableCharges,
  requestRefunds,
} from "./subscription-refunds.ts";
import { changeSubscription } from "./subscription-settled.ts";

/** What cancelling now does, said before the owner confirms (issue 17 §2, the money-back guarantee). */
export type CancelOutcome =
  /** Within the money-back days: everything paid comes back now and the site goes offline now. */
  | { kind: "refund_now"; refundCents: number }
  /** After them: the subscription ends with the paid period; the site stays online until then. */
  | { kind: "at_period_end"; endsOn: string }
  /** Nothing to cancel (none, still waiting for the first payment, or cancelled already). */
  | { kind: "nothing" };

export async function cancelOutcome(
  db: Database,
  subscription: SubscriptionRow | null,
  now: Date,
): Promise<CancelOutcome> {
  if (!subscription || subscription.state === "pending" || subscription.state === "cancelled")
    return { kind: "nothing" };
  if (subscription.cancelAtPeriodEnd) return { kind: "nothing" };
  if (subscription.moneyBackUntil && now < subscription.moneyBackUntil) {
    const back = await refundableCharges(db, subscription.id);
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
    const audit = { actorId: input.actorId, action: "subscription.cancel", details: { outcome: outcome.kind } };
    if (outcome.kind === "at_period_end") {
      const after = await changeSubscription(tx, subscription, { cancelAtPeriodEnd: true }, audit, now);
      const format = billingFormat(after);
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
    const refunds = await requestRefunds(tx, subscription, await refundableCharges(tx, subscription.id));
    await endNow(tx, services, subscription, audit, outcome.refundCents, now);
    return { ok: true as const, outcome, refunds };
  });
  if (!done.ok) return done;
  services.accessChanges.notify();
  for (const refund of done.refunds) await issueSubscriptionRefund(db, services, refund, now);
  return { ok: true, outcome: done.outcome };
}

/** The subscription ends today: cancelled (its site offline for guests), audited, the owner emailed what comes back. */
async function endNow(
  tx: Database,
  services: PaymentServices,
  subscription: SubscriptionRow,
  audit: { actorId: string; action: string; details: Record<string, unknown> },
  refundedCents: number,
  now: Date,
) {
  const after = await changeSubscription(tx, subscription, { state: "cancelled", cancelledAt: now }, audit, now);
  const format = billingFormat(after);
  await queueBillingEmail(tx, after, {
    template: "subscription-cancelled",
    data: {
      name: after.billingName,
      endsOn: format.date(todayIn(BILLING_TIME_ZONE, now)),
      refunded: refundedCents > 0 ? format.money(refundedCents) : "",
      creditNoteNumber: "",
      billingUrl: billingUrls(services.addressing.origin).billing,
    },
  });
}

/**
 * An admin ends an owner's subscription today (issue 17 §4), whatever the money-back days
 * say: with `refund`, what is left of its last paid charge goes back (a refund row with our
 * key, its credit note once refunded); without, nothing does. Refused when nothing runs to
 * end (none, still waiting for its first payment, or cancelled already).
 */
export async function cancelSubscriptionNow(
  db: Database,
  services: PaymentServices,
  input: { userId: string; actorId: string; refund: boolean; now?: Date },
): Promise<{ ok: true; refundedCents: number; refundFailed: boolean } | { ok: false; code: "nothing_to_cancel" }> {
  const now = input.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    const subscription = await openSubscriptionOf(tx, input.userId, "lock");
    if (!subscription || subscription.state === "pending") return null;
    const [last] = input.refund ? await refundableCharges(tx, subscription.id) : [];
    const refunds = last ? await requestRefunds(tx, subscription, [last]) : [];
    const refundedCents = last?.cents ?? 0;
    const audit = {
      actorId: input.actorId,
      action: "subscription.cancel",
      details: { outcome: "now", by: "admin", refundCents: refundedCents },
    };
    await endNow(tx, services, subscription, audit, refundedCents, now);
    return { refunds, refundedCents };
  });
  if (!done) return { ok: false, code: "nothing_to_cancel" };
  services.accessChanges.notify();
  const { allRefunded } = await issueSubscriptionRefunds(db, services, done.refunds, now);
  return { ok: true, refundedCents: done.refundedCents, refundFailed: !allRefunded };
}
