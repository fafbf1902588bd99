import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { unitRates } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { unitInputSchema } from "../units/unit-schema.ts";
import { createUnit, listUnits } from "../units/units.ts";
import { planWith, season } from "./pricing.testing.ts";
import { DEFAULT_RATE_PLAN } from "./rate-plan.ts";
import { copyRatePlan, loadRatePlan, saveRatePlan } from "./unit-rates.ts";

const summerPlan = () =>
  planWith({
    baseNightlyCents: 14_500,
    weekendNightlyCents: 16_500,
    seasons: [season("2026-07-01", "2026-08-31", 19_500, { id: "zomer", name: "Zomer", minNights: 7 })],
    cleaningFeeCents: 8_000,
    touristTax: { kind: "perPersonNight", cents: 245 },
    bookingMode: "instant",
  });

describe.each(testBackends())("unit rates on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: OwnerSite;
  let other: OwnerSite;
  let house: string;
  let annex: string;
  let foreign: string;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Domek", subdomain: "domek" });
    const [first] = await listUnits(db, site.id);
    const [theirs] = await listUnits(db, other.id);
    if (!first || !theirs) throw new Error("units missing");
    house = first.id;
    foreign = theirs.id;
    annex = (
      await createUnit(db, {
        siteId: site.id,
        mainLang: "nl",
        unit: unitInputSchema.parse({
          name: { nl: "Bijgebouw" },
          type: "room",
          maxGuests: 2,
          bedrooms: 1,
          beds: 1,
          bathrooms: 1,
        }),
      })
    ).id;
  });
  afterAll(() => handle.close());

  it("starts a unit without rates at the nightly price the owner gave when setting up the site", async () => {
    // giveSite's profile: €125 a night.
    expect(await loadRatePlan(db, site.id, house)).toEqual({ ...DEFAULT_RATE_PLAN, baseNightlyCents: 12_500 });
  });

  it("stores a plan and reads it back", async () => {
    expect(await saveRatePlan(db, site.id, house, summerPlan())).toEqual({ ok: true, plan: summerPlan() });
    expect(await loadRatePlan(db, site.id, house)).toEqual(summerPlan());
    const changed = { ...summerPlan(), minNights: 3 };
    await saveRatePlan(db, site.id, house, changed);
    expect((await loadRatePlan(db, site.id, house)).minNights).toBe(3);
    expect(await db.select().from(unitRates).where(eq(unitRates.unitId, house))).toHaveLength(1);
  });

  it("never reaches another owner's unit", async () => {
    expect(await saveRatePlan(db, other.id, house, planWith({ baseNightlyCents: 1 }))).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await saveRatePlan(db, site.id, foreign, summerPlan())).toEqual({ ok: false, reason: "not-found" });
    // Read through the other site, the unit has no rates: the plan stays unseen.
    expect(await loadRatePlan(db, other.id, house)).toEqual({ ...DEFAULT_RATE_PLAN, baseNightlyCents: 12_500 });
    expect((await loadRatePlan(db, site.id, house)).baseNightlyCents).toBe(14_500);
    expect(await db.select().from(unitRates).where(eq(unitRates.unitId, foreign))).toEqual([]);
  });

  it("copies a unit's rates to another unit of the same site only", async () => {
    expect(await copyRatePlan(db, site.id, house, foreign)).toEqual({ ok: false, reason: "not-found" });
    expect(await copyRatePlan(db, other.id, house, foreign)).toEqual({ ok: false, reason: "not-found" });
    expect(await copyRatePlan(db, site.id, foreign, annex)).toEqual({ ok: false, reason: "not-found" });
    expect(await db.select().from(unitRates).where(eq(unitRates.unitId, annex))).toEqual([]);

    const copied = await copyRatePlan(db, site.id, house, annex);
    expect(copied).toMatchObject({ ok: true, plan: { baseNightlyCents: 14_500, minNights: 3 } });
    expect(await loadRatePlan(db, site.id, annex)).toEqual(await loadRatePlan(db, site.id, house));
    // A copy, not a link: changing one leaves the other.
    await saveRatePlan(db, site.id, house, summerPlan());
    expect((await loadRatePlan(db, site.id, annex)).minNights).toBe(3);
  });

  it("reads a plan stored before a rule existed, and refuses to store an invalid one", async () => {
    await db
      .update(unitRates)
      .set({ plan: { baseNightlyCents: 9_900, cleaningFeeCents: 5_000 } })
      .where(eq(unitRates.unitId, annex));
    expect(await loadRatePlan(db, site.id, annex)).toEqual({
      ...DEFAULT_RATE_PLAN,
      baseNightlyCents: 9_900,
      cleaningFeeCents: 5_000,
    });
    await expect(saveRatePlan(db, site.id, annex, { ...summerPlan(), maxNights: 0 })).rejects.toThrow();
    expect((await loadRatePlan(db, site.id, annex)).baseNightlyCents).toBe(9_900);
  });
});
