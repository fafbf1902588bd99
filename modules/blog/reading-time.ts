import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";

export const WORDS_PER_MINUTE = 200;

/** Words a reader reads in a post body; the `## ` and `- ` markers are formatting, not words. */
export function countWords(body: string): number {
  return body
    .split("\n")
    .map((line) => line.trim().replace(/^(##|-)\s+/, ""))
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in whole minutes: words / 200, rounded up, and never less than one minute. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE));
}

/** Reading time of every post in a language, by slug, for the blog index. */
export async function readingMinutesBySlug(db: Database, lang: Lang): Promise<Record<string, number>> {
  const rows = await db
    .select({ slug: blogPosts.slug, body: blogPosts.body })
    .from(blogPosts)
    .where(eq(blogPosts.lang, lang));
  return Object.fromEntries(rows.map((r) => [r.slug, readingMinutes(r.body)]));
}
