import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sitePosts } from "../../db/schema.ts";
import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { RichDoc } from "../rich-text/rich-doc.ts";
import type { SitePost } from "./published-posts.ts";

/** A post as the owner manages it: drafts and scheduled ones too. */
export type OwnerPost = SitePost & { createdAt: Date; updatedAt: Date };

/** A post in the owner's list: no body. */
export type OwnerPostSummary = Pick<OwnerPost, "id" | "slug" | "title" | "status" | "publishAt" | "updatedAt">;

/**
 * The site's posts, latest first: scheduled ones by when they will show, published ones by
 * when they did, drafts by when they were last saved.
 */
export async function listOwnerPosts(db: Database, siteId: string, limit = 500): Promise<OwnerPostSummary[]> {
  assertUuid(siteId, "siteId");
  const rows = await db
    .select({
      id: sitePosts.id,
      slug: sitePosts.slug,
      title: sitePosts.title,
      status: sitePosts.status,
      publishAt: sitePosts.publishAt,
      updatedAt: sitePosts.updatedAt,
    })
    .from(sitePosts)
    .where(eq(sitePosts.siteId, siteId))
    .orderBy(desc(sql`coalesce(${sitePosts.publishAt}, ${sitePosts.updatedAt})`), desc(sitePosts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, title: row.title as SiteText }));
}

/** One post of the site, or null (also when it belongs to another site). */
export async function findOwnerPost(db: Database, siteId: string, postId: string): Promise<OwnerPost | null> {
  assertUuid(siteId, "siteId");
  assertUuid(postId, "postId");
  const [row] = await db
    .select()
    .from(sitePosts)
    .where(and(eq(sitePosts.siteId, siteId), eq(sitePosts.id, postId)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title as SiteText,
    excerpt: row.excerpt as SiteText,
    body: row.body as Partial<Record<SiteLang, RichDoc>>,
    coverPhotoId: row.coverPhotoId,
    status: row.status,
    publishAt: row.publishAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Deletes a post of the site; false when the site has no such post. */
export async function deletePost(db: Database, input: { siteId: string; postId: string }): Promise<boolean> {
  assertUuid(input.siteId, "siteId");
  assertUuid(input.postId, "postId");
  const deleted = await db
    .delete(sitePosts)
    .where(and(eq(sitePosts.siteId, input.siteId), eq(sitePosts.id, input.postId)))
    .returning({ id: sitePosts.id });
  return deleted.length > 0;
}
