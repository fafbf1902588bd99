import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteContent, sitePhotos, sitePosts } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";
import type { Storage } from "../storage/storage.ts";
import { PHOTO_BUCKET, PHOTO_FORMATS, variantPath } from "./photo-urls.ts";
import { contentPhotoIds } from "./photo-uses.ts";

/** A stored content document without its use of the photo (as hero or hosts' portrait), or null when it has none. */
function withoutPhoto(doc: unknown, photoId: string): Record<string, unknown> | null {
  const named = contentPhotoIds(doc);
  if (named.hero !== photoId && named.host !== photoId) return null;
  const out = { ...(doc as Record<string, unknown>) };
  if (named.hero === photoId) out.heroPhotoId = null;
  if (named.host === photoId) out.about = { ...(out.about as Record<string, unknown>), hostPhotoId: null };
  return out;
}

/**
 * Empties the content documents' use of the photo, draft and published alike (publishing the
 * draft must not bring it back). The draft's version stays: an editor open elsewhere keeps
 * its other changes, and a save naming the photo again is refused as naming no photo.
 */
async function clearContentUses(tx: Database, siteId: string, photoId: string): Promise<void> {
  const [row] = await tx
    .select({ draft: siteContent.draft, published: siteContent.published })
    .from(siteContent)
    .where(eq(siteContent.siteId, siteId))
    .for("update");
  if (!row) return;
  const draft = withoutPhoto(row.draft, photoId);
  const published = withoutPhoto(row.published, photoId);
  if (!draft && !published) return;
  await tx
    .update(siteContent)
    .set({ ...(draft ? { draft } : {}), ...(published ? { published } : {}) })
    .where(eq(siteContent.siteId, siteId));
}

/**
 * Deletes one of the site's photos: false when the site has no photo with that id (another
 * site's photo is never touched). The row goes first, together with every use of it (a
 * unit's or a blog post's cover, the home page's large photo, the hosts' portrait: each is
 * empty afterwards, and the site shows what it shows without one), so no page links to the
 * variants any more; then the variants themselves (a failure there is thrown, with the photo
 * already gone: at worst files are left that nothing shows). The caller clears the site's
 * cached pages.
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
    await tx
      .update(sitePosts)
      .set({ coverPhotoId: null })
      .where(and(eq(sitePosts.siteId, siteId), eq(sitePosts.coverPhotoId, photoId)));
    await clearContentUses(tx, siteId, photoId);
    return row;
  });
  if (!deleted) return false;
  await storage.remove(
    PHOTO_BUCKET,
    deleted.widths.flatMap((width) => PHOTO_FORMATS.map((format) => variantPath(deleted, width, format))),
  );
  return true;
}
