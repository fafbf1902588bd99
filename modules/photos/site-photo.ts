import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sitePhotos } from "../../db/schema.ts";
import type { SiteText } from "../i18n/site-languages.ts";

/** A stored, processed photo of a site (db/schema/photos.ts). */
export type SitePhoto = {
  id: string;
  siteId: string;
  unitId: string | null;
  album: "gallery" | "other";
  position: number;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  caption: SiteText;
  alt: SiteText;
};

/** A `site_photos` row as the rest of the code sees it. */
export function toPhoto(row: typeof sitePhotos.$inferSelect): SitePhoto {
  return { ...row, caption: row.caption as SiteText, alt: row.alt as SiteText };
}

/** The site's photos: the gallery in the owner's order, then the others. */
export async function listSitePhotos(db: Database, siteId: string): Promise<SitePhoto[]> {
  const rows = await db
    .select()
    .from(sitePhotos)
    .where(eq(sitePhotos.siteId, siteId))
    .orderBy(asc(sitePhotos.album), asc(sitePhotos.position), asc(sitePhotos.createdAt));
  return rows.map(toPhoto);
}

/** Photos of the site among `ids` (ids of other sites' photos are left out). */
export async function sitePhotosById(db: Database, siteId: string, ids: readonly string[]): Promise<SitePhoto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(sitePhotos)
    .where(and(eq(sitePhotos.siteId, siteId), inArray(sitePhotos.id, [...ids])));
  return rows.map(toPhoto);
}
