/**
 * Everything printed on one of our invoices or credit notes (ADR 0023), as stored on its row
 * when it is issued: the PDF is rendered from this alone, so it can be rendered again
 * identically however the seller's settings or the owner's details change later.
 */
export type InvoiceLanguage = "nl" | "en" | "pl";

/** How VAT applies to the buyer (modules/billing/vat-rule.ts decides it). */
export type VatTreatment =
  /** A Dutch buyer (or an EU consumer): Dutch VAT at the seller's rate. */
  | "domestic"
  /** A business in another EU country with a VAT number: 0 %, VAT reverse-charged to the buyer. */
  | "reverse_charge"
  /** A buyer outside the EU: outside the scope of Dutch VAT. */
  | "outside_scope";

export type InvoiceParty = {
  /** The person's name, or the company's. */
  name: string;
  /** The contact person where `name` is a company; else null. */
  attention: string | null;
  /** Street and number, postal code and city: as typed, one line each. */
  addressLines: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Normalised with its prefix (NL123456789B01), or null. */
  vatNumber: string | null;
  email: string;
};

export type InvoiceSeller = InvoiceParty & {
  /** The Dutch Chamber of Commerce number (KvK), printed when set. */
  chamberOfCommerce: string | null;
  iban: string | null;
};

export type InvoiceLine = {
  description: string;
  quantity: number;
  /** Excluding VAT; negative on a credit note. */
  unitCents: number;
  /** quantity × unitCents. */
  totalCents: number;
};

export type InvoiceDocument = {
  kind: "invoice" | "credit_note";
  /** VV-2027-000042 (modules/billing/invoice-numbers.ts). */
  number: string;
  /** YYYY-MM-DD, in Amsterdam's calendar. */
  issuedOn: string;
  /** A credit note: the number of the invoice it corrects. */
  correctsNumber: string | null;
  lang: InvoiceLanguage;
  currency: "EUR";
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  /** The subscription's period the lines pay for (YYYY-MM-DD, the end exclusive), when there is one. */
  period: { from: string; until: string } | null;
  vat: { treatment: VatTreatment /** 2100 = 21 %. */; rateBasisPoints: number };
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  /** How and when it was paid (or refunded, for a credit note); null while open. */
  settled: { on: string; method: string | null } | null;
};

/** A stored invoice's document (db/ types the column loosely, as it cannot import modules/). */
export function invoiceDocumentOf(invoice: { document: Record<string, unknown> }): InvoiceDocument {
  return invoice.document as InvoiceDocument;
}
