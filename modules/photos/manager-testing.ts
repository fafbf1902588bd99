import type { Database } from "../../db/client.ts";
import { rentalUnits, sitePhotos } from "../../db/schema.ts";
import type { SiteText } from "../i18n/site-languages.ts";
import { type SitePhoto, toPhoto } from "./site-photo.ts";

/**
 * Rows for tests of the photo manager's database functions: a photo recorded without its
 * variants (nothing here reads them), and a unit with only what the table requires.
 */
export async function recordTestPhoto(
  db: Database,
  siteId: string,
  opts: { unitId?: string | null; album?: "gallery" | "other"; position?: number; caption?: SiteText } = {},
): Promise<SitePhoto> {
  const [row] = await db
    .insert(sitePhotos)
    .values({
      siteId,
      unitId: opts.unitId ?? null,
      album: opts.album ?? "gallery",
      position: opts.position ?? 0,
      width: 1600,
      height: 1200,
      widths: [480, 960, 1600],
      caption: opts.caption ?? {},
    })
    .returning();
  if (!row) throw new Error("photo not recorded");
  return toPhoto(row);
}

export async function recordTestUnit(db: Database, siteId: string, slug: string): Promise<string> {
  const [row] = await db
    .insert(rentalUnits)
    .values({ siteId, slug, type: "apartment", name: { nl: slug }, maxGuests: 2, bedrooms: 1, beds: 1, bathrooms: 1 })
    .returning({ id: rentalUnits.id });
  if (!row) throw new Error("unit not recorded");
  return row.id;
}
