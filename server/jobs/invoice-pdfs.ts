import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema.ts";
import {
  type InvoicePdfSource,
  InvoiceUnavailableError,
  invoicePdfFilename,
} from "../../modules/messaging/deliver-outbox-email.ts";
import { findBucket } from "../../modules/storage/object-path.ts";
import type { Storage } from "../../modules/storage/storage.ts";

/**
 * The PDFs the outbox attaches to emails: an invoice's `pdf_key` is the stored object's full
 * path, `{bucket}/{path}` (StoredObject.fullPath), set once its PDF is rendered and stored.
 * An invoice is attached only to its own owner's email.
 */
export function invoicePdfsFromStorage(db: Database, storage: Pick<Storage, "download">): InvoicePdfSource {
  return async (invoiceId, userId) => {
    const [invoice] = await db
      .select({ number: invoices.number, userId: invoices.userId, pdfKey: invoices.pdfKey })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .limit(1);
    if (!invoice) throw new InvoiceUnavailableError(`invoice ${invoiceId} no longer exists`);
    if (invoice.userId !== userId) {
      throw new InvoiceUnavailableError(`invoice ${invoiceId} belongs to another account than the email's recipient`);
    }
    if (!invoice.pdfKey) return null;
    const slash = invoice.pdfKey.indexOf("/");
    const bucket = findBucket(invoice.pdfKey.slice(0, Math.max(slash, 0)));
    const stored = await storage.download(bucket.name, invoice.pdfKey.slice(slash + 1));
    if (!stored) throw new Error(`its file ${invoice.pdfKey} is missing from storage`);
    return { filename: invoicePdfFilename(invoice.number), bytes: stored.bytes };
  };
}
