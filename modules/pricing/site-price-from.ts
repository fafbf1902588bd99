import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteBookingSettings, unitRates } from "../../db/schema.ts";
import { todayIn } from "../dates/stay-date.ts";
import type { SiteCurrency } from "./currencies.ts";
import { lowestNightlyCents } from "./lowest-nightly.ts";
import { parseRatePlan } from "./rate-plan.ts";
import { startingPlan } from "./unit-rates.ts";

/** The site's lowest nightly price, and each unit's (by its id). */
export type PriceFrom = { cents: number; currency: SiteCurrency; units: Readonly<Record<string, number>> };

/**
 * The lowest nightly price a guest can book at on the site today ("from €120 / night"):
 * the lowest of its units' plans (a unit without rates of its own at the starting plan, as
 * it is quoted) and each unit's, in the site's currency; null for a site without units. One
 * query for the plans, bounded by the site's units.
 */
export async function sitePriceFrom(
  db: Database,
  siteId: string,
  unitIds: readonly string[],
  now: Date,
): Promise<PriceFrom | null> {
  if (unitIds.length === 0) return null;
  const [rows, [settings]] = await Promise.all([
    db
      .select({ unitId: unitRates.unitId, plan: unitRates.plan })
      .from(unitRates)
      .where(and(eq(unitRates.siteId, siteId), inArray(unitRates.unitId, [...unitIds]))),
    db
      .select({ timeZone: siteBookingSettings.timeZone, currency: siteBookingSettings.currency })
      .from(siteBookingSettings)
      .where(eq(siteBookingSettings.siteId, siteId))
      .limit(1),
  ]);
  const today = todayIn(settings?.timeZone ?? "Europe/Amsterdam", now);
  const stored = new Map(rows.map((row) => [row.unitId, lowestNightlyCents(parseRatePlan(row.plan), today)]));
  const starting = stored.size < unitIds.length ? lowestNightlyCents(await startingPlan(db, siteId), today) : 0;
  const units = Object.fromEntries(unitIds.map((id) => [id, stored.get(id) ?? starting]));
  return { cents: Math.min(...Object.values(units)), currency: settings?.currency ?? "EUR", units };
}
