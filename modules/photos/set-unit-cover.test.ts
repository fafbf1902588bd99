import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { findUnit } from "../units/units.ts";
import { recordTestPhoto, recordTestUnit } from "./manager-testing.ts";
import { setUnitCover } from "./set-unit-cover.ts";

describe.each(testBackends())("a unit's cover photo on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: OwnerSite;
  let other: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Elders", subdomain: "elders" });
  });
  afterAll(() => handle.close());

  it("is a photo of the unit's own gallery, chosen and given up again", async () => {
    const unit = await recordTestUnit(db, site.id, "studio");
    const first = await recordTestPhoto(db, site.id, { unitId: unit });
    const second = await recordTestPhoto(db, site.id, { unitId: unit, position: 1 });
    const sitePhoto = await recordTestPhoto(db, site.id);

    expect(await setUnitCover(db, { siteId: site.id, photoId: second.id, cover: true })).toEqual({
      ok: true,
      unitId: unit,
    });
    expect((await findUnit(db, site.id, unit))?.coverPhotoId).toBe(second.id);
    // Giving up a photo that is not the cover leaves the cover as it is.
    await setUnitCover(db, { siteId: site.id, photoId: first.id, cover: false });
    expect((await findUnit(db, site.id, unit))?.coverPhotoId).toBe(second.id);
    await setUnitCover(db, { siteId: site.id, photoId: second.id, cover: false });
    expect((await findUnit(db, site.id, unit))?.coverPhotoId).toBeNull();

    expect(await setUnitCover(db, { siteId: site.id, photoId: sitePhoto.id, cover: true })).toEqual({
      ok: false,
      reason: "no-unit",
    });
  });

  it("is never set through another site", async () => {
    const unit = await recordTestUnit(db, site.id, "loft");
    const photo = await recordTestPhoto(db, site.id, { unitId: unit });
    expect(await setUnitCover(db, { siteId: other.id, photoId: photo.id, cover: true })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await setUnitCover(db, { siteId: site.id, photoId: "nope", cover: true })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await findUnit(db, site.id, unit))?.coverPhotoId).toBeNull();
  });
});
