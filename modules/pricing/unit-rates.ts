import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteProfiles, unitRates } from "../../db/schema.ts";
import { DEFAULT_RATE_PLAN, parseRatePlan, RATE_PLAN_LIMITS, type RatePlan, ratePlanSchema } from "./rate-plan.ts";
import { siteCurrency } from "./read-site-currency.ts";

export type SavedRatePlan = { ok: true; plan: RatePlan } | { ok: false; reason: "not-found" };

/**
 * What a unit without rates of its own starts with: the defaults at the nightly price the
 * owner gave when setting up the site (when it was in the currency the site prices in now),
 * so a new site quotes the price its owner expects.
 */
export async function startingPlan(db: Database, siteId: string): Promise<RatePlan> {
  const [[profile], currency] = await Promise.all([
    db
      .select({ basePriceCents: siteProfiles.basePriceCents, currency: siteProfiles.currency })
      .from(siteProfiles)
      .where(eq(siteProfiles.siteId, siteId))
      .limit(1),
    siteCurrency(db, siteId),
  ]);
  const plan = structuredClone(DEFAULT_RATE_PLAN);
  if (profile?.currency === currency && profile.basePriceCents > 0) {
    plan.baseNightlyCents = Math.min(profile.basePriceCents, RATE_PLAN_LIMITS.nightlyCents);
  }
  return plan;
}

/**
 * A unit's rates and rules: its stored plan (read tolerantly, older documents filled with
 * defaults) or, without one, the starting plan. A unit of another site reads as having none.
 */
export async function loadRatePlan(db: Database, siteId: string, unitId: string): Promise<RatePlan> {
  const [row] = await db
    .select({ plan: unitRates.plan })
    .from(unitRates)
    .where(and(eq(unitRates.unitId, unitId), eq(unitRates.siteId, siteId)))
    .limit(1);
  return row ? parseRatePlan(row.plan) : startingPlan(db, siteId);
}

async function siteOwnsUnits(db: Database, siteId: string, unitIds: string[]): Promise<boolean> {
  const wanted = [...new Set(unitIds)];
  const rows = await db
    .select({ id: rentalUnits.id })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.siteId, siteId), inArray(rentalUnits.id, wanted)));
  return rows.length === wanted.length;
}

/**
 * Stores a unit's plan, replacing the one before. The plan must be valid (ratePlanSchema:
 * the caller has checked the owner's form; an invalid one throws). A unit that is not the
 * site's is not found, and nothing is stored.
 */
export async function saveRatePlan(
  db: Database,
  siteId: string,
  unitId: string,
  plan: RatePlan,
): Promise<SavedRatePlan> {
  const valid = ratePlanSchema.parse(plan);
  if (!(await siteOwnsUnits(db, siteId, [unitId]))) return { ok: false, reason: "not-found" };
  await db
    .insert(unitRates)
    .values({ unitId, siteId, plan: valid })
    .onConflictDoUpdate({ target: unitRates.unitId, set: { plan: valid, updatedAt: sql`now()` } });
  return { ok: true, plan: valid };
}

/** Gives `toUnitId` the rates and rules of `fromUnitId`, both the site's units; else not found, nothing changed. */
export async function copyRatePlan(
  db: Database,
  siteId: string,
  fromUnitId: string,
  toUnitId: string,
): Promise<SavedRatePlan> {
  if (!(await siteOwnsUnits(db, siteId, [fromUnitId, toUnitId]))) return { ok: false, reason: "not-found" };
  return saveRatePlan(db, siteId, toUnitId, await loadRatePlan(db, siteId, fromUnitId));
}
