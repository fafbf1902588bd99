import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays, subscriptions } from "../../db/schema.ts";
import { propertyTimeZone } from "../booking/bookable-unit.ts";
import { queueBookingEmails } from "../booking/queue-booking-emails.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import { isNightsTaken, publishCommitted, type SiteBookingEvent, type StayRow } from "../stays/owned-stay.ts";
import { isStayRow, isSubscriptionRow, type LedgerRow } from "./ledger-rows.ts";
import { type PaymentEmailOccasion, queuePaymentEmails } from "./payment-emails.ts";
import type { PaymentServices } from "./payment-services.ts";
import { isSettledPaid, type PaymentState, settledState } from "./payment-state.ts";
import type { ProviderPayment } from "./provider-port.ts";

export type Settled = {
  changed: boolean;
  state: PaymentState;
  /** A payment that arrived for a booking whose nights were gone meanwhile: to be refunded. */
  refundNeeded: boolean;
};

/**
 * Settles what the provider says of one ledger row, the one way every path does it (the
 * inbox job after a webhook, the guest's return from the payment page, "pay now", the jobs,
 * the nightly reconciliation): under the stay's row lock, the row takes the provider's state
 * only where it is a step forward (payment-state.ts), so whatever the order and however often
 * it is told, one change is made, and with it one set of emails and one booking confirmation.
 *
 * A first payment confirms a booking held for it; if its hold had run out and another stay
 * took the nights meanwhile, the money is marked to go back (`refundNeeded`).
 */
export async function settleFromProvider(
  db: Database,
  services: PaymentServices,
  ledgerId: string,
  observed: ProviderPayment,
  now: Date = new Date(),
): Promise<Settled> {
  const events: SiteBookingEvent[] = [];
  let subscriptionRow = false;
  const result = await db.transaction(async (tx): Promise<Settled> => {
    const [ref] = await tx
      .select({ stayId: payments.stayId, siteId: payments.siteId, subscriptionId: payments.subscriptionId })
      .from(payments)
      .where(eq(payments.id, ledgerId));
    if (!ref) throw new Error(`no ledger row ${ledgerId}`);
    // What the row belongs to first, then the row: every path locks in this order, so none waits in a circle.
    const [stay] =
      ref.stayId && ref.siteId
        ? await tx
            .select()
            .from(stays)
            .where(and(eq(stays.id, ref.stayId), eq(stays.siteId, ref.siteId)))
            .for("update")
        : [];
    const [subscription] = ref.subscriptionId
      ? await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.id, ref.subscriptionId))
          .for("update")
      : [];
    const [row] = await tx.select().from(payments).where(eq(payments.id, ledgerId)).for("update");
    if (!row || !(stay || subscription)) throw new Error(`no stay or subscription for ledger row ${ledgerId}`);
    const current = row.state as PaymentState;
    const next = settledState(current, observed.state);
    const refunded = Math.max(row.refundedCents, Math.min(observed.refundedCents, row.amountCents));
    const savedNow = !row.savedMethodId && observed.savedMethod;
    if (next === current && refunded === row.refundedCents && !savedNow) {
      return { changed: false, state: current, refundNeeded: false };
    }
    const [updated] = await tx
      .update(payments)
      .set({
        state: next,
        refundedCents: refunded,
        method: observed.method ?? row.method,
        savedMethodId: observed.savedMethod?.id ?? row.savedMethodId,
        savedMethodKind: observed.savedMethod?.kind ?? row.savedMethodKind,
        customerId: observed.customerId ?? row.customerId,
        captureBefore: observed.captureBefore ?? row.captureBefore,
        failureCode: next === "failed" ? (observed.failureCode ?? row.failureCode) : row.failureCode,
        checkoutUrl: next === "requires_payment" ? row.checkoutUrl : null,
        // When the money moved: a refund later changes the state, never the day it was paid.
        settledAt: next !== current && !isSettledPaid(current) ? now : row.settledAt,
        updatedAt: now,
      })
      .where(eq(payments.id, ledgerId))
      .returning();
    if (!updated || next === current) return { changed: next !== current, state: next, refundNeeded: false };
    if (isSubscriptionRow(updated)) {
      subscriptionRow = true;
      await services.subscriptionSettled(tx, services, updated, current, next, now);
      return { changed: true, state: next, refundNeeded: false };
    }
    if (!stay || !isStayRow(updated)) throw new Error(`ledger row ${ledgerId} lost its stay`);

    let refundNeeded = false;
    if (updated.purpose === "instalment" && isSettledPaid(next) && !isSettledPaid(current)) {
      refundNeeded = !(await confirmHeldStay(tx, stay, now, services, events));
    }
    // Paid or failed: "payment received/failed" rules, and a stay now paid in full, are planned from it.
    await planStayMessages(tx, updated.stayId);
    const occasion = emailOccasion(updated, current, next);
    if (occasion) {
      await queuePaymentEmails(tx, {
        siteId: updated.siteId,
        stayId: updated.stayId,
        paymentId: updated.id,
        occasion,
        addressing: services.addressing,
        now,
      });
    }
    return { changed: true, state: next, refundNeeded };
  });
  publishCommitted(services.bookingEvents, events);
  if (result.changed && subscriptionRow) services.accessChanges.notify();
  return result;
}

/**
 * A stay held for its payment becomes a confirmed booking: the guest gets the confirmation
 * and the owner the new booking (an accepted request: the guest's confirmation only). A hold
 * that ran out is taken back if its nights are still free. False: the nights are gone.
 */
export async function confirmHeldStay(
  tx: Database,
  stay: StayRow,
  now: Date,
  services: PaymentServices,
  events: SiteBookingEvent[],
): Promise<boolean> {
  if (stay.status === "confirmed") return true;
  const held = stay.status === "request" && stay.holdFor === "payment";
  const lapsed = stay.status === "expired" && stay.holdFor === "payment";
  if (!held && !lapsed) return stay.status !== "cancelled" && stay.status !== "declined";
  const instant = stay.decidedAt === null || lapsed;
  try {
    const [confirmed] = await tx.transaction((savepoint) =>
      savepoint
        .update(stays)
        .set({ status: "confirmed", holdExpiresAt: null, decidedAt: stay.decidedAt ?? now, updatedAt: now })
        .where(eq(stays.id, stay.id))
        .returning(),
    );
    if (!confirmed) return false;
    await planStayMessages(tx, stay.id);
    await queueBookingEmails(tx, {
      siteId: stay.siteId,
      stayId: stay.id,
      occasion: instant ? "booked" : "confirmed",
      addressing: services.addressing,
    });
    const timeZone = await propertyTimeZone(tx, stay.siteId);
    events.push({ siteId: stay.siteId, event: bookingEventOf(confirmed, instant ? "booked" : "accepted", timeZone) });
    return true;
  } catch (error) {
    if (isNightsTaken(error)) return false;
    throw error;
  }
}

/** Which emails a step of a row sends: money in, a charge without the guest that failed, a deposit's hold and its end. */
function emailOccasion(row: LedgerRow, from: PaymentState, to: PaymentState): PaymentEmailOccasion | null {
  if (row.kind === "hold") {
    if (to === "authorised") return "deposit_held";
    if (to === "cancelled" && from === "authorised") return "deposit_released";
    if (to === "paid") return "deposit_claimed";
    return null;
  }
  if (row.kind === "refund") return to === "refunded" ? "refunded" : null;
  if (to === "paid") return "received";
  // A payment the guest abandoned on the hosted page is theirs to retry there; a charge made without them is told.
  if (to === "failed" && row.instalment !== 1) return "failed";
  return null;
}
