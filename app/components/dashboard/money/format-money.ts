import type { SiteCurrency } from "../../../../modules/payments/payment-methods.ts";

/** Cents in the site's currency, as the owner's language writes it: "€ 1.500,50", "1 500,50 zł". */
export function formatMoney(cents: number, currency: SiteCurrency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}
