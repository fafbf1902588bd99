import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { unitInputSchema } from "./unit-schema.ts";
import { createUnit, findUnit, listUnits, reorderUnits, setUnitStatus, updateUnit } from "./units.ts";

const room = (name: string) =>
  unitInputSchema.parse({ name: { nl: name }, type: "room", maxGuests: 2, bedrooms: 1, beds: 1, bathrooms: 1 });

describe.each(testBackends())("rental units on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: OwnerSite;
  let other: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "B&B De Linde", subdomain: "de-linde" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Elders", subdomain: "elders" });
  });
  afterAll(() => handle.close());

  it("adds units after the first, each with its own slug from its name", async () => {
    const a = await createUnit(db, { siteId: site.id, mainLang: "nl", unit: room("Kamer Zon") });
    const b = await createUnit(db, { siteId: site.id, mainLang: "nl", unit: room("Kamer Zon") });
    expect([a.slug, b.slug]).toEqual(["kamer-zon", "kamer-zon-2"]);
    expect((await listUnits(db, site.id)).map((u) => u.slug)).toEqual(["b-b-de-linde", "kamer-zon", "kamer-zon-2"]);
  });

  it("spells a name's ß out in its slug, as the suggested web address does (strasse, not stra-e)", async () => {
    const haus = await giveSite(db, (await seedOwner(db)).id, { siteName: "Haus an der Straße", subdomain: "strasse" });
    const unit = await createUnit(db, { siteId: haus.id, mainLang: "nl", unit: room("Zimmer Große Düne") });
    expect((await listUnits(db, haus.id)).map((u) => u.slug)).toEqual(["haus-an-der-strasse", "zimmer-grosse-dune"]);
    expect(unit.slug).toBe("zimmer-grosse-dune");
  });

  it("changes, orders and archives only the site's own units", async () => {
    const [first, second] = await listUnits(db, site.id);
    if (!first || !second) throw new Error("units missing");
    expect(await updateUnit(db, { siteId: other.id, unitId: first.id, unit: room("Gekaapt") })).toBeNull();
    expect(await findUnit(db, other.id, first.id)).toBeNull();

    const renamed = await updateUnit(db, { siteId: site.id, unitId: second.id, unit: room("Kamer Maan") });
    expect(renamed).toMatchObject({ name: { nl: "Kamer Maan" }, slug: "kamer-zon" });

    const [foreign] = await listUnits(db, other.id);
    await reorderUnits(db, site.id, [second.id, foreign?.id ?? "", first.id]);
    expect((await listUnits(db, site.id)).map((u) => u.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect((await listUnits(db, other.id)).map((u) => u.position)).toEqual([0]);

    expect(await setUnitStatus(db, { siteId: other.id, unitId: second.id, status: "archived" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await setUnitStatus(db, { siteId: site.id, unitId: second.id, status: "archived" })).toEqual({ ok: true });
    expect((await listUnits(db, site.id)).map((u) => u.id)).not.toContain(second.id);
    expect((await listUnits(db, site.id, { includeArchived: true })).map((u) => u.id)).toContain(second.id);
  });

  it("keeps one active unit on every site", async () => {
    const [only] = await listUnits(db, other.id);
    if (!only) throw new Error("unit missing");
    expect(await setUnitStatus(db, { siteId: other.id, unitId: only.id, status: "archived" })).toEqual({
      ok: false,
      reason: "last-active",
    });
  });
});
