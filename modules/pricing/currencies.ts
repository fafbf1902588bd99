/**
 * The currencies a site prices in (chosen in its booking settings, modules/stays/site-currency.ts):
 * every rate, quote, voucher and payment of a site is in its one currency, in integer cents
 * (grosze). Here, below pricing and payments alike, because both speak of it; without
 * imports, so pages may use it (the site's own currency is read in read-site-currency.ts).
 */
export const SITE_CURRENCIES = ["EUR", "PLN"] as const;
export type SiteCurrency = (typeof SITE_CURRENCIES)[number];
