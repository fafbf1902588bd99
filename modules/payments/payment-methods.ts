import type { SiteCurrency } from "../pricing/currencies.ts";

export const PAYMENT_METHODS = ["card", "ideal", "bancontact", "przelewy24", "blik", "sepa_debit"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What each method can do beyond paying now (field notes, payments): only a card can be held
 * (a security deposit) or saved and charged later without the guest; an iDEAL or Bancontact
 * payment can leave a SEPA Direct Debit mandate behind, which later euro payments use;
 * BLIK and Przelewy24 are pay-now and nothing more.
 */
const METHODS: Record<
  PaymentMethod,
  { currencies: readonly SiteCurrency[]; hold: boolean; later: "card" | "sepa_mandate" | null }
> = {
  card: { currencies: ["EUR", "PLN"], hold: true, later: "card" },
  ideal: { currencies: ["EUR"], hold: false, later: "sepa_mandate" },
  bancontact: { currencies: ["EUR"], hold: false, later: "sepa_mandate" },
  przelewy24: { currencies: ["EUR", "PLN"], hold: false, later: null },
  blik: { currencies: ["PLN"], hold: false, later: null },
  sepa_debit: { currencies: ["EUR"], hold: false, later: "sepa_mandate" },
};

/** The methods a guest is offered on a site that prices in `currency`, in the order shown. */
export function methodsFor(currency: SiteCurrency): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => METHODS[method].currencies.includes(currency));
}

/** Whether a security deposit can be taken as a hold on this method (else: a refundable payment). */
export function canHold(method: PaymentMethod): boolean {
  return METHODS[method].hold;
}

/** How a balance can later be collected without the guest after a first payment by this method; null: by a link. */
export function laterCollection(method: PaymentMethod): "card" | "sepa_mandate" | null {
  return METHODS[method].later;
}
