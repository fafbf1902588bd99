import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteContent } from "../../db/schema.ts";
import { siteContentDefaults } from "./site-content-defaults.ts";
import { parseSiteContent, type SiteContentDoc, siteContentDocSchema } from "./site-content-doc.ts";

export type SiteContentState = {
  draft: SiteContentDoc;
  published: SiteContentDoc;
  /** Sent back with a save, so an older tab cannot overwrite a newer draft unseen. */
  draftVersion: string;
  hasUnpublishedChanges: boolean;
  publishedAt: Date | null;
};

/** The published document: what guests see. */
export async function loadPublishedContent(db: Database, siteId: string): Promise<SiteContentDoc> {
  const [row] = await db
    .select({ published: siteContent.published })
    .from(siteContent)
    .where(eq(siteContent.siteId, siteId))
    .limit(1);
  return (row && parseSiteContent(row.published)) ?? siteContentDefaults(db, siteId);
}

/** Draft and published documents, for the editors. */
export async function loadSiteContent(db: Database, siteId: string): Promise<SiteContentState> {
  const [row] = await db
    .select({
      draft: siteContent.draft,
      published: siteContent.published,
      draftVersion: siteContent.draftVersion,
      publishedAt: siteContent.publishedAt,
      changed: sql<boolean>`${siteContent.draft} is distinct from ${siteContent.published}`,
    })
    .from(siteContent)
    .where(eq(siteContent.siteId, siteId))
    .limit(1);
  if (!row) {
    const doc = await siteContentDefaults(db, siteId);
    return { draft: doc, published: doc, draftVersion: "", hasUnpublishedChanges: false, publishedAt: null };
  }
  return {
    draft: parseSiteContent(row.draft) ?? (await siteContentDefaults(db, siteId)),
    published: parseSiteContent(row.published) ?? (await siteContentDefaults(db, siteId)),
    draftVersion: row.draftVersion,
    hasUnpublishedChanges: row.changed,
    publishedAt: row.publishedAt,
  };
}

export type SaveDraftResult =
  | { ok: true; draftVersion: string }
  /** Someone saved in another tab or device since `baseVersion` was read. */
  | { ok: false; reason: "conflict" };

/**
 * Stores the owner's draft (already validated by the caller's form schema; parsed again here
 * so nothing outside the schema is stored). Guests keep seeing the published document.
 */
export async function saveSiteDraft(
  db: Database,
  input: { siteId: string; draft: SiteContentDoc; baseVersion: string },
): Promise<SaveDraftResult> {
  const draft = siteContentDocSchema.parse(input.draft);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ draftVersion: siteContent.draftVersion })
      .from(siteContent)
      .where(eq(siteContent.siteId, input.siteId))
      .for("update")
      .limit(1);
    const version = crypto.randomUUID();
    if (!row) {
      // The first save: what guests saw so far were the defaults, and they stay published.
      if (input.baseVersion !== "") return { ok: false, reason: "conflict" } as const;
      const published = await siteContentDefaults(tx, input.siteId);
      const inserted = await tx
        .insert(siteContent)
        .values({ siteId: input.siteId, draft, published, draftVersion: version })
        .onConflictDoNothing()
        .returning({ siteId: siteContent.siteId });
      return inserted.length > 0
        ? ({ ok: true, draftVersion: version } as const)
        : ({ ok: false, reason: "conflict" } as const);
    }
    if (row.draftVersion !== input.baseVersion) return { ok: false, reason: "conflict" } as const;
    await tx
      .update(siteContent)
      .set({ draft, draftVersion: version, draftUpdatedAt: new Date() })
      .where(eq(siteContent.siteId, input.siteId));
    return { ok: true, draftVersion: version } as const;
  });
}

/** Makes the draft what guests see. The caller clears the site's cached pages afterwards. */
export async function publishSiteContent(db: Database, siteId: string): Promise<{ publishedAt: Date }> {
  const publishedAt = new Date();
  const updated = await db
    .update(siteContent)
    .set({ published: sql`${siteContent.draft}`, publishedAt })
    .where(eq(siteContent.siteId, siteId))
    .returning({ siteId: siteContent.siteId });
  if (updated.length === 0) {
    // Nothing was ever saved: the defaults are published as they are.
    const defaults = await siteContentDefaults(db, siteId);
    await db
      .insert(siteContent)
      .values({ siteId, draft: defaults, published: defaults, publishedAt })
      .onConflictDoNothing();
  }
  return { publishedAt };
}
