import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoiceCounters } from "../../db/schema.ts";

/** How an invoice number is written: the year and six digits, "VV-2027-000042". */
export function invoiceNumberText(year: number, number: number): string {
  return `VV-${year}-${String(number).padStart(6, "0")}`;
}

/**
 * The next number of the year's one sequence of invoices and credit notes (ADR 0023). Call
 * it in the transaction that stores the invoice: the year's counter row stays locked until
 * that transaction ends, so a concurrent taker waits and then reads what was committed, and
 * a rollback gives the number back. No gaps, no number twice.
 */
export async function takeInvoiceNumber(tx: Database, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ number: invoiceCounters.lastNumber });
  if (!row) throw new Error("no invoice number taken");
  return invoiceNumberText(year, row.number);
}
