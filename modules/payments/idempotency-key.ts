/**
 * Our own idempotency key for a call that moves money, stored with the ledger row before the
 * call is made. A retried job, a second tab or a timeout that did reach the provider then
 * repeats the same call, which the provider answers with the first result instead of
 * charging again (Mollie's client would otherwise send a random key per call).
 *
 * The key names what is being done, never who pays: a stay, what for, which instalment and
 * which attempt (a new attempt after a decline is a new call on purpose).
 */
export type MoneyMove =
  | { kind: "charge"; stayId: string; instalment: number; attempt: number }
  /** A deposit: held on a card, released, captured, or taken as a refundable payment. */
  | { kind: "hold" | "release" | "capture" | "deposit"; stayId: string; attempt: number }
  | { kind: "refund"; stayId: string; paymentId: string; attempt: number }
  /** An owner's subscription: the period's charge (the first payment's period is its first day), or a refund of one. */
  | { kind: "subscription"; subscriptionId: string; period: string; attempt: number }
  | { kind: "subscription_refund"; subscriptionId: string; paymentId: string; attempt: number };

/** Both providers take keys of up to 255 characters; ours stay well inside and plain ASCII. */
const SAFE_PART = /^[A-Za-z0-9-]{1,64}$/;

export function idempotencyKey(move: MoneyMove): string {
  const parts = partsOf(move);
  for (const n of [move.attempt, move.kind === "charge" ? move.instalment : 1]) {
    if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`not a count from 1: ${n}`);
  }
  for (const part of parts) {
    if (!SAFE_PART.test(String(part))) throw new RangeError(`not a safe key part: ${JSON.stringify(part)}`);
  }
  return `vv:${parts.join(":")}`;
}

function partsOf(move: MoneyMove): (string | number)[] {
  switch (move.kind) {
    case "charge":
      return ["charge", move.stayId, `i${move.instalment}`, `a${move.attempt}`];
    case "refund":
      return ["refund", move.stayId, move.paymentId, `a${move.attempt}`];
    case "subscription":
      return ["sub", move.subscriptionId, move.period, `a${move.attempt}`];
    case "subscription_refund":
      return ["subrefund", move.subscriptionId, move.paymentId, `a${move.attempt}`];
    default:
      return [move.kind, move.stayId, `a${move.attempt}`];
  }
}
