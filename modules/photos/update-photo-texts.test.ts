import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { recordTestPhoto } from "./manager-testing.ts";
import { listSitePhotos } from "./site-photo.ts";
import { updateSitePhotoTexts } from "./update-photo-texts.ts";

describe.each(testBackends())("a photo's caption and alt text on $name", (backend) => {
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

  it("changes the languages given and keeps those of languages not given", async () => {
    const photo = await recordTestPhoto(db, site.id, { caption: { nl: "Oud", de: "Alt" } });
    const updated = await updateSitePhotoTexts(db, {
      siteId: site.id,
      photoId: photo.id,
      caption: { nl: "De veranda in de avondzon", en: "" },
      alt: { nl: "Houten veranda met twee stoelen", en: "Wooden porch with two chairs" },
    });
    expect(updated).toMatchObject({
      caption: { nl: "De veranda in de avondzon", de: "Alt" },
      alt: { nl: "Houten veranda met twee stoelen", en: "Wooden porch with two chairs" },
    });
    const cleared = await updateSitePhotoTexts(db, {
      siteId: site.id,
      photoId: photo.id,
      caption: {},
      alt: { en: "" },
    });
    expect(cleared?.alt).toEqual({ nl: "Houten veranda met twee stoelen" });
  });

  it("never changes another site's photo", async () => {
    const foreign = await recordTestPhoto(db, other.id, { caption: { pl: "Taras" } });
    expect(
      await updateSitePhotoTexts(db, { siteId: site.id, photoId: foreign.id, caption: { pl: "Zmienione" }, alt: {} }),
    ).toBeNull();
    expect(await updateSitePhotoTexts(db, { siteId: site.id, photoId: "x", caption: {}, alt: {} })).toBeNull();
    expect((await listSitePhotos(db, other.id))[0]?.caption).toEqual({ pl: "Taras" });
  });
});
