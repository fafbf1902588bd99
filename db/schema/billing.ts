import { sql } from "drizzle-orm";
import { check, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * The last invoice number given out in each year (ADR 0023): one gap-free sequence per
 * year for invoices and credit notes. A number is taken in the transaction that stores its
 * invoice, so a rollback gives it back and concurrent takers wait on the year's row.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    check("invoice_counters_year_check", sql`${t.year} between 2000 and 9999`),
    check("invoice_counters_last_number_check", sql`${t.lastNumber} > 0`),
  ],
);
