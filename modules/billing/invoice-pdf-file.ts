import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { invoiceDocumentOf } from "./invoice-document.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

/**
 * An invoice's PDF: the stored file, or, the first time it is asked for (by its email's
 * delivery or a download), rendered from the invoice's stored document and stored in the
 * private `invoices` bucket. Rendering is deterministic, so two instances racing to render
 * store the same bytes. Null for an unknown invoice.
 */
export async function invoicePdf(
  db: Database,
  storage: Storage,
  invoiceId: string,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  const filename = `${invoice.number}.pdf`;
  const path = `${invoice.userId}/${filename}`;
  if (invoice.pdfKey) {
    const stored = await storage.download("invoices", invoice.pdfKey);
    if (stored) return { filename, bytes: stored.bytes };
  }
  const bytes = await renderInvoicePdf(invoiceDocumentOf(invoice));
  await storage.upload("invoices", path, bytes, { contentType: "application/pdf", upsert: true });
  await db
    .update(invoices)
    .set({ pdfKey: path })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdfKey)));
  return { filename, bytes };
}
