import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, sitePhotos } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";
import type { Storage } from "../storage/storage.ts";
import { PHOTO_BUCKET, PHOTO_FORMATS, variantPath } from "./photo-urls.ts";

/**
 * Deletes one of the site's photos: false when the site has no photo with that id (another
 * site's photo is never touched). The row goes first, together with any unit's use of it as
 * cover, so no page links to the variants any more; then the variants themselves (a failure
 * there is thrown, with the photo already gone: at worst files are left that nothing shows).
 */
export async function deleteSitePhoto(
  db: Database,
  storage: Storage,
  { siteId, photoId }: { siteId: string; photoId: string },
): Promise<boolean> {
  if (!isUuid(siteId) || !isUuid(photoId)) return false;
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(sitePhotos)
      .where(and(eq(sitePhotos.id, photoId), eq(sitePhotos.siteId, siteId)))
      .returning({ id: sitePhotos.id, siteId: sitePhotos.siteId, widths: sitePhotos.widths });
    if (!row) return null;
    await tx
      .update(rentalUnits)
      .set({ coverPhotoId: null })
      .where(and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.coverPhotoId, photoId)));
    return row;
  });
  if (!deleted) return false;
  await storage.remove(
    PHOTO_BUCKET,
    deleted.widths.flatMap((width) => PHOTO_FORMATS.map((format) => variantPath(deleted, width, format))),
  );
  return true;
}
