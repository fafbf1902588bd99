import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { unitInputSchema } from "../units/unit-schema.ts";
import { createUnit, listUnits } from "../units/units.ts";
import { planWith, season } from "./pricing.testing.ts";
import { sitePriceFrom } from "./site-price-from.ts";
import { saveRatePlan } from "./unit-rates.ts";

const NOW = new Date("2026-06-01T10:00:00Z");

describe.each(testBackends())("a site's price from on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: OwnerSite;
  let other: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Domek", subdomain: "domek" });
  });
  afterAll(() => handle.close());

  const unitIds = async (of: OwnerSite) => (await listUnits(db, of.id)).map((u) => u.id);

  it("is the lowest nightly price of the site's units, each unit's its own, and never another site's", async () => {
    const [house] = await unitIds(site);
    const [theirs] = await unitIds(other);
    if (!house || !theirs) throw new Error("units missing");
    const annex = (
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
    await saveRatePlan(db, site.id, house, planWith({ baseNightlyCents: 14_500 }));
    await saveRatePlan(
      db,
      site.id,
      annex,
      planWith({ baseNightlyCents: 13_000, seasons: [season("2026-01-01", "2026-02-28", 6_000)] }),
    );
    // Another owner's cheaper rates change nothing here.
    await saveRatePlan(db, other.id, theirs, planWith({ baseNightlyCents: 5_000 }));
    expect(await sitePriceFrom(db, site.id, [house, annex], NOW)).toEqual({
      cents: 13_000,
      currency: "EUR",
      units: { [house]: 14_500, [annex]: 13_000 },
    });
    expect((await sitePriceFrom(db, other.id, [theirs], NOW))?.cents).toBe(5_000);
    expect(await sitePriceFrom(db, site.id, [], NOW)).toBeNull();
  });
});
