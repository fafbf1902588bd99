import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema.ts";
import { loadBillingSettings, sellerOf } from "../billing/billing-settings.ts";
import type { InvoiceDocument, InvoiceLine } from "../billing/invoice-document.ts";
import { takeInvoiceNumber } from "../billing/invoice-numbers.ts";
import { todayIn } from "../dates/stay-date.ts";
import type { AnyLedgerRow } from "../payments/ledger-rows.ts";
import { BILLING_TIME_ZONE } from "./start-checkout.ts";
import type { SubscriptionCharge, SubscriptionRow } from "./subscription-lines.ts";

export type IssuedInvoice = typeof invoices.$inferSelect;

/** The owner as printed on an invoice: the company with them as the contact, or them. */
function buyerOf(subscription: SubscriptionRow): InvoiceDocument["buyer"] {
  return {
    name: subscription.billingCompany ?? subscription.billingName,
    attention: subscription.billingCompany ? subscription.billingName : null,
    addressLines: [subscription.billingStreet, `${subscription.billingPostalCode} ${subscription.billingCity}`],
    country: subscription.billingCountry,
    vatNumber: subscription.billingVatNumber,
    email: subscription.billingEmail,
  };
}

/**
 * The invoice of a paid subscription charge, or the credit note of a refund, issued in the
 * transaction that settles the ledger row (under the subscription's lock): the one already
 * issued for the row is returned as it is (a replayed event issues nothing), and a new one
 * takes the year's next number only then, so a rollback gives the number back (ADR 0023).
 */
export async function issueInvoice(
  tx: Database,
  input: {
    subscription: SubscriptionRow;
    row: AnyLedgerRow;
    kind: InvoiceDocument["kind"];
    lines: InvoiceLine[];
    totals: Pick<SubscriptionCharge, "vat" | "subtotalCents" | "vatCents" | "totalCents">;
    period: InvoiceDocument["period"];
    correctsNumber: string | null;
    now: Date;
  },
): Promise<{ invoice: IssuedInvoice; issued: boolean }> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, input.row.id));
  if (existing) return { invoice: existing, issued: false };
  const settings = await loadBillingSettings(tx);
  if (!settings) throw new Error("no seller details for an invoice: set them at /admin/settings/payments");
  const issuedOn = todayIn(BILLING_TIME_ZONE, input.now);
  const number = await takeInvoiceNumber(tx, Number(issuedOn.slice(0, 4)));
  const document: InvoiceDocument = {
    kind: input.kind,
    number,
    issuedOn,
    correctsNumber: input.correctsNumber,
    lang: input.subscription.lang,
    currency: "EUR",
    seller: sellerOf(settings),
    buyer: buyerOf(input.subscription),
    lines: input.lines,
    period: input.period,
    vat: input.totals.vat,
    subtotalCents: input.totals.subtotalCents,
    vatCents: input.totals.vatCents,
    totalCents: input.totals.totalCents,
    settled: { on: issuedOn, method: input.row.method },
  };
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      kind: input.kind,
      userId: input.subscription.userId,
      subscriptionId: input.subscription.id,
      paymentId: input.row.id,
      document,
      totalCents: document.totalCents,
      vatCents: document.vatCents,
      issuedAt: input.now,
    })
    .returning();
  if (!invoice) throw new Error("invoice not stored");
  return { invoice, issued: true };
}

/** The credit note's lines: the invoice's, negated. */
export function creditLines(
  document: InvoiceDocument,
): Pick<InvoiceDocument, "lines" | "subtotalCents" | "vatCents" | "totalCents"> {
  return {
    lines: document.lines.map((line) => ({ ...line, unitCents: -line.unitCents, totalCents: -line.totalCents })),
    subtotalCents: -document.subtotalCents,
    vatCents: -document.vatCents,
    totalCents: -document.totalCents,
  };
}
