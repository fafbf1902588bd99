import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteBookingSettings } from "../../db/schema.ts";
import type { SiteText } from "../i18n/site-languages.ts";

export type BookableUnit = {
  id: string;
  slug: string;
  name: SiteText;
  maxGuests: number;
  houseRules: SiteText;
};

/**
 * The site's active unit a guest asks for by its slug; with no slug, the site's only active
 * unit (a single holiday home needs no choice). Null for another site's unit, an archived
 * one, or a missing slug on a site with several.
 */
export async function findBookableUnit(db: Database, siteId: string, slug?: string): Promise<BookableUnit | null> {
  const rows = await db
    .select({
      id: rentalUnits.id,
      slug: rentalUnits.slug,
      name: rentalUnits.name,
      maxGuests: rentalUnits.maxGuests,
      houseRules: rentalUnits.houseRules,
    })
    .from(rentalUnits)
    .where(
      and(
        eq(rentalUnits.siteId, siteId),
        eq(rentalUnits.status, "active"),
        ...(slug ? [eq(rentalUnits.slug, slug)] : []),
      ),
    )
    .orderBy(asc(rentalUnits.position))
    .limit(2);
  if (rows.length !== 1 || !rows[0]) return null;
  const row = rows[0];
  return { ...row, name: row.name as SiteText, houseRules: row.houseRules as SiteText };
}

/** The IANA zone the property's "today" is read in; Dutch holiday homes unless the owner said otherwise. */
export async function propertyTimeZone(db: Database, siteId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: siteBookingSettings.timeZone })
    .from(siteBookingSettings)
    .where(eq(siteBookingSettings.siteId, siteId))
    .limit(1);
  return row?.timeZone ?? "Europe/Amsterdam";
}
