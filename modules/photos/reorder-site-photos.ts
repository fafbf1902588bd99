import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sitePhotos } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";

export type ReorderResult =
  | { ok: true }
  /**
   * not-found: an id is not a photo of the site (another site's, or deleted meanwhile);
   * mixed: the photos are not all of one group (the whole site, one unit, or not in the gallery).
   */
  | { ok: false; reason: "not-found" | "mixed" };

/**
 * Puts photos of one group in the owner's order: they take, in the order given, the places
 * they held between them, so the site's other photos keep theirs. The album is numbered
 * afresh on the way (uploads at the same moment may share a position), and nothing is
 * changed unless every id is one of the site's photos, all in the same group.
 */
export async function reorderSitePhotos(
  db: Database,
  { siteId, photoIds }: { siteId: string; photoIds: readonly string[] },
): Promise<ReorderResult> {
  if (!isUuid(siteId) || photoIds.length === 0 || !photoIds.every(isUuid)) return { ok: false, reason: "not-found" };
  if (new Set(photoIds).size !== photoIds.length) return { ok: false, reason: "mixed" };
  return db.transaction(async (tx) => {
    const named = await tx
      .select({ id: sitePhotos.id, album: sitePhotos.album, unitId: sitePhotos.unitId })
      .from(sitePhotos)
      .where(and(eq(sitePhotos.siteId, siteId), inArray(sitePhotos.id, [...photoIds])));
    if (named.length !== photoIds.length) return { ok: false, reason: "not-found" } as const;
    const [first] = named;
    if (!first || named.some((p) => p.album !== first.album || p.unitId !== first.unitId)) {
      return { ok: false, reason: "mixed" } as const;
    }
    const album = await tx
      .select({ id: sitePhotos.id, position: sitePhotos.position })
      .from(sitePhotos)
      .where(and(eq(sitePhotos.siteId, siteId), eq(sitePhotos.album, first.album)))
      .orderBy(asc(sitePhotos.position), asc(sitePhotos.createdAt), asc(sitePhotos.id))
      .for("update");
    const moving = new Set(photoIds);
    const next = [...photoIds];
    const order = album.map((p) => (moving.has(p.id) ? (next.shift() as string) : p.id));
    for (const [position, id] of order.entries()) {
      if (album[position]?.id === id && album[position]?.position === position) continue;
      await tx
        .update(sitePhotos)
        .set({ position })
        .where(and(eq(sitePhotos.siteId, siteId), eq(sitePhotos.id, id)));
    }
    return { ok: true } as const;
  });
}
