import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";
import { hasControlCharacter } from "../text/single-line.ts";

export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  publishedAt: Date;
  translationKey: string;
};
export type BlogPost = BlogPostSummary & { body: string; lang: Lang };

const summary = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
  translationKey: blogPosts.translationKey,
};

export function listBlogPosts(db: Database, lang: Lang, limit = 50): Promise<BlogPostSummary[]> {
  return db
    .select(summary)
    .from(blogPosts)
    .where(eq(blogPosts.lang, lang))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}

export async function findBlogPost(db: Database, lang: Lang, slug: string): Promise<BlogPost | null> {
  // A slug holds no control character (a NUL in the address would reach Postgres): no such post.
  if (hasControlCharacter(slug)) return null;
  const rows = await db
    .select({ ...summary, body: blogPosts.body, lang: blogPosts.lang })
    .from(blogPosts)
    .where(and(eq(blogPosts.lang, lang), eq(blogPosts.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

/** Slug of the same article in every language it exists in, for the language switch. */
export async function blogTranslations(db: Database, translationKey: string): Promise<Partial<Record<Lang, string>>> {
  const rows = await db
    .select({ lang: blogPosts.lang, slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.translationKey, translationKey));
  return Object.fromEntries(rows.map((r) => [r.lang, r.slug]));
}

export function listAllBlogSlugs(
  db: Database,
): Promise<{ lang: Lang; slug: string; translationKey: string; updatedAt: Date }[]> {
  return db
    .select({
      lang: blogPosts.lang,
      slug: blogPosts.slug,
      translationKey: blogPosts.translationKey,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(blogPosts.translationKey, blogPosts.lang);
}
