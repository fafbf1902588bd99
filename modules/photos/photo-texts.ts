import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import { asOneLine } from "../text/single-line.ts";

/**
 * What an owner writes about a photo, per site language: a caption guests read under it, and
 * the alternative text screen readers and search engines get instead of it. Framework-free
 * and without database code, so the dashboard's browser code uses the same limits.
 */
export const PHOTO_TEXT_LIMITS = { caption: 200, alt: 150 } as const;
export type PhotoTextKind = keyof typeof PHOTO_TEXT_LIMITS;
export const PHOTO_TEXT_KINDS = ["caption", "alt"] as const satisfies readonly PhotoTextKind[];

/** A form field's name: `caption.nl`, `alt.en`. */
export type PhotoTextField = `${PhotoTextKind}.${SiteLang}`;

export type PhotoTextProblem = { code: "tooLong"; max: number };

export type PhotoTextsInput =
  | { ok: true; caption: SiteText; alt: SiteText }
  | {
      ok: false;
      problems: Partial<Record<PhotoTextField, PhotoTextProblem>>;
      /** What the owner typed, to show again. */
      values: Partial<Record<PhotoTextField, string>>;
    };

/** One line of text: control characters (modules/text) and runs of white space become one space. */
function oneLine(value: string): string {
  return asOneLine(value).replace(/\s+/g, " ").trim();
}

/**
 * The caption and alt text of each of the site's languages from a posted form (fields
 * `caption.{lang}` and `alt.{lang}`; an empty or absent field is no text in that language).
 * Languages the site does not offer are not read.
 */
export function readPhotoTexts(get: (name: string) => unknown, languages: readonly SiteLang[]): PhotoTextsInput {
  const texts: Record<PhotoTextKind, SiteText> = { caption: {}, alt: {} };
  const problems: Partial<Record<PhotoTextField, PhotoTextProblem>> = {};
  const values: Partial<Record<PhotoTextField, string>> = {};
  for (const kind of PHOTO_TEXT_KINDS) {
    for (const lang of languages) {
      const field: PhotoTextField = `${kind}.${lang}`;
      const raw = get(field);
      const typed = typeof raw === "string" ? raw : "";
      values[field] = typed;
      const text = oneLine(typed);
      if ([...text].length > PHOTO_TEXT_LIMITS[kind])
        problems[field] = { code: "tooLong", max: PHOTO_TEXT_LIMITS[kind] };
      texts[kind][lang] = text;
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems, values };
  return { ok: true, ...texts };
}
