import type { LedgerRow } from "./ledger-rows.ts";
import { paidCents } from "./ledger-rows.ts";

/** What a booking's guest has paid towards its price (less refunds), and what is still to come. */
export type BookingBalance = { paidCents: number; outstandingCents: number };

/**
 * A booking's balance by its ledger: paid as `paidCents` reads it; outstanding is the rest
 * of a confirmed booking's price, never below 0. A cancelled, declined or lapsed booking, or
 * a request not yet confirmed, owes nothing.
 */
export function bookingBalance(
  stay: { status: string; totalCents: number },
  rows: readonly LedgerRow[],
): BookingBalance {
  const paid = paidCents([...rows]);
  return {
    paidCents: paid,
    outstandingCents: stay.status === "confirmed" ? Math.max(0, stay.totalCents - paid) : 0,
  };
}
