import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteBookingSettings, unitRates } from "../../db/schema.ts";
import type { SiteText } from "../i18n/site-languages.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { parseRatePlan, type RatePlan } from "../pricing/rate-plan.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";

export type BookableUnit = {
  id: string;
  slug: string;
  name: SiteText;
  maxGuests: number;
  houseRules: SiteText;
  /** Its rates and rules (modules/pricing). */
  plan: RatePlan;
  /** The IANA zone the property's "today" is read in. */
  timeZone: string;
  /** What the site prices in: the plan's amounts are in it. */
  currency: SiteCurrency;
};

/** Dutch holiday homes, unless the owner said otherwise. */
const DEFAULT_TIME_ZONE = "Europe/Amsterdam";

/**
 * The site's active unit a guest asks for by its slug; with no slug, the site's only active
 * unit (a single holiday home needs no choice). Null for another site's unit, an archived
 * one, or a missing slug on a site with several. Read with its rates and the property's
 * time zone and currency in one query: every quote starts here.
 */
export async function findBookableUnit(db: Database, siteId: string, slug?: string): Promise<BookableUnit | null> {
  const rows = await db
    .select({
      id: rentalUnits.id,
      slug: rentalUnits.slug,
      name: rentalUnits.name,
      maxGuests: rentalUnits.maxGuests,
      houseRules: rentalUnits.houseRules,
      plan: unitRates.plan,
      timeZone: siteBookingSettings.timeZone,
      currency: siteBookingSettings.currency,
    })
    .from(rentalUnits)
    .leftJoin(unitRates, eq(unitRates.unitId, rentalUnits.id))
    .leftJoin(siteBookingSettings, eq(siteBookingSettings.siteId, rentalUnits.siteId))
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
  const { plan, timeZone, currency, ...row } = rows[0];
  return {
    ...row,
    name: row.name as SiteText,
    houseRules: row.houseRules as SiteText,
    // A unit without rates of its own starts at the owner's onboarding price (loadRatePlan).
    plan: plan ? parseRatePlan(plan) : await loadRatePlan(db, siteId, row.id),
    timeZone: timeZone ?? DEFAULT_TIME_ZONE,
    currency: currency ?? "EUR",
  };
}

/** The IANA zone the property's "today" is read in; Dutch holiday homes unless the owner said otherwise. */
export async function propertyTimeZone(db: Database, siteId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: siteBookingSettings.timeZone })
    .from(siteBookingSettings)
    .where(eq(siteBookingSettings.siteId, siteId))
    .limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}
