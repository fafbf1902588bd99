import { invoiceByNumber } from "../../modules/billing/invoice-by-number.ts";
import { invoicePdf } from "../../modules/billing/invoice-pdf-file.ts";
import type { AppServices } from "../context.ts";
import { notFound } from "./refusals.server.ts";

/**
 * An invoice's PDF as a download for the owner whose it is (`userId`) or an admin (null):
 * `{number}.pdf` in the path, private and never cached by anything in between.
 */
export async function invoicePdfResponse(app: AppServices, file: string | undefined, userId: string | null) {
  const number = file?.endsWith(".pdf") ? file.slice(0, -4) : "";
  const invoice = await invoiceByNumber(app.db, number, userId);
  if (!invoice) notFound();
  const pdf = await invoicePdf(app.db, app.storage, invoice.id);
  if (!pdf) notFound();
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
