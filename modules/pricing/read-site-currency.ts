import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteBookingSettings } from "../../db/schema.ts";
import type { SiteCurrency } from "./currencies.ts";

/** The site's currency (EUR until the owner chooses złoty). */
export async function siteCurrency(db: Database, siteId: string): Promise<SiteCurrency> {
  const [row] = await db
    .select({ currency: siteBookingSettings.currency })
    .from(siteBookingSettings)
    .where(eq(siteBookingSettings.siteId, siteId));
  return row?.currency ?? "EUR";
}
