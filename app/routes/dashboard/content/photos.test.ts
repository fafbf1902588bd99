import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../../db/client.ts";
import { testBackends } from "../../../../db/testing.ts";
import { recordTestPhoto, recordTestUnit } from "../../../../modules/photos/manager-testing.ts";
import { PHOTO_TEXT_LIMITS } from "../../../../modules/photos/photo-texts.ts";
import { listSitePhotos, type SitePhoto } from "../../../../modules/photos/site-photo.ts";
import {
  loadPublishedContent,
  loadSiteContent,
  publishSiteContent,
  saveSiteDraft,
} from "../../../../modules/site-content/site-content-store.ts";
import type { OwnerSite } from "../../../../modules/sites/create-owner-site.ts";
import { findUnit, listUnits } from "../../../../modules/units/units.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../../tests/support/route-harness.ts";
import type { PhotoManagerData } from "../../../components/dashboard/photos/photo-types.ts";
import { action, loader } from "./photos.tsx";

const PATH = "/dashboard/content/photos";
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

describe.each(testBackends())("the photo manager's page on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let unit: string;
  let loft: string;
  let theirs: SitePhoto;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    unit = (await listUnits(handle.db, site.id))[0]?.id ?? "";
    loft = await recordTestUnit(handle.db, site.id, "loft");
    theirs = await recordTestPhoto(handle.db, otherSite.id, { caption: { pl: "Taras" } });
    // The owner's site speaks Dutch first, and English too.
    const content = await loadSiteContent(handle.db, site.id);
    await saveSiteDraft(handle.db, {
      siteId: site.id,
      draft: { ...content.draft, languages: { main: "nl", others: ["en"] } },
      baseVersion: content.draftVersion,
    });
  });
  afterAll(() => handle.close());

  const page = async (as: Person) => {
    const result = await app.call(loader, PATH, { as });
    expect(result.status).toBe(200);
    return result.data as PhotoManagerData;
  };
  const post = (form: Record<string, string | string[]>, as?: Person) => app.call(action, PATH, { as, form });
  const clearedBy = async (run: () => Promise<unknown>) => {
    const before = app.siteCacheClears.length;
    await run();
    return app.siteCacheClears.slice(before);
  };
  const photosOf = (siteId: string) => listSitePhotos(handle.db, siteId);

  it("sends visitors to the login page, for the page and every change", async () => {
    expect(await app.call(loader, PATH)).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fcontent%2Fphotos",
    });
    for (const intent of ["reorder", "move", "texts", "cover", "delete"]) {
      expect(await post({ intent, photoId: theirs.id, to: "site", cover: "true" })).toMatchObject({
        status: 302,
        location: "/login?next=%2Fdashboard%2Fcontent%2Fphotos",
      });
    }
    expect(await photosOf(otherSite.id)).toEqual([theirs]);
  });

  it("lists the owner's photos only, with the units, the site's languages and where each is used", async () => {
    const a = await recordTestPhoto(handle.db, site.id, { caption: { nl: "Strand" }, position: 0 });
    const b = await recordTestPhoto(handle.db, site.id, { unitId: unit, position: 1 });
    await post({ intent: "cover", photoId: b.id, cover: "true" }, owner);
    const data = await page(owner);
    expect(data.languages).toEqual(["nl", "en"]);
    expect(data.units.map((u) => u.id)).toEqual([unit, loft]);
    expect(data.photos.map((p) => [p.id, p.group])).toEqual([
      [a.id, "site"],
      [b.id, unit],
    ]);
    expect(data.photos[0]).toMatchObject({
      caption: { nl: "Strand" },
      thumb: `/media/site-photos/${site.id}/${a.id}/480.webp`,
    });
    expect(data.uses).toEqual({ [b.id]: { hero: false, host: false, unitCovers: [unit], postCovers: 0 } });
    expect((await page(other)).photos.map((p) => p.id)).toEqual([theirs.id]);
  });

  it("saves a new order, and refuses another owner's photo (404) or a malformed id (400)", async () => {
    const c = await recordTestPhoto(handle.db, site.id, { position: 2 });
    const [a] = await photosOf(site.id);
    if (!a) throw new Error("no photo");
    const cleared = await clearedBy(async () => {
      expect(await post({ intent: "reorder", photoId: [c.id, a.id] }, owner)).toMatchObject({
        status: 200,
        data: { ok: true, intent: "reorder" },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect(
      (await photosOf(site.id)).filter((p) => p.album === "gallery" && p.unitId === null).map((p) => p.id),
    ).toEqual([c.id, a.id]);

    const before = await photosOf(site.id);
    const refused = await clearedBy(async () => {
      expect(await post({ intent: "reorder", photoId: [a.id, c.id] }, other)).toMatchObject({ status: 404 });
      expect(await post({ intent: "reorder", photoId: [theirs.id] }, owner)).toMatchObject({ status: 404 });
      expect(await post({ intent: "reorder", photoId: [a.id, theirs.id] }, owner)).toMatchObject({ status: 404 });
      expect(await post({ intent: "reorder", photoId: [a.id, "3"] }, owner)).toMatchObject({ status: 400 });
      expect(await post({ intent: "reorder" }, owner)).toMatchObject({ status: 400 });
      expect(await post({ intent: "shuffle", photoId: a.id }, owner)).toMatchObject({ status: 400 });
    });
    expect(refused).toEqual([]);
    expect(await photosOf(site.id)).toEqual(before);
    expect(await photosOf(otherSite.id)).toEqual([theirs]);
  });

  it("moves a photo to a unit, and never another owner's photo or into their unit", async () => {
    const [first] = await photosOf(site.id);
    if (!first) throw new Error("no photo");
    const cleared = await clearedBy(async () => {
      expect(await post({ intent: "move", photoId: first.id, to: loft }, owner)).toMatchObject({
        status: 200,
        data: { ok: true, intent: "move", photoId: first.id },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect((await photosOf(site.id)).find((p) => p.id === first.id)).toMatchObject({ unitId: loft });

    const [theirUnit] = await listUnits(handle.db, otherSite.id);
    const before = await photosOf(site.id);
    expect(await post({ intent: "move", photoId: theirs.id, to: "site" }, owner)).toMatchObject({ status: 404 });
    expect(await post({ intent: "move", photoId: first.id, to: "other" }, other)).toMatchObject({ status: 404 });
    expect(await post({ intent: "move", photoId: first.id, to: theirUnit?.id ?? "" }, owner)).toMatchObject({
      status: 404,
    });
    expect(await post({ intent: "move", photoId: first.id, to: "kamer" }, owner)).toMatchObject({ status: 400 });
    expect(await post({ intent: "move", photoId: "foto-1", to: "site" }, owner)).toMatchObject({ status: 400 });
    expect(await photosOf(site.id)).toEqual(before);
    expect(await photosOf(otherSite.id)).toEqual([theirs]);
  });

  it("saves caption and alt per language, and keeps what was typed when a text is too long", async () => {
    const [photo] = await photosOf(site.id);
    if (!photo) throw new Error("no photo");
    const texts = {
      "caption.nl": "Het strand bij eb",
      "alt.nl": "Breed zandstrand met duinen",
      "caption.en": "The beach at low tide",
      "alt.en": "",
    };
    const cleared = await clearedBy(async () => {
      expect(await post({ intent: "texts", photoId: photo.id, ...texts }, owner)).toMatchObject({
        status: 200,
        data: { ok: true, intent: "texts" },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect((await photosOf(site.id)).find((p) => p.id === photo.id)).toMatchObject({
      caption: { nl: "Het strand bij eb", en: "The beach at low tide" },
      alt: { nl: "Breed zandstrand met duinen" },
    });

    const long = "Zee ".repeat(PHOTO_TEXT_LIMITS.alt);
    const typed = { ...texts, "caption.nl": "Nieuw bijschrift", "alt.en": long };
    expect(await post({ intent: "texts", photoId: photo.id, ...typed }, owner)).toMatchObject({
      status: 400,
      data: {
        ok: false,
        reason: "problems",
        problems: { "alt.en": { code: "tooLong", max: PHOTO_TEXT_LIMITS.alt } },
        values: typed,
      },
    });
    expect((await photosOf(site.id)).find((p) => p.id === photo.id)?.caption.nl).toBe("Het strand bij eb");

    expect(await post({ intent: "texts", photoId: theirs.id, "caption.nl": "Van mij" }, owner)).toMatchObject({
      status: 404,
    });
    expect(await post({ intent: "texts", photoId: photo.id, "caption.nl": "Van mij" }, other)).toMatchObject({
      status: 404,
    });
    expect(await post({ intent: "texts", photoId: "", "caption.nl": "x" }, owner)).toMatchObject({ status: 400 });
    expect(await photosOf(otherSite.id)).toEqual([theirs]);
  });

  it("makes a photo its unit's cover, and never another owner's", async () => {
    const photo = await recordTestPhoto(handle.db, site.id, { unitId: loft, position: 9 });
    expect(await post({ intent: "cover", photoId: photo.id, cover: "true" }, owner)).toMatchObject({ status: 200 });
    expect((await findUnit(handle.db, site.id, loft))?.coverPhotoId).toBe(photo.id);
    expect(await post({ intent: "cover", photoId: photo.id, cover: "false" }, other)).toMatchObject({ status: 404 });
    expect((await findUnit(handle.db, site.id, loft))?.coverPhotoId).toBe(photo.id);
    expect(await post({ intent: "cover", photoId: photo.id, cover: "false" }, owner)).toMatchObject({ status: 200 });
    expect((await findUnit(handle.db, site.id, loft))?.coverPhotoId).toBeNull();

    const [theirUnit] = await listUnits(handle.db, otherSite.id);
    const theirUnitPhoto = await recordTestPhoto(handle.db, otherSite.id, { unitId: theirUnit?.id });
    expect(await post({ intent: "cover", photoId: theirUnitPhoto.id, cover: "true" }, owner)).toMatchObject({
      status: 404,
    });
    expect((await findUnit(handle.db, otherSite.id, theirUnit?.id ?? ""))?.coverPhotoId).toBeNull();
    const sitePhoto = (await photosOf(site.id)).find((p) => p.unitId === null && p.album === "gallery");
    expect(await post({ intent: "cover", photoId: sitePhoto?.id ?? "", cover: "true" }, owner)).toMatchObject({
      status: 400,
    });
    expect(await post({ intent: "cover", photoId: photo.id, cover: "ja" }, owner)).toMatchObject({ status: 400 });
  });

  it("deletes a photo used as the hero, emptying that use, and never another owner's", async () => {
    const hero = await recordTestPhoto(handle.db, site.id, { position: 20 });
    const theirsBefore = await photosOf(otherSite.id);
    const content = await loadSiteContent(handle.db, site.id);
    await saveSiteDraft(handle.db, {
      siteId: site.id,
      draft: { ...content.draft, heroPhotoId: hero.id },
      baseVersion: content.draftVersion,
    });
    await publishSiteContent(handle.db, site.id);
    expect((await page(owner)).uses[hero.id]).toMatchObject({ hero: true });

    const refused = await clearedBy(async () => {
      expect(await post({ intent: "delete", photoId: hero.id }, other)).toMatchObject({ status: 404 });
      expect(await post({ intent: "delete", photoId: theirs.id }, owner)).toMatchObject({ status: 404 });
      expect(await post({ intent: "delete", photoId: MISSING }, owner)).toMatchObject({ status: 404 });
      expect(await post({ intent: "delete", photoId: "../x" }, owner)).toMatchObject({ status: 400 });
      expect(await post({ intent: "delete", photoId: [hero.id, theirs.id] }, owner)).toMatchObject({ status: 400 });
    });
    expect(refused).toEqual([]);
    expect(await photosOf(otherSite.id)).toEqual(theirsBefore);

    const cleared = await clearedBy(async () => {
      expect(await post({ intent: "delete", photoId: hero.id }, owner)).toMatchObject({
        status: 200,
        data: { ok: true, intent: "delete", photoId: hero.id },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect((await photosOf(site.id)).map((p) => p.id)).not.toContain(hero.id);
    expect((await loadPublishedContent(handle.db, site.id)).heroPhotoId).toBeNull();
    expect((await loadSiteContent(handle.db, site.id)).draft.heroPhotoId).toBeNull();
    expect((await page(owner)).uses[hero.id]).toBeUndefined();
    expect(await post({ intent: "delete", photoId: hero.id }, owner)).toMatchObject({ status: 404 });
  });
});
