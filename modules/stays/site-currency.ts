import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteBookingSettings, stays } from "../../db/schema.ts";
import { SITE_CURRENCIES, type SiteCurrency } from "../pricing/currencies.ts";
import { ensureBookingSettings } from "./booking-settings.ts";

/**
 * The stays that fix a site's currency: bookings, direct or entered by the owner, and stays
 * imported from other channels, in any state (a cancelled booking keeps its quote, payments
 * and refund in the books, in the currency it was made in). An owner's block carries no
 * money, so it does not count.
 */
const BOOKING_KINDS = ["booking", "import"] as const;

/** A currency as a form sent it; null when it is none the site can price in. */
export function readSiteCurrency(text: string): SiteCurrency | null {
  return SITE_CURRENCIES.find((currency) => currency === text) ?? null;
}

/** Whether the site has had its first booking, after which its currency stays as it is. */
export async function currencyLocked(db: Database, siteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.siteId, siteId), inArray(stays.kind, [...BOOKING_KINDS])))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets the currency the site prices in, as long as it has no booking yet. The check and the
 * change are one statement, so a booking made meanwhile cannot end up in another currency
 * than the site's. "locked": refused, nothing changed.
 */
export async function changeSiteCurrency(
  db: Database,
  siteId: string,
  currency: SiteCurrency,
): Promise<"changed" | "unchanged" | "locked"> {
  const settings = await ensureBookingSettings(db, siteId);
  if (settings.currency === currency) return "unchanged";
  const changed = await db
    .update(siteBookingSettings)
    .set({ currency, updatedAt: new Date() })
    .where(
      and(
        eq(siteBookingSettings.siteId, siteId),
        sql`not exists (select 1 from ${stays} where ${stays.siteId} = ${siteId} and ${inArray(stays.kind, [...BOOKING_KINDS])})`,
      ),
    )
    .returning({ siteId: siteBookingSettings.siteId });
  return changed.length > 0 ? "changed" : "locked";
}
