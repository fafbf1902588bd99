import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteBookingSettings } from "../../db/schema.ts";

/**
 * The currencies a site prices in (chosen in its booking settings, modules/stays/site-currency.ts):
 * every rate, quote, voucher and payment of a site is in its one currency, in integer cents
 * (grosze). Here, below pricing and payments alike, because both speak of it.
 */
export const SITE_CURRENCIES = ["EUR", "PLN"] as const;
export type SiteCurrency = (typeof SITE_CURRENCIES)[number];

/** The site's currency (EUR until the owner chooses złoty). */
export async function siteCurrency(db: Database, siteId: string): Promise<SiteCurrency> {
  const [row] = await db
    .select({ currency: siteBookingSettings.currency })
    .from(siteBookingSettings)
    .where(eq(siteBookingSettings.siteId, siteId));
  return row?.currency ?? "EUR";
}
