import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/constraint-violation.ts";
import { sitePosts } from "../../db/schema.ts";
import { type SiteLang, type SiteText, textIn } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { sitePhotosById } from "../photos/site-photo.ts";
import { isEmptyDoc, type RichDoc } from "../rich-text/rich-doc.ts";
import { slugify } from "../text/slugify.ts";
import { uniqueSlug } from "../units/unit-slug.ts";
import { amsterdamInputToDate } from "./amsterdam-time.ts";
import { findOwnerPost, type OwnerPost } from "./owner-posts.ts";
import type { PostInput } from "./post-input.ts";
import type { PostFieldErrors, PostIntent } from "./post-limits.ts";
import { postState } from "./post-state.ts";

export type SavePostResult =
  | { ok: true; post: OwnerPost }
  | { ok: false; reason: "invalid"; errors: PostFieldErrors }
  | { ok: false; reason: "not-found" };

export type SavePostInput = {
  siteId: string;
  /** null: a new post. */
  postId: string | null;
  /** The site's languages, the main one first: texts in others are kept as they were. */
  languages: readonly SiteLang[];
  post: PostInput;
  intent: PostIntent;
  /** The date-time field (Dutch time, YYYY-MM-DDTHH:mm): when to schedule, or reschedule. */
  publishAt: string;
  now?: Date;
};

type Publishing = { status: OwnerPost["status"]; publishAt: Date | null };

/** When a post shows after this save, or the problem with the date-time asked for. */
function publishing(
  existing: OwnerPost | null,
  intent: PostIntent,
  publishAtInput: string,
  now: Date,
): Publishing | PostFieldErrors {
  const asked = () => {
    const at = amsterdamInputToDate(publishAtInput);
    if (!at) return { publishAt: { key: "publishAt" } } satisfies PostFieldErrors;
    if (at.getTime() <= now.getTime()) return { publishAt: { key: "publishAtPast" } } satisfies PostFieldErrors;
    return at;
  };
  const state = existing ? postState(existing, now) : "draft";
  switch (intent) {
    case "publish":
      // A post guests can already read keeps the date it first showed.
      return { status: "published", publishAt: state === "live" ? (existing?.publishAt ?? now) : now };
    case "schedule": {
      const at = asked();
      return at instanceof Date ? { status: "scheduled", publishAt: at } : at;
    }
    case "unpublish":
      return { status: "draft", publishAt: null };
    case "save": {
      if (!existing) return { status: "draft", publishAt: null };
      // A post still waiting for its time takes the date-time shown beside it when changed.
      if (state === "scheduled" && publishAtInput.trim() !== "") {
        const at = amsterdamInputToDate(publishAtInput);
        const same = at !== null && Math.abs(at.getTime() - (existing.publishAt?.getTime() ?? 0)) < 60_000;
        if (!same) {
          const next = asked();
          return next instanceof Date ? { status: "scheduled", publishAt: next } : next;
        }
      }
      return { status: existing.status, publishAt: existing.publishAt };
    }
  }
}

async function takenSlugs(db: Database, siteId: string, exceptPost: string | null): Promise<Set<string>> {
  const rows = await db
    .select({ slug: sitePosts.slug })
    .from(sitePosts)
    .where(exceptPost ? and(eq(sitePosts.siteId, siteId), ne(sitePosts.id, exceptPost)) : eq(sitePosts.siteId, siteId));
  return new Set(rows.map((r) => r.slug));
}

/** Texts of the languages the form had, over those of languages the site no longer offers. */
function merged<T>(
  kept: Partial<Record<SiteLang, T>>,
  edited: Partial<Record<SiteLang, T>>,
  languages: readonly SiteLang[],
): Partial<Record<SiteLang, T>> {
  const out: Partial<Record<SiteLang, T>> = {};
  for (const [lang, value] of Object.entries(kept) as [SiteLang, T][]) if (!languages.includes(lang)) out[lang] = value;
  return { ...out, ...edited };
}

/**
 * Stores a post of the site (a new one, or changes to one of its own) with what the owner
 * asked to do with it: keep it as it is, publish it now, schedule it for a later moment, or
 * take it back to a draft. A post guests will see needs its text in the main language. The
 * slug is made from the title in the main language when left empty, and must be free on
 * the site; a cover photo must be one of the site's.
 */
export async function savePost(db: Database, input: SavePostInput): Promise<SavePostResult> {
  assertUuid(input.siteId, "siteId");
  if (input.postId !== null) assertUuid(input.postId, "postId");
  const now = input.now ?? new Date();
  const main = input.languages[0] ?? "nl";
  const existing = input.postId === null ? null : await findOwnerPost(db, input.siteId, input.postId);
  if (input.postId !== null && !existing) return { ok: false, reason: "not-found" };

  const errors: PostFieldErrors = {};
  const next = publishing(existing, input.intent, input.publishAt, now);
  if (!("status" in next)) Object.assign(errors, next);
  const title: SiteText = merged(existing?.title ?? {}, input.post.title, input.languages);
  const excerpt: SiteText = merged(existing?.excerpt ?? {}, input.post.excerpt, input.languages);
  const body: Partial<Record<SiteLang, RichDoc>> = merged(existing?.body ?? {}, input.post.body, input.languages);
  if ("status" in next && next.status !== "draft" && isEmptyDoc(body[main])) {
    errors[`body.${main}`] = { key: "bodyRequired" };
  }
  if (input.post.coverPhotoId !== null) {
    const found = await sitePhotosById(db, input.siteId, [input.post.coverPhotoId]);
    if (found.length === 0) errors.coverPhotoId = { key: "photo" };
  }
  const taken = await takenSlugs(db, input.siteId, input.postId);
  let slug = input.post.slug;
  if (slug === "") slug = uniqueSlug(slugify(textIn(title, main, main)) || "blog", taken);
  else if (taken.has(slug)) errors.slug = { key: "slugTaken" };
  if (Object.keys(errors).length > 0 || !("status" in next)) return { ok: false, reason: "invalid", errors };

  const values = { slug, title, excerpt, body, coverPhotoId: input.post.coverPhotoId, ...next };
  try {
    let id: string | undefined;
    if (existing) {
      await db
        .update(sitePosts)
        .set({ ...values, updatedAt: now })
        .where(and(eq(sitePosts.siteId, input.siteId), eq(sitePosts.id, existing.id)));
      id = existing.id;
    } else {
      const [row] = await db
        .insert(sitePosts)
        .values({ ...values, siteId: input.siteId })
        .returning({ id: sitePosts.id });
      id = row?.id;
    }
    const post = id ? await findOwnerPost(db, input.siteId, id) : null;
    return post ? { ok: true, post } : { ok: false, reason: "not-found" };
  } catch (error) {
    // Another post took the slug a moment ago.
    if (isUniqueViolation(error, "site_posts_site_slug_key")) {
      return { ok: false, reason: "invalid", errors: { slug: { key: "slugTaken" } } };
    }
    throw error;
  }
}
