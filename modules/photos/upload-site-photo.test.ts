import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { createStorage } from "../storage/create-storage.ts";
import { createDiskBackend } from "../storage/disk-backend.ts";
import type { Storage } from "../storage/storage.ts";
import { listUnits } from "../units/units.ts";
import { detectImageType } from "./detect-image-type.ts";
import { PhotoError } from "./photo-error.ts";
import { PhotoQueue } from "./photo-queue.ts";
import { photoSources } from "./photo-urls.ts";
import { listSitePhotos } from "./site-photo.ts";
import { drawUprightScene, SAMPLE_GPS_EXIF } from "./testing.ts";
import { UnitNotOnSiteError, uploadSitePhoto } from "./upload-site-photo.ts";

const photoQueue = new PhotoQueue();

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe.each(testBackends())("uploading a site's photo on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let storage: Storage;
  let dir: string;
  let site: OwnerSite;
  let other: OwnerSite;
  let jpeg: Buffer;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    dir = await mkdtemp(path.join(os.tmpdir(), "vayvista-photos-"));
    storage = createStorage(db, createDiskBackend(path.join(dir, "storage")));
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Elders", subdomain: "elders" });
    jpeg = await sharp(await drawUprightScene(800, 600))
      .withExif(SAMPLE_GPS_EXIF)
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores every variant in the public bucket and lists the photo after the album's last", async () => {
    const first = await uploadSitePhoto(
      db,
      { storage, photoQueue },
      { siteId: site.id, album: "gallery", bytes: jpeg },
    );
    expect(first).toMatchObject({
      siteId: site.id,
      unitId: null,
      album: "gallery",
      position: 0,
      width: 800,
      height: 600,
      widths: [480, 800],
    });
    expect(first.placeholder).toMatch(/^data:image\/webp;base64,/);

    const stored = await storage.list("site-photos", `${site.id}/${first.id}`);
    expect(stored.map((o) => [o.name, o.id === null ? "folder" : o.contentType])).toEqual([
      ["480.avif", "image/avif"],
      ["480.webp", "image/webp"],
      ["800.avif", "image/avif"],
      ["800.webp", "image/webp"],
    ]);
    const largest = await storage.download("site-photos", `${site.id}/${first.id}/800.avif`);
    expect(largest && detectImageType(largest.bytes)).toBe("avif");
    expect(largest && Buffer.from(largest.bytes).toString("latin1")).not.toContain("Exif");
    // Each path holds a new id, so its bytes never change: cached for a year.
    expect(largest?.info.cacheControl).toBe("31536000");

    const [unit] = await listUnits(db, site.id);
    const second = await uploadSitePhoto(
      db,
      { storage, photoQueue },
      {
        siteId: site.id,
        unitId: unit?.id,
        album: "gallery",
        bytes: jpeg,
      },
    );
    const portrait = await uploadSitePhoto(
      db,
      { storage, photoQueue },
      { siteId: site.id, album: "other", bytes: jpeg },
    );
    expect([second.position, second.unitId]).toEqual([1, unit?.id]);
    expect(portrait.position).toBe(0);
    expect((await listSitePhotos(db, site.id)).map((p) => p.id)).toEqual([first.id, second.id, portrait.id]);
    expect(await listSitePhotos(db, other.id)).toEqual([]);

    // The URLs a page puts in <picture>: every width per format, the 800 WebP for the rest.
    const base = `/media/site-photos/${site.id}/${first.id}`;
    expect(photoSources(storage, first)).toEqual({
      avif: `${base}/480.avif 480w, ${base}/800.avif 800w`,
      webp: `${base}/480.webp 480w, ${base}/800.webp 800w`,
      src: `${base}/800.webp`,
    });
  });

  it("keeps nothing of a refused upload", async () => {
    const before = await filesUnder(dir);
    const text = Buffer.from("Geen foto, maar een tekstbestand dat foto.jpg heet.\n".repeat(20));
    const refused = await uploadSitePhoto(
      db,
      { storage, photoQueue },
      { siteId: other.id, album: "gallery", bytes: text },
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PhotoError);
    expect((refused as PhotoError).code).toBe("unsupported_type");

    const [foreignUnit] = await listUnits(db, site.id);
    await expect(
      uploadSitePhoto(
        db,
        { storage, photoQueue },
        { siteId: other.id, unitId: foreignUnit?.id, album: "gallery", bytes: jpeg },
      ),
    ).rejects.toBeInstanceOf(UnitNotOnSiteError);

    expect(await listSitePhotos(db, other.id)).toEqual([]);
    expect(await filesUnder(dir)).toEqual(before);
  });

  it("removes the stored variants again when the photo cannot be recorded", async () => {
    const before = await filesUnder(dir);
    // A site id no site has: the variants are stored, the row is refused by its foreign key.
    const missingSite = randomUUID();
    await expect(
      uploadSitePhoto(db, { storage, photoQueue }, { siteId: missingSite, album: "gallery", bytes: jpeg }),
    ).rejects.toThrow();
    expect(await storage.list("site-photos", missingSite)).toEqual([]);
    expect(await filesUnder(dir)).toEqual(before);
  });
});
