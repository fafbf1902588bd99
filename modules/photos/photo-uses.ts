import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteContent, sitePosts } from "../../db/schema.ts";

/** Where the site shows a photo besides the gallery: what deleting it takes away. */
export type PhotoUse = {
  /** The large photo at the top of the home page (draft or published content). */
  hero: boolean;
  /** The hosts' portrait on the about page (draft or published content). */
  host: boolean;
  /** Units with it as their cover. */
  unitCovers: string[];
  /** Blog posts with it as their cover. */
  postCovers: number;
};

/** The photo ids a content document (as stored) names: the hero and the hosts' portrait. */
export function contentPhotoIds(doc: unknown): { hero: unknown; host: unknown } {
  const record = (value: unknown) =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return { hero: record(doc).heroPhotoId, host: record(record(doc).about).hostPhotoId };
}

/** Each of the site's photos that is used somewhere, by id. */
export async function sitePhotoUses(db: Database, siteId: string): Promise<Map<string, PhotoUse>> {
  const [content, units, posts] = await Promise.all([
    db
      .select({ draft: siteContent.draft, published: siteContent.published })
      .from(siteContent)
      .where(eq(siteContent.siteId, siteId)),
    db
      .select({ id: rentalUnits.id, cover: rentalUnits.coverPhotoId })
      .from(rentalUnits)
      .where(and(eq(rentalUnits.siteId, siteId), isNotNull(rentalUnits.coverPhotoId))),
    db
      .select({ cover: sitePosts.coverPhotoId })
      .from(sitePosts)
      .where(and(eq(sitePosts.siteId, siteId), isNotNull(sitePosts.coverPhotoId))),
  ]);
  const uses = new Map<string, PhotoUse>();
  const use = (id: unknown): PhotoUse | null => {
    if (typeof id !== "string") return null;
    let found = uses.get(id);
    if (!found) {
      found = { hero: false, host: false, unitCovers: [], postCovers: 0 };
      uses.set(id, found);
    }
    return found;
  };
  for (const row of content) {
    for (const doc of [row.draft, row.published]) {
      const named = contentPhotoIds(doc);
      const hero = use(named.hero);
      if (hero) hero.hero = true;
      const host = use(named.host);
      if (host) host.host = true;
    }
  }
  for (const unit of units) use(unit.cover)?.unitCovers.push(unit.id);
  for (const post of posts) {
    const found = use(post.cover);
    if (found) found.postCovers += 1;
  }
  return uses;
}
