import type { StayDate } from "../dates/stay-date.ts";
import type { CollectionCode, DueItem, PaymentForCode, PaymentMethodCode } from "../messaging/payment-values.ts";
import { type LedgerRow, obligationsOf, paidCents } from "./ledger-rows.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods.ts";
import { isSettledPaid, type PaymentState } from "./payment-state.ts";

/**
 * What a payment email says of a stay's ledger, worked out from its rows (all of one stay):
 * what a payment was for and how it was made, what is paid and what is still due, how the
 * rest will be collected, and what became of a security deposit. Codes and cents only; the
 * words are messaging's (payment-values.ts).
 */

/** The row a refund gives money back of; any other row is its own. */
export function originOf(row: LedgerRow, rows: readonly LedgerRow[]): LedgerRow {
  return row.kind === "refund" ? (rows.find((other) => other.id === row.refundOf) ?? row) : row;
}

/** The deposit, the balance, the first part of a price paid in two, the whole price, or (a transfer of no instalment) a payment. */
export function paymentForOf(row: LedgerRow, rows: readonly LedgerRow[]): PaymentForCode {
  const origin = originOf(row, rows);
  if (origin.purpose === "deposit") return "deposit";
  if (origin.instalment === 2) return "balance";
  if (origin.instalment !== 1) return "other";
  const split = rows.some((other) => other.purpose === "instalment" && other.instalment === 2);
  return split ? "first" : "full";
}

function isPaymentMethod(method: string | null): method is PaymentMethod {
  return (PAYMENT_METHODS as readonly (string | null)[]).includes(method);
}

/** How the money moved (a refund: how it was paid, which is where it goes back to). */
export function methodOf(row: LedgerRow, rows: readonly LedgerRow[]): PaymentMethodCode {
  const origin = originOf(row, rows);
  // What the owner recorded: a transfer, cash, their card terminal, or otherwise paid to them.
  if (origin.kind === "transfer") return "transfer";
  if (origin.kind === "manual") {
    return origin.method === "cash" || origin.method === "card_terminal" ? origin.method : "owner";
  }
  return isPaymentMethod(origin.method) ? origin.method : "online";
}

/**
 * What is still to come, in the ledger's order: each instalment not yet paid on its day,
 * and a deposit not yet paid or held (a hold: on the day it is placed). Nothing of the price
 * once it is paid in full (a transfer the owner recorded may have paid it).
 */
export function stillDueOf(rows: readonly LedgerRow[], totalCents: number): DueItem[] {
  const pricePaid = paidCents([...rows]) >= totalCents;
  const items: DueItem[] = [];
  for (const obligation of obligationsOf([...rows])) {
    const on: StayDate | null = obligation.latest.dueOn ?? obligation.dueOn;
    if (obligation.met || !on || (obligation.purpose === "instalment" && pricePaid)) continue;
    items.push({
      what: paymentForOf(obligation.latest, rows),
      cents: obligation.amountCents,
      on,
      hold: obligation.latest.kind === "hold",
    });
  }
  return items;
}

/**
 * How an instalment still due will be collected: from a card or SEPA mandate an earlier
 * payment left (the newest), else by a link. Null when no instalment is due.
 */
export function collectionOf(rows: readonly LedgerRow[], due: readonly DueItem[]): CollectionCode | null {
  if (!due.some((item) => !item.hold && item.what !== "deposit")) return null;
  const saved = rows
    .filter((row) => row.savedMethodKind && isSettledPaid(row.state as PaymentState))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return saved?.savedMethodKind ?? "link";
}

/** The day an obligation is now to be paid by: its newest attempt's day (a new attempt may carry a later one). */
export function dueDayOf(row: LedgerRow, rows: readonly LedgerRow[]): StayDate | null {
  const same = rows.filter(
    (other) => other.kind === row.kind && other.purpose === row.purpose && other.instalment === row.instalment,
  );
  const newest = same.reduce((a, b) => (b.attempt > a.attempt ? b : a), row);
  return newest.dueOn ?? row.dueOn;
}

/**
 * A security deposit after the owner's claim: what was kept of it (a hold: what was
 * captured; a payment: what was not refunded), what comes back, and the owner's reason.
 */
export function depositClaimOf(
  row: LedgerRow,
  rows: readonly LedgerRow[],
): { amountCents: number; keptCents: number; returnedCents: number; reason: string } {
  const deposit = originOf(row, rows);
  const kept =
    deposit.kind === "hold"
      ? (deposit.capturedCents ?? deposit.amountCents)
      : deposit.amountCents - deposit.refundedCents;
  return {
    amountCents: deposit.amountCents,
    keptCents: kept,
    returnedCents: deposit.amountCents - kept,
    reason: (row.note ?? deposit.note ?? "").trim(),
  };
}

/**
 * Whether a deposit hold's step is its renewal, which is no news to the guest: before a hold
 * lapses a new one is placed while the old one stands, then the old one is let go while the
 * new one stands (collect-due.ts).
 */
export function isHoldRenewal(row: LedgerRow, rows: readonly LedgerRow[], step: "held" | "released"): boolean {
  if (row.kind !== "hold") return false;
  return rows.some(
    (other) =>
      other.id !== row.id &&
      other.kind === "hold" &&
      other.state === "authorised" &&
      (step === "held" ? other.attempt < row.attempt : other.attempt > row.attempt),
  );
}
