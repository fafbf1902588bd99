import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { MoneyMove } from "./idempotency-key.ts";
import { isSettledPaid, type PaymentState } from "./payment-state.ts";

/** A row of the one ledger: a stay's, or an owner's subscription's (ADR 0023). */
export type AnyLedgerRow = typeof payments.$inferSelect;

/** A stay's row: its site and stay are always set (payments_belongs_to_one). */
export type LedgerRow = AnyLedgerRow & { siteId: string; stayId: string };

/** A subscription's row (the platform's own charges and refunds). */
export type SubscriptionLedgerRow = AnyLedgerRow & { subscriptionId: string; siteId: null; stayId: null };

export function isStayRow(row: AnyLedgerRow): row is LedgerRow {
  return row.stayId !== null && row.siteId !== null;
}

export function isSubscriptionRow(row: AnyLedgerRow): row is SubscriptionLedgerRow {
  return row.subscriptionId !== null;
}

/** A row that must be a stay's, as a query joined to its stay returns it. */
export function stayRow(row: AnyLedgerRow): LedgerRow {
  if (!isStayRow(row)) throw new Error(`ledger row ${row.id} is not a stay's`);
  return row;
}

/** A stay's ledger rows, oldest first (only the site's own). */
export async function stayPayments(db: Database, siteId: string, stayId: string): Promise<LedgerRow[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, siteId), eq(payments.stayId, stayId)))
    .orderBy(asc(payments.createdAt), asc(payments.attempt));
  return rows.filter(isStayRow);
}

/**
 * Stops asking for payments no longer wanted (the booking cancelled, or paid another way): their
 * rows become cancelled and lose their checkout address, so no page offers them again.
 */
export async function withdrawAsked(tx: Database, rows: readonly LedgerRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .update(payments)
    .set({ state: "cancelled", checkoutUrl: null, updatedAt: now })
    .where(
      inArray(
        payments.id,
        rows.map((row) => row.id),
      ),
    );
}

/** Money that reached the owner through this row, before refunds. */
export function receivedCents(row: LedgerRow): number {
  if (row.kind === "refund" || row.purpose === "deposit") return 0;
  return isSettledPaid(row.state as PaymentState) ? row.amountCents : 0;
}

/** What a stay's guest has paid towards its price, less what went back already (a deposit and its return count for neither). */
export function paidCents(rows: LedgerRow[]): number {
  const deposits = new Set(rows.filter((row) => row.purpose === "deposit").map((row) => row.id));
  const received = rows.reduce((sum, row) => sum + receivedCents(row), 0);
  const returned = rows.reduce(
    (sum, row) =>
      sum +
      (row.kind === "refund" && row.state === "refunded" && !deposits.has(row.refundOf ?? "") ? row.amountCents : 0),
    0,
  );
  return received - returned;
}

/** The instalments of the price and the deposit, each with its latest attempt. */
export type Obligation = {
  key: string;
  purpose: "instalment" | "deposit";
  instalment: number | null;
  amountCents: number;
  dueOn: string | null;
  latest: LedgerRow;
  /** Paid (or, for a deposit hold, held or settled). */
  met: boolean;
};

/** What a stay's rows add up to: each instalment and the deposit with its latest attempt. */
export function obligationsOf(rows: LedgerRow[]): Obligation[] {
  const byKey = new Map<string, LedgerRow[]>();
  for (const row of rows) {
    if (row.kind === "refund" || row.kind === "transfer" || row.kind === "manual") continue;
    const key = row.purpose === "deposit" ? "deposit" : `i${row.instalment}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return [...byKey.entries()]
    .map(([key, attempts]): Obligation => {
      const latest = attempts.reduce((a, b) => (b.attempt > a.attempt ? b : a));
      const met = attempts.some((row) => row.state !== "requires_payment" && isMet(row));
      const first = attempts[0] ?? latest;
      return {
        key,
        purpose: first.purpose === "deposit" ? "deposit" : "instalment",
        instalment: first.instalment,
        amountCents: first.amountCents,
        dueOn: first.dueOn,
        latest,
        met,
      };
    })
    .sort((a, b) => order(a) - order(b));
}

/**
 * The instalments still asked for, in their order: neither paid online nor covered by what
 * the owner recorded themselves (a transfer, cash), which pays the earliest ones first.
 */
export function unmetInstalments(rows: LedgerRow[]): Obligation[] {
  let recorded = rows
    .filter((row) => (row.kind === "transfer" || row.kind === "manual") && isSettledPaid(row.state as PaymentState))
    .reduce((sum, row) => sum + row.amountCents, 0);
  const unmet: Obligation[] = [];
  for (const obligation of obligationsOf(rows)) {
    if (obligation.purpose !== "instalment" || obligation.met) continue;
    if (recorded >= obligation.amountCents) recorded -= obligation.amountCents;
    else unmet.push(obligation);
  }
  return unmet;
}

/** The instalments in their order, the deposit last. */
function order(obligation: Obligation): number {
  return obligation.purpose === "deposit" ? 99 : (obligation.instalment ?? 1);
}

function isMet(row: LedgerRow): boolean {
  const state = row.state as PaymentState;
  return row.kind === "hold"
    ? state === "authorised" || isSettledPaid(state) || state === "cancelled"
    : isSettledPaid(state);
}

/** The money move a row's next attempt makes (its idempotency key names it). */
export function moveOf(row: LedgerRow, attempt: number): MoneyMove {
  if (row.purpose === "deposit") return { kind: row.kind === "hold" ? "hold" : "deposit", stayId: row.stayId, attempt };
  return { kind: "charge", stayId: row.stayId, instalment: row.instalment ?? 1, attempt };
}
