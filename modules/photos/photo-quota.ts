import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sitePhotos, storageObjects, userSites } from "../../db/schema.ts";
import { inFolder } from "../storage/list-folder.ts";
import { PhotoError } from "./photo-error.ts";
import type { PhotoUsage } from "./photo-settings-limits.ts";
import { PHOTO_BUCKET } from "./photo-urls.ts";
import { getPhotoPlatformSettings } from "./read-photo-settings.ts";

const MB = 1024 * 1024;

/**
 * How much of its limits the site uses: its photos, and the bytes their stored versions take
 * (the storage catalogue's sizes under the site's folder of the photo bucket). Only the site
 * named is counted, so an owner sees their own figures only.
 */
export async function sitePhotoUsage(db: Database, siteId: string): Promise<PhotoUsage> {
  const [settings, [photos], [stored]] = await Promise.all([
    getPhotoPlatformSettings(db),
    db.select({ n: count() }).from(sitePhotos).where(eq(sitePhotos.siteId, siteId)),
    db
      .select({ bytes: sql<string | number | null>`sum(${storageObjects.size})` })
      .from(storageObjects)
      .where(and(eq(storageObjects.bucket, PHOTO_BUCKET), inFolder(`${siteId}/`))),
  ]);
  return {
    photos: photos?.n ?? 0,
    maxPhotos: settings.maxPhotosPerSite,
    bytes: Number(stored?.bytes ?? 0),
    quotaBytes: settings.storageQuotaMb * MB,
  };
}

/**
 * Refuses a new photo of the site (PhotoError photo_limit or storage_full) when it has as
 * many photos as it may, or when `adding` more bytes would take it past its storage quota.
 * Checked before a photo is processed (adding 0), and again with its processed size inside
 * the transaction that records it, under a lock of the site's row, so two uploads at once
 * cannot both take the last place.
 */
export async function assertRoomForPhoto(db: Database, siteId: string, adding: number, lock = false): Promise<void> {
  if (lock) await db.select({ id: userSites.id }).from(userSites).where(eq(userSites.id, siteId)).for("update");
  const usage = await sitePhotoUsage(db, siteId);
  if (usage.photos >= usage.maxPhotos) {
    throw new PhotoError("photo_limit", `${usage.photos} photos, at most ${usage.maxPhotos}`);
  }
  if (usage.bytes + adding > usage.quotaBytes) {
    throw new PhotoError("storage_full", `${usage.bytes} + ${adding} bytes, at most ${usage.quotaBytes}`);
  }
}
