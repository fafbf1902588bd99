import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, sitePhotos } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";

export type SetCoverResult =
  | { ok: true; unitId: string }
  /** not-found: no such photo on the site; no-unit: the photo belongs to no unit's gallery. */
  | { ok: false; reason: "not-found" | "no-unit" };

/**
 * Makes a photo of a unit's gallery that unit's cover (the photo on its card and at the top
 * of its page), or, with `cover: false`, stops it being the cover: the site then shows the
 * unit's first photo.
 */
export async function setUnitCover(
  db: Database,
  { siteId, photoId, cover }: { siteId: string; photoId: string; cover: boolean },
): Promise<SetCoverResult> {
  if (!isUuid(siteId) || !isUuid(photoId)) return { ok: false, reason: "not-found" };
  const [photo] = await db
    .select({ unitId: sitePhotos.unitId, album: sitePhotos.album })
    .from(sitePhotos)
    .where(and(eq(sitePhotos.siteId, siteId), eq(sitePhotos.id, photoId)));
  if (!photo) return { ok: false, reason: "not-found" };
  if (photo.album !== "gallery" || photo.unitId === null) return { ok: false, reason: "no-unit" };
  const ofUnit = and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.id, photo.unitId));
  await db
    .update(rentalUnits)
    .set({ coverPhotoId: cover ? photoId : null })
    .where(cover ? ofUnit : and(ofUnit, eq(rentalUnits.coverPhotoId, photoId)));
  return { ok: true, unitId: photo.unitId };
}
