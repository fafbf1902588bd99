import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sitePhotos } from "../../db/schema.ts";
import type { SiteText } from "../i18n/site-languages.ts";
import { isUuid } from "../ids/uuid.ts";
import { type SitePhoto, toPhoto } from "./site-photo.ts";

/** The stored texts with the given languages' replaced: an empty text removes that language's. */
function merged(stored: SiteText, given: SiteText): SiteText {
  const out: SiteText = { ...stored };
  for (const [lang, text] of Object.entries(given) as [keyof SiteText, string | undefined][]) {
    if (text) out[lang] = text;
    else delete out[lang];
  }
  return out;
}

/**
 * Changes the caption and alt text of one of the site's photos in the languages given,
 * keeping those of languages not given (a language the site no longer offers keeps its
 * texts for when it comes back). Null when the site has no such photo.
 */
export async function updateSitePhotoTexts(
  db: Database,
  input: { siteId: string; photoId: string; caption: SiteText; alt: SiteText },
): Promise<SitePhoto | null> {
  const { siteId, photoId } = input;
  if (!isUuid(siteId) || !isUuid(photoId)) return null;
  return db.transaction(async (tx) => {
    const own = and(eq(sitePhotos.siteId, siteId), eq(sitePhotos.id, photoId));
    const [stored] = await tx
      .select({ caption: sitePhotos.caption, alt: sitePhotos.alt })
      .from(sitePhotos)
      .where(own)
      .for("update");
    if (!stored) return null;
    const [row] = await tx
      .update(sitePhotos)
      .set({
        caption: merged(stored.caption as SiteText, input.caption),
        alt: merged(stored.alt as SiteText, input.alt),
      })
      .where(own)
      .returning();
    return row ? toPhoto(row) : null;
  });
}
