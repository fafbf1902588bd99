import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";

/**
 * Cents in the site's currency (or, for the admin, whichever a provider reports), as the
 * reader's language writes it, with the sign the amount fields show: "€ 1.500,50",
 * "1500,50 zł", "zł 1.500,50" (not "PLN") in Dutch.
 */
export function formatMoney(cents: number, currency: SiteCurrency | (string & {}), locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(
    cents / 100,
  );
}

/** The currency's sign beside an amount field, on the side the owner's language writes it: "€" left, "zł" right in Polish. */
export function currencySign(currency: SiteCurrency, locale: string): { sign: string; side: "left" | "right" } {
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).formatToParts(1);
  const at = parts.findIndex((part) => part.type === "currency");
  const number = parts.findIndex((part) => part.type === "integer");
  return { sign: parts[at]?.value ?? currency, side: at < number ? "left" : "right" };
}
