import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, sitePhotos } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";
import { type SitePhoto, toPhoto } from "./site-photo.ts";

/** Where a photo belongs: the gallery of the whole site or of one unit, or outside the gallery. */
export type PhotoPlace = { album: "gallery"; unitId: string | null } | { album: "other" };

export type MovePhotoResult =
  | { ok: true; photo: SitePhoto }
  /** not-found: no such photo on the site; unit-not-found: the unit is not one of the site's. */
  | { ok: false; reason: "not-found" | "unit-not-found" };

/**
 * Moves one of the site's photos to another group, after the last photo there. A unit that
 * had it as its cover no longer does once it belongs elsewhere (the site would show another
 * unit's photo on its card).
 */
export async function moveSitePhoto(
  db: Database,
  { siteId, photoId, to }: { siteId: string; photoId: string; to: PhotoPlace },
): Promise<MovePhotoResult> {
  if (!isUuid(siteId) || !isUuid(photoId)) return { ok: false, reason: "not-found" };
  const unitId = to.album === "gallery" ? to.unitId : null;
  if (unitId !== null && !isUuid(unitId)) return { ok: false, reason: "unit-not-found" };
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select()
      .from(sitePhotos)
      .where(and(eq(sitePhotos.siteId, siteId), eq(sitePhotos.id, photoId)))
      .for("update");
    if (!photo) return { ok: false, reason: "not-found" } as const;
    if (unitId !== null) {
      const [unit] = await tx
        .select({ id: rentalUnits.id })
        .from(rentalUnits)
        .where(and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.id, unitId)));
      if (!unit) return { ok: false, reason: "unit-not-found" } as const;
    }
    if (photo.album === to.album && photo.unitId === unitId) return { ok: true, photo: toPhoto(photo) } as const;
    if (photo.unitId !== null) {
      await tx
        .update(rentalUnits)
        .set({ coverPhotoId: null })
        .where(
          and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.id, photo.unitId), eq(rentalUnits.coverPhotoId, photoId)),
        );
    }
    const [moved] = await tx
      .update(sitePhotos)
      .set({
        album: to.album,
        unitId,
        position: sql`(select coalesce(max(${sitePhotos.position}) + 1, 0) from ${sitePhotos}
          where ${sitePhotos.siteId} = ${siteId} and ${sitePhotos.album} = ${to.album})`,
      })
      .where(and(eq(sitePhotos.siteId, siteId), eq(sitePhotos.id, photoId)))
      .returning();
    if (!moved) return { ok: false, reason: "not-found" } as const;
    return { ok: true, photo: toPhoto(moved) } as const;
  });
}
