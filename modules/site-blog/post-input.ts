import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import { isUuid } from "../ids/uuid.ts";
import type { RichDoc } from "../rich-text/rich-doc.ts";
import { hasStrayControlCharacter } from "../text/multi-line.ts";
import { hasControlCharacter } from "../text/single-line.ts";
import { POST_LIMITS, POST_SLUG_PATTERN, type PostFieldErrors } from "./post-limits.ts";

/** A post's texts and settings as the owner saves them, checked. */
export type PostInput = {
  title: SiteText;
  excerpt: SiteText;
  body: Partial<Record<SiteLang, RichDoc>>;
  /** "" asks for one made from the title in the main language. */
  slug: string;
  coverPhotoId: string | null;
};

export type ParsedPost = { success: true; data: PostInput } | { success: false; errors: PostFieldErrors };

/**
 * The post form's fields for the site's languages (`title.{lang}`, `excerpt.{lang}`, `slug`,
 * `coverPhotoId`; bodies already read from their editors): a title in the main language is
 * required, translations are optional, the slug is lower-case words joined by hyphens. A
 * title is one line; an excerpt may hold line breaks; neither any other control character.
 * Whether the slug is free and the photo the site's own is checked when saving.
 */
export function parsePostInput(input: {
  values: Record<string, string>;
  bodies: Partial<Record<SiteLang, RichDoc>>;
  languages: readonly SiteLang[];
}): ParsedPost {
  const { values, languages } = input;
  const errors: PostFieldErrors = {};
  const title: SiteText = {};
  const excerpt: SiteText = {};
  const body: Partial<Record<SiteLang, RichDoc>> = {};
  for (const [i, lang] of languages.entries()) {
    const t = (values[`title.${lang}`] ?? "").trim();
    if (t.length > POST_LIMITS.title) errors[`title.${lang}`] = { key: "tooLong", params: { max: POST_LIMITS.title } };
    else if (hasControlCharacter(t)) errors[`title.${lang}`] = { key: "controls" };
    else if (t) title[lang] = t;
    else if (i === 0) errors[`title.${lang}`] = { key: "required" };
    const e = (values[`excerpt.${lang}`] ?? "").trim();
    if (e.length > POST_LIMITS.excerpt) {
      errors[`excerpt.${lang}`] = { key: "tooLong", params: { max: POST_LIMITS.excerpt } };
    } else if (hasStrayControlCharacter(e)) errors[`excerpt.${lang}`] = { key: "controls" };
    else if (e) excerpt[lang] = e;
    const doc = input.bodies[lang];
    if (doc) body[lang] = doc;
  }
  const slug = (values.slug ?? "").trim().toLowerCase();
  if (slug.length > POST_LIMITS.slug) errors.slug = { key: "tooLong", params: { max: POST_LIMITS.slug } };
  else if (slug && !POST_SLUG_PATTERN.test(slug)) errors.slug = { key: "slug" };
  const photo = values.coverPhotoId ?? "";
  if (photo && !isUuid(photo)) errors.coverPhotoId = { key: "photo" };
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, data: { title, excerpt, body, slug, coverPhotoId: photo || null } };
}
