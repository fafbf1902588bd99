import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema.ts";

/** An invoice number as it is written (VV-2027-000042); anything else finds nothing. */
const NUMBER = /^VV-\d{4}-\d{6}$/;

/**
 * The invoice with this number, when it is the owner's (`userId`), or any owner's for an
 * admin (`userId` null). A number of another owner's invoice finds nothing: 404, never 403,
 * so numbers cannot be probed.
 */
export async function invoiceByNumber(db: Database, number: string, userId: string | null) {
  if (!NUMBER.test(number)) return null;
  const [invoice] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(userId ? and(eq(invoices.number, number), eq(invoices.userId, userId)) : eq(invoices.number, number));
  return invoice ?? null;
}
