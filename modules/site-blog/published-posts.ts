import { and, desc, eq, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sitePosts } from "../../db/schema.ts";
import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import type { RichDoc } from "../rich-text/rich-doc.ts";

export type SitePost = {
  id: string;
  slug: string;
  title: SiteText;
  excerpt: SiteText;
  body: Partial<Record<SiteLang, RichDoc>>;
  coverPhotoId: string | null;
  status: "draft" | "scheduled" | "published";
  publishAt: Date | null;
};

/** Published posts, and scheduled ones whose time has come. */
function isLive(now: Date) {
  return and(or(eq(sitePosts.status, "published"), eq(sitePosts.status, "scheduled")), lte(sitePosts.publishAt, now));
}

function toPost(row: typeof sitePosts.$inferSelect): SitePost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title as SiteText,
    excerpt: row.excerpt as SiteText,
    body: row.body as Partial<Record<SiteLang, RichDoc>>,
    coverPhotoId: row.coverPhotoId,
    status: row.status,
    publishAt: row.publishAt,
  };
}

/** What guests see on the blog, newest first. */
export async function livePosts(db: Database, siteId: string, now = new Date(), limit = 100): Promise<SitePost[]> {
  const rows = await db
    .select()
    .from(sitePosts)
    .where(and(eq(sitePosts.siteId, siteId), isLive(now)))
    .orderBy(desc(sitePosts.publishAt), desc(sql`${sitePosts.id}`))
    .limit(limit);
  return rows.map(toPost);
}

/** One post guests may read, by its slug, or null. */
export async function livePost(db: Database, siteId: string, slug: string, now = new Date()): Promise<SitePost | null> {
  const [row] = await db
    .select()
    .from(sitePosts)
    .where(and(eq(sitePosts.siteId, siteId), eq(sitePosts.slug, slug), isLive(now)))
    .limit(1);
  return row ? toPost(row) : null;
}
