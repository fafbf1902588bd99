import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { pageViews, sitePhotos } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { seedOwner } from "../../modules/seed/demo-accounts.ts";
import { seedDemoSite } from "../../modules/seed/demo-sites.ts";
import { loadPublishedContent } from "../../modules/site-content/site-content-store.ts";
import { buildSiteView } from "../../modules/site-view/build-site-view.ts";
import { createStorage } from "../../modules/storage/create-storage.ts";
import { createDiskBackend } from "../../modules/storage/disk-backend.ts";
import { listUnits } from "../../modules/units/units.ts";
import { SITE_DEMOS } from "./index.ts";

const photoQueue = new PhotoQueue();

// The forest park (three units) with a few pictures only: each one is processed like an
// upload (seconds on a loaded machine). Every unit's cover is the hero drawing, so three
// pictures are processed: the hero, the host's portrait and the post's cover.
const forest = SITE_DEMOS.forest;
const fixture = {
  ...forest,
  gallery: [],
  units: forest.units.map((unit) => ({ ...unit, cover: forest.hero, photos: [] })),
  posts: forest.posts.slice(0, 1),
};

describe.each(testBackends())("seedDemoSite on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("builds a finished site an owner could have made: units, processed photos, published content, reviews, posts and visits", async () => {
    const db = handle.db;
    const storage = createStorage(db, createDiskBackend(mkdtempSync(path.join(os.tmpdir(), "vayvista-seed-"))));
    const owner = await seedOwner(db);
    const now = new Date("2026-11-20T10:00:00Z");
    const site = await seedDemoSite(
      db,
      { storage, photoQueue },
      {
        ownerId: owner.id,
        fixture,
        theme: "warm-cozy",
        subdomain: "hertenspoor",
        basePriceCents: 14500,
        currency: "EUR",
        now,
      },
    );

    expect((await listUnits(db, site.id)).map((u) => u.slug)).toEqual(fixture.units.map((u) => u.slug));
    const doc = await loadPublishedContent(db, site.id);
    expect(doc.languages).toEqual(forest.doc.languages);
    const view = await buildSiteView(db, storage, {
      site,
      theme: "warm-cozy",
      doc,
      lang: "de",
      origin: "https://hertenspoor.vayvista.test",
      platformOrigin: "https://vayvista.test",
      now,
    });
    expect(view.hero?.avif).toMatch(/\/media\/site-photos\/.+\/480\.avif 480w/);
    expect(view.about.hostPhoto).not.toBeNull();
    expect(view.units.every((unit) => unit.cover !== null)).toBe(true);
    expect(view.gallery.length).toBe(1);
    expect(view.gallery[0]?.alt).toBe(forest.hero.alt.de);
    expect(view.reviews.count).toBe(forest.reviews.length);
    expect(view.posts.map((p) => p.slug)).toEqual([fixture.posts[0]?.slug]);

    const [photos] = await db.select({ n: count() }).from(sitePhotos).where(eq(sitePhotos.siteId, site.id));
    // Each drawing once, however often the content names it.
    expect(photos?.n).toBe(new Set([forest.hero.file, forest.hostPhoto.file, fixture.posts[0]?.cover.file]).size);
    const [views] = await db.select({ n: count() }).from(pageViews).where(eq(pageViews.siteId, site.id));
    expect(views?.n).toBeGreaterThan(42 * 20);
  });
});
