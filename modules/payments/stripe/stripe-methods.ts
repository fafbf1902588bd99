import { SITE_CURRENCIES, type SiteCurrency } from "../../pricing/currencies.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "../payment-methods.ts";

/** Stripe's names for our methods (Przelewy24 is "p24" there). */
const STRIPE_TYPES = {
  card: "card",
  ideal: "ideal",
  bancontact: "bancontact",
  przelewy24: "p24",
  blik: "blik",
  sepa_debit: "sepa_debit",
} as const satisfies Record<PaymentMethod, string>;

export type StripeMethodType = (typeof STRIPE_TYPES)[PaymentMethod];

export function stripeMethodType(method: PaymentMethod): StripeMethodType {
  return STRIPE_TYPES[method];
}

/** Our method for a Stripe payment method type; null for one we never offer (a wallet, Link). */
export function methodFromStripe(type: string | null | undefined): PaymentMethod | null {
  return PAYMENT_METHODS.find((method) => STRIPE_TYPES[method] === type) ?? null;
}

/** The connected account's capability that lets it take `method` ("p24_payments", …). */
export function capabilityOf(method: PaymentMethod): `${StripeMethodType}_payments` {
  return `${STRIPE_TYPES[method]}_payments`;
}

/** Stripe writes currencies in lower case; a payment in another currency is not one of ours. */
export function stripeCurrency(currency: SiteCurrency): string {
  return currency.toLowerCase();
}

export function currencyFromStripe(currency: string): SiteCurrency {
  const upper = currency.toUpperCase();
  const known = SITE_CURRENCIES.find((c) => c === upper);
  if (!known) throw new Error(`Stripe payment in a currency no site prices in: ${currency}`);
  return known;
}
