import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { findUnit } from "../units/units.ts";
import { recordTestPhoto, recordTestUnit } from "./manager-testing.ts";
import { moveSitePhoto } from "./move-site-photo.ts";
import { setUnitCover } from "./set-unit-cover.ts";
import { listSitePhotos } from "./site-photo.ts";

describe.each(testBackends())("moving a site's photo on $name", (backend) => {
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

  it("moves a photo to the end of a unit, back to the whole site and out of the gallery", async () => {
    const studio = await recordTestUnit(db, site.id, "studio");
    const loft = await recordTestUnit(db, site.id, "loft");
    const a = await recordTestPhoto(db, site.id, { position: 0 });
    const s1 = await recordTestPhoto(db, site.id, { unitId: studio, position: 1 });
    await recordTestPhoto(db, site.id, { album: "other", position: 0 });

    const toStudio = await moveSitePhoto(db, {
      siteId: site.id,
      photoId: a.id,
      to: { album: "gallery", unitId: studio },
    });
    expect(toStudio).toMatchObject({ ok: true, photo: { id: a.id, unitId: studio, album: "gallery", position: 2 } });
    const studioPhotos = (await listSitePhotos(db, site.id)).filter((p) => p.unitId === studio);
    expect(studioPhotos.map((p) => p.id)).toEqual([s1.id, a.id]);

    // The studio's cover leaves with the photo.
    await setUnitCover(db, { siteId: site.id, photoId: a.id, cover: true });
    expect((await findUnit(db, site.id, studio))?.coverPhotoId).toBe(a.id);
    const toLoft = await moveSitePhoto(db, { siteId: site.id, photoId: a.id, to: { album: "gallery", unitId: loft } });
    expect(toLoft).toMatchObject({ ok: true, photo: { unitId: loft } });
    expect((await findUnit(db, site.id, studio))?.coverPhotoId).toBeNull();

    const out = await moveSitePhoto(db, { siteId: site.id, photoId: a.id, to: { album: "other" } });
    expect(out).toMatchObject({ ok: true, photo: { album: "other", unitId: null, position: 1 } });
    const back = await moveSitePhoto(db, { siteId: site.id, photoId: a.id, to: { album: "gallery", unitId: null } });
    expect(back).toMatchObject({ ok: true, photo: { album: "gallery", unitId: null, position: 2 } });
  });

  it("never moves another site's photo, nor into another site's unit", async () => {
    const foreign = await recordTestPhoto(db, other.id);
    const foreignUnit = await recordTestUnit(db, other.id, "cabin");
    const [mine] = await listSitePhotos(db, site.id);
    if (!mine) throw new Error("no photo");
    const before = await listSitePhotos(db, site.id);

    expect(
      await moveSitePhoto(db, { siteId: site.id, photoId: foreign.id, to: { album: "gallery", unitId: null } }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await moveSitePhoto(db, { siteId: site.id, photoId: mine.id, to: { album: "gallery", unitId: foreignUnit } }),
    ).toEqual({ ok: false, reason: "unit-not-found" });
    expect(await moveSitePhoto(db, { siteId: other.id, photoId: mine.id, to: { album: "other" } })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await listSitePhotos(db, site.id)).toEqual(before);
    expect(await listSitePhotos(db, other.id)).toMatchObject([{ id: foreign.id, album: "gallery", unitId: null }]);
  });
});
