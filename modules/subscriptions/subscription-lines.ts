import type { subscriptions } from "../../db/schema.ts";
import type { InvoiceLanguage, InvoiceLine, VatTreatment } from "../billing/invoice-document.ts";
import { invoiceTotals, vatFor } from "../billing/vat-rule.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What one charge of a subscription is for: its lines, VAT and the amount charged (VAT included). */
export type SubscriptionCharge = {
  lines: InvoiceLine[];
  vat: { treatment: VatTreatment; rateBasisPoints: number };
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
};

const WORDS: Record<InvoiceLanguage, { setup: string; month: string; freeMonth: string }> = {
  nl: {
    setup: "VayVista: opstartkosten",
    month: "VayVista: abonnement, één maand",
    freeMonth: "VayVista: eerste maand gratis",
  },
  en: {
    setup: "VayVista: setup fee",
    month: "VayVista: subscription, one month",
    freeMonth: "VayVista: first month free",
  },
  pl: {
    setup: "VayVista: opłata startowa",
    month: "VayVista: abonament, jeden miesiąc",
    freeMonth: "VayVista: pierwszy miesiąc gratis",
  },
};

type Priced = Pick<
  SubscriptionRow,
  "setupFeeCents" | "monthlyFeeCents" | "freeFirstMonth" | "billingCountry" | "billingVatNumber" | "lang"
>;

/**
 * The lines and amounts of a subscription's charge, in its language: the first (the setup
 * fee and the first month, which is free where the plan offered that) or a renewal (one
 * month). VAT by the buyer's country and VAT number (vat-rule.ts) at the seller's rate.
 */
export function subscriptionCharge(
  subscription: Priced,
  which: "first" | "renewal",
  seller: { country: string; vatRateBasisPoints: number },
): SubscriptionCharge {
  const words = WORDS[subscription.lang];
  const month = (description: string, cents: number): InvoiceLine => ({
    description,
    quantity: 1,
    unitCents: cents,
    totalCents: cents,
  });
  const lines: InvoiceLine[] =
    which === "renewal"
      ? [month(words.month, subscription.monthlyFeeCents)]
      : [
          ...(subscription.setupFeeCents > 0 ? [month(words.setup, subscription.setupFeeCents)] : []),
          subscription.freeFirstMonth ? month(words.freeMonth, 0) : month(words.month, subscription.monthlyFeeCents),
        ];
  const vat = vatFor({
    sellerCountry: seller.country,
    buyerCountry: subscription.billingCountry,
    buyerVatNumber: subscription.billingVatNumber,
    rateBasisPoints: seller.vatRateBasisPoints,
  });
  return { lines, vat, ...invoiceTotals(lines, vat.rateBasisPoints) };
}
