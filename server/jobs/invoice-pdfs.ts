import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema.ts";
import { invoicePdf } from "../../modules/billing/invoice-pdf-file.ts";
import { type InvoicePdfSource, InvoiceUnavailableError } from "../../modules/messaging/deliver-outbox-email.ts";
import type { Storage } from "../../modules/storage/storage.ts";

/**
 * The PDFs the outbox attaches to emails: the stored file (invoices.pdf_key in the private
 * `invoices` bucket), rendered and stored first if it never was (modules/billing). An invoice
 * goes only with its own owner's email.
 */
export function invoicePdfsForEmails(db: Database, storage: Storage): InvoicePdfSource {
  return async (invoiceId, userId) => {
    const [invoice] = await db
      .select({ userId: invoices.userId })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .limit(1);
    if (invoice && invoice.userId !== userId) {
      throw new InvoiceUnavailableError(`invoice ${invoiceId} belongs to another account than the email's recipient`);
    }
    const pdf = invoice ? await invoicePdf(db, storage, invoiceId) : null;
    if (!pdf) throw new InvoiceUnavailableError(`invoice ${invoiceId} no longer exists`);
    return pdf;
  };
}
