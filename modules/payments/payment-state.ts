/**
 * The states of one row of the payments ledger (a charge, a card hold, a refund or a bank
 * transfer of a stay), and the one rule that moves a row from one to another.
 *
 * Provider events arrive at least once and in any order, and the guest's return from the
 * payment page races the webhook; every path re-reads the payment from the provider and
 * settles what it read. Settling is only ever a step forward: a state read late ("open"
 * after "paid", "failed" after a refund) changes nothing, and the same state read twice is
 * no change, so the state change (and its one email) happens once whatever the order.
 */
export const PAYMENT_STATES = [
  "requires_payment",
  "authorised",
  "paid",
  "failed",
  "expired",
  "cancelled",
  "partly_refunded",
  "refunded",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * How far along its life a state is. A row moves only to a later rank; the three ends of a
 * payment that never went through share one rank, so the first of them to be read wins.
 */
const RANK: Record<PaymentState, number> = {
  requires_payment: 0,
  authorised: 1,
  failed: 2,
  expired: 2,
  cancelled: 2,
  paid: 3,
  partly_refunded: 4,
  refunded: 5,
};

/** Not at an end yet: a charge waiting for its payer (its nights stay held), or a card hold in place. */
export function isOpen(state: PaymentState): boolean {
  return state === "requires_payment" || state === "authorised";
}

/** The money reached the owner (before any refund): what confirms an instant booking. */
export function isSettledPaid(state: PaymentState): boolean {
  return RANK[state] >= RANK.paid;
}

/**
 * The state a row takes when the provider is read as `observed`: `observed` where it is a
 * step forward, else `current` (nothing changes). The provider's state, read afresh, is the
 * truth; only its order is not: a payment whose attempt failed may still be paid on a
 * retry (failed, then paid), but a paid one read as open again is a stale read.
 */
export function settledState(current: PaymentState, observed: PaymentState): PaymentState {
  return RANK[observed] > RANK[current] ? observed : current;
}
