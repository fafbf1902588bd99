import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { rentalUnits, sitePosts } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import {
  loadPublishedContent,
  loadSiteContent,
  publishSiteContent,
  saveSiteDraft,
} from "../site-content/site-content-store.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { createStorage } from "../storage/create-storage.ts";
import { createDiskBackend } from "../storage/disk-backend.ts";
import type { Storage } from "../storage/storage.ts";
import { listUnits } from "../units/units.ts";
import { deleteSitePhoto } from "./delete-site-photo.ts";
import { recordTestPhoto } from "./manager-testing.ts";
import { PhotoQueue } from "./photo-queue.ts";
import { sitePhotoUses } from "./photo-uses.ts";
import { listSitePhotos } from "./site-photo.ts";
import { drawUprightScene } from "./testing.ts";
import { uploadSitePhoto } from "./upload-site-photo.ts";

const photoQueue = new PhotoQueue();

describe.each(testBackends())("deleting a site's photo on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let storage: Storage;
  let dir: string;
  let site: OwnerSite;
  let other: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    dir = await mkdtemp(path.join(os.tmpdir(), "vayvista-photos-"));
    storage = createStorage(db, createDiskBackend(path.join(dir, "storage")));
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Elders", subdomain: "elders" });
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("removes only the site's own photo, with its files and its use as a unit's cover", async () => {
    const bytes = await sharp(await drawUprightScene(1000, 750))
      .jpeg()
      .toBuffer();
    const photo = await uploadSitePhoto(db, { storage, photoQueue }, { siteId: site.id, album: "gallery", bytes });
    const kept = await uploadSitePhoto(db, { storage, photoQueue }, { siteId: site.id, album: "gallery", bytes });
    const [unit] = await listUnits(db, site.id);
    if (!unit) throw new Error("unit missing");
    await db.update(rentalUnits).set({ coverPhotoId: photo.id }).where(eq(rentalUnits.id, unit.id));
    const folder = path.join(dir, "storage", "site-photos", site.id, photo.id);
    expect((await readdir(folder)).sort()).toEqual(["480.avif", "480.webp", "960.avif", "960.webp"]);

    // Another site's id, or no id at all, deletes nothing.
    expect(await deleteSitePhoto(db, storage, { siteId: other.id, photoId: photo.id })).toBe(false);
    expect(await deleteSitePhoto(db, storage, { siteId: site.id, photoId: "not-a-uuid" })).toBe(false);
    expect((await listSitePhotos(db, site.id)).map((p) => p.id)).toEqual([photo.id, kept.id]);
    expect(await readdir(folder)).toHaveLength(4);

    expect(await deleteSitePhoto(db, storage, { siteId: site.id, photoId: photo.id })).toBe(true);
    expect((await listSitePhotos(db, site.id)).map((p) => p.id)).toEqual([kept.id]);
    expect(await storage.list("site-photos", `${site.id}/${photo.id}`)).toEqual([]);
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/);
    expect((await listUnits(db, site.id)).find((u) => u.id === unit.id)?.coverPhotoId).toBeNull();
    // The other photo's files stay.
    expect(await storage.list("site-photos", `${site.id}/${kept.id}`)).toHaveLength(4);

    expect(await deleteSitePhoto(db, storage, { siteId: site.id, photoId: photo.id })).toBe(false);
  });

  it("empties every use of the photo, so the site shows what it shows without one", async () => {
    const hero = await recordTestPhoto(db, site.id);
    const host = await recordTestPhoto(db, site.id, { album: "other" });
    const kept = await recordTestPhoto(db, site.id, { album: "other" });
    const theirs = await recordTestPhoto(db, other.id);
    const content = await loadSiteContent(db, site.id);
    const draft = { ...content.draft, heroPhotoId: hero.id, about: { ...content.draft.about, hostPhotoId: host.id } };
    await saveSiteDraft(db, { siteId: site.id, draft, baseVersion: content.draftVersion });
    await publishSiteContent(db, site.id);
    // A later draft uses the kept photo as hero instead; the host is in both.
    const later = await loadSiteContent(db, site.id);
    const saved = await saveSiteDraft(db, {
      siteId: site.id,
      draft: { ...later.draft, heroPhotoId: kept.id, tagline: { nl: "Aan zee" } },
      baseVersion: later.draftVersion,
    });
    const post = (siteId: string, slug: string, coverPhotoId: string) =>
      db.insert(sitePosts).values({ siteId, slug, title: { nl: slug }, coverPhotoId });
    await post(site.id, "lente", host.id);
    await post(other.id, "wiosna", theirs.id);

    const uses = await sitePhotoUses(db, site.id);
    expect(uses.get(hero.id)).toEqual({ hero: true, host: false, unitCovers: [], postCovers: 0 });
    expect(uses.get(host.id)).toEqual({ hero: false, host: true, unitCovers: [], postCovers: 1 });
    expect(uses.get(kept.id)).toMatchObject({ hero: true });
    expect(uses.has(theirs.id)).toBe(false);

    expect(await deleteSitePhoto(db, storage, { siteId: site.id, photoId: hero.id })).toBe(true);
    expect(await deleteSitePhoto(db, storage, { siteId: site.id, photoId: host.id })).toBe(true);
    const published = await loadPublishedContent(db, site.id);
    expect([published.heroPhotoId, published.about.hostPhotoId]).toEqual([null, null]);
    const now = await loadSiteContent(db, site.id);
    // The draft keeps its own choice and its unpublished change, and the editor's version.
    expect([now.draft.heroPhotoId, now.draft.about.hostPhotoId, now.draft.tagline]).toEqual([
      kept.id,
      null,
      { nl: "Aan zee" },
    ]);
    expect(saved.ok && now.draftVersion).toBe(saved.ok && saved.draftVersion);
    const covers = await db.select({ slug: sitePosts.slug, cover: sitePosts.coverPhotoId }).from(sitePosts);
    expect(covers.sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      { slug: "lente", cover: null },
      { slug: "wiosna", cover: theirs.id },
    ]);
    expect([...(await sitePhotoUses(db, site.id)).keys()]).toEqual([kept.id]);
  });
});
