import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, sitePhotos } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { Storage } from "../storage/storage.ts";
import type { PhotoQueue } from "./photo-queue.ts";
import { assertRoomForPhoto } from "./photo-quota.ts";
import { PHOTO_BUCKET, variantPath } from "./photo-urls.ts";
import { processPhoto } from "./process-photo.ts";
import { type SitePhoto, toPhoto } from "./site-photo.ts";

/** A variant's path holds a new photo id, so its bytes never change: browsers keep it a year. */
const VARIANT_CACHE_SECONDS = String(365 * 24 * 60 * 60);

/** The unit named for a photo is not one of the site's (a stale form, or a forged one). */
export class UnitNotOnSiteError extends Error {
  constructor(unitId: string) {
    super(`unit ${unitId} is not a unit of this site`);
    this.name = "UnitNotOnSiteError";
  }
}

/** Where photos go, and the process's turn-taking for processing them (both made once, in server/main.ts). */
export type PhotoServices = { storage: Storage; photoQueue: PhotoQueue };

export type SitePhotoUpload = {
  siteId: string;
  /** A gallery photo of one unit; null or absent for the whole site. */
  unitId?: string | null;
  album: "gallery" | "other";
  /** The upload as it arrived. */
  bytes: Uint8Array;
};

/**
 * Adds an owner's upload to the site's photos, after the last photo of its album: processes
 * it (PhotoError when it is refused), stores every variant in the public `site-photos`
 * bucket at `{siteId}/{photoId}/{width}.{avif|webp}`, then records the photo. When storing or
 * recording fails, the variants stored so far are removed again, so nothing is left that no
 * photo lists. The process's `photoQueue` gives the processing its turn. A site at its photo
 * cap or storage quota gets PhotoError photo_limit or storage_full, before processing and
 * again (with this photo's size) before it is recorded; its photos stay as they were.
 */
export async function uploadSitePhoto(
  db: Database,
  { storage, photoQueue }: PhotoServices,
  upload: SitePhotoUpload,
): Promise<SitePhoto> {
  const { siteId, album, bytes } = upload;
  const unitId = upload.unitId ?? null;
  assertUuid(siteId, "siteId");
  if (unitId !== null) {
    assertUuid(unitId, "unitId");
    const [unit] = await db
      .select({ id: rentalUnits.id })
      .from(rentalUnits)
      .where(and(eq(rentalUnits.id, unitId), eq(rentalUnits.siteId, siteId)));
    if (!unit) throw new UnitNotOnSiteError(unitId);
  }

  // A site at its limits spends no processing time (photo-quota.ts).
  await assertRoomForPhoto(db, siteId, 1);
  const processed = await processPhoto(bytes, photoQueue);
  const photo = { id: randomUUID(), siteId };
  const stored: string[] = [];
  try {
    const uploads = await Promise.allSettled(
      processed.variants.map(async (variant) => {
        const path = variantPath(photo, variant.width, variant.format);
        await storage.upload(PHOTO_BUCKET, path, variant.bytes, {
          contentType: variant.contentType,
          cacheControl: VARIANT_CACHE_SECONDS,
        });
        stored.push(path);
      }),
    );
    const failed = uploads.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;

    // Its stored versions now count towards the site's storage: still within the limits?
    const row = await db.transaction(async (tx) => {
      await assertRoomForPhoto(tx, siteId, 0, true);
      const [inserted] = await tx
        .insert(sitePhotos)
        .values({
          id: photo.id,
          siteId,
          unitId,
          album,
          position: sql`(select coalesce(max(${sitePhotos.position}) + 1, 0) from ${sitePhotos}
          where ${sitePhotos.siteId} = ${siteId} and ${sitePhotos.album} = ${album})`,
          width: processed.width,
          height: processed.height,
          widths: processed.widths,
          placeholder: processed.placeholder,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error("site_photos insert returned no row");
    return toPhoto(row);
  } catch (error) {
    await storage.remove(PHOTO_BUCKET, stored).catch(() => undefined);
    throw error;
  }
}
