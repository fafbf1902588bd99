import { SITE_LANGUAGES, type SiteLang } from "../i18n/site-languages.ts";
import { isCountryCode } from "../onboarding/country-codes.ts";
import { isEmptyDoc, type RichDoc, richDocSchema } from "../rich-text/rich-doc.ts";
import { THEME_OPTIONS, type ThemeOptionChoices, type ThemeOptions } from "../sites/theme-options.ts";
import type { ThemeName } from "../sites/themes.ts";
import { hasStrayControlCharacter } from "../text/multi-line.ts";
import { hasControlCharacter } from "../text/single-line.ts";
import { SITE_CONTENT_LIMITS } from "./content-choices.ts";
import { CONTENT_SECTIONS, type ContentField, type ContentSection, isLocalized } from "./content-sections.ts";
import { type SiteContentDoc, siteContentDocSchema } from "./site-content-doc.ts";

/** Why a field's value was refused; the dashboard says it in the owner's language. */
export type FieldProblem =
  | { code: "tooLong"; max: number }
  | { code: "oneLine" }
  | { code: "controls" }
  | { code: "email" }
  | { code: "phone" }
  | { code: "url" }
  | { code: "country" }
  | { code: "photo" }
  | { code: "rich" }
  | { code: "language" }
  | { code: "places" }
  | { code: "choice" };

export type SectionEdit =
  | { ok: true; doc: SiteContentDoc }
  | { ok: false; problems: Record<string, FieldProblem>; values: Record<string, string> };

type Form = { get(name: string): unknown; getAll(name: string): unknown[] };

function getAt(doc: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

/** A copy of `doc` with `value` at `path` (objects along the way created). */
function setAt<T>(doc: T, path: string, value: unknown): T {
  const keys = path.split(".");
  const root = structuredClone(doc) as Record<string, unknown>;
  let node = root;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node[key] = next && typeof next === "object" ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return root as T;
}

const PHONE = /^\+?[0-9 ()./-]{6,40}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkValue(field: ContentField, raw: string, photoIds: ReadonlySet<string>): FieldProblem | null {
  const value = raw.trim();
  // A multi-line text keeps its tabs and line breaks; a one-line text (a title, a name, an
  // address, an email address, a link) holds no control character. A rich text is JSON,
  // whose documents richDocSchema checks.
  if (field.kind === "text" && field.multiline) {
    if (hasStrayControlCharacter(value)) return { code: "controls" };
  } else if (field.kind !== "rich" && hasControlCharacter(value)) {
    return { code: "oneLine" };
  }
  switch (field.kind) {
    case "text":
    case "plain":
      if ([...value].length > field.max) return { code: "tooLong", max: field.max };
      return null;
    case "email":
      return value && (value.length > 254 || !EMAIL.test(value)) ? { code: "email" } : null;
    case "phone":
      return value && !PHONE.test(value) ? { code: "phone" } : null;
    case "url":
      return value && (value.length > SITE_CONTENT_LIMITS.url || !/^https?:\/\/[^\s]+\.[^\s]+$/i.test(value))
        ? { code: "url" }
        : null;
    case "country":
      return value && !isCountryCode(value) ? { code: "country" } : null;
    case "photo":
      return value && !photoIds.has(value) ? { code: "photo" } : null;
    case "rich":
      return null;
  }
}

function parseRich(raw: string): RichDoc | null {
  try {
    const parsed = richDocSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Applies the posted form of one section to the draft, in `lang` for the fields that have a
 * value per language (an empty translation falls back to the main language again). Every
 * value is checked; on any problem nothing changes and the typed values come back.
 * `photoIds`: the site's own photos (a photo field may name only those).
 */
export function applySectionEdit(
  doc: SiteContentDoc,
  input: { section: ContentSection; lang: SiteLang; form: Form; photoIds: ReadonlySet<string> },
): SectionEdit {
  const { section, lang, form } = input;
  const translating = lang !== doc.languages.main;
  const problems: Record<string, FieldProblem> = {};
  const values: Record<string, string> = {};
  let next = doc;
  const fields: readonly ContentField[] = CONTENT_SECTIONS[section];
  for (const field of fields) {
    // A translation edits only what has a value per language.
    if (translating && !isLocalized(field)) continue;
    const raw = form.get(field.path);
    if (typeof raw !== "string") continue;
    values[field.path] = raw;
    if (field.kind === "rich") {
      const parsed = raw.trim() ? parseRich(raw) : { type: "doc" as const, content: [] };
      if (!parsed) {
        problems[field.path] = { code: "rich" };
        continue;
      }
      const current = (getAt(next, field.path) as Record<string, RichDoc> | undefined) ?? {};
      const { [lang]: _old, ...others } = current;
      next = setAt(next, field.path, isEmptyDoc(parsed) ? others : { ...others, [lang]: parsed });
      continue;
    }
    const problem = checkValue(field, raw, input.photoIds);
    if (problem) {
      problems[field.path] = problem;
      continue;
    }
    const value = raw.trim();
    if (field.kind === "text") {
      const current = (getAt(next, field.path) as Record<string, string> | undefined) ?? {};
      const { [lang]: _old, ...others } = current;
      next = setAt(next, field.path, value ? { ...others, [lang]: value } : others);
    } else if (field.kind === "photo") {
      next = setAt(next, field.path, value || null);
    } else {
      next = setAt(next, field.path, field.kind === "country" ? value.toUpperCase() : value);
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems, values };
  return { ok: true, doc: siteContentDocSchema.parse(next) };
}

/**
 * The site's languages from the languages form: the main language (its texts are the
 * fallback of every translation) and the others it offers.
 */
export function applyLanguagesEdit(doc: SiteContentDoc, form: Form): SectionEdit {
  const main = form.get("main");
  const others = form.getAll("others").filter((v): v is string => typeof v === "string");
  const isLang = (v: unknown): v is SiteLang =>
    typeof v === "string" && (SITE_LANGUAGES as readonly string[]).includes(v);
  if (!isLang(main) || !others.every(isLang)) {
    return { ok: false, problems: { main: { code: "language" } }, values: {} };
  }
  const offered = SITE_LANGUAGES.filter((l) => l !== main && others.includes(l));
  return { ok: true, doc: siteContentDocSchema.parse({ ...doc, languages: { main, others: offered } }) };
}

/**
 * The places nearby from the surroundings form: parallel lists `place.id`, `place.name`,
 * `place.category`, `place.distanceKm`, `place.description`, in the order shown. A row
 * without a name is dropped. In a translation only the names and descriptions of existing
 * places change, in that language.
 */
export function applyPlacesEdit(doc: SiteContentDoc, lang: SiteLang, form: Form): SectionEdit {
  const list = (name: string) => form.getAll(`place.${name}`).map((v) => (typeof v === "string" ? v : ""));
  const ids = list("id");
  const names = list("name");
  const descriptions = list("description");
  const categories = list("category");
  const distances = list("distanceKm");
  const translating = lang !== doc.languages.main;
  const problems: Record<string, FieldProblem> = {};
  const existing = new Map(doc.surroundings.places.map((p) => [p.id, p]));
  const places: SiteContentDoc["surroundings"]["places"] = [];
  ids.forEach((rawId, i) => {
    const name = (names[i] ?? "").trim();
    const description = (descriptions[i] ?? "").trim();
    if ([...name].length > SITE_CONTENT_LIMITS.placeName)
      problems[`place.name.${i}`] = { code: "tooLong", max: SITE_CONTENT_LIMITS.placeName };
    else if (hasControlCharacter(name)) problems[`place.name.${i}`] = { code: "oneLine" };
    if ([...description].length > SITE_CONTENT_LIMITS.placeDescription)
      problems[`place.description.${i}`] = { code: "tooLong", max: SITE_CONTENT_LIMITS.placeDescription };
    else if (hasStrayControlCharacter(description)) problems[`place.description.${i}`] = { code: "controls" };
    const known = existing.get(rawId);
    const withText = (text: Record<string, string>, value: string) => {
      const { [lang]: _old, ...others } = text;
      return value ? { ...others, [lang]: value } : others;
    };
    if (translating) {
      if (known)
        places.push({
          ...known,
          name: withText(known.name as Record<string, string>, name),
          description: withText(known.description as Record<string, string>, description),
        });
      return;
    }
    if (!name) return;
    const distance = Number((distances[i] ?? "0").replace(",", "."));
    places.push({
      id: known ? known.id : crypto.randomUUID(),
      name: withText((known?.name ?? {}) as Record<string, string>, name),
      description: withText((known?.description ?? {}) as Record<string, string>, description),
      category: (categories[i] ?? "nature") as SiteContentDoc["surroundings"]["places"][number]["category"],
      distanceKm: Number.isFinite(distance) ? Math.min(1000, Math.max(0, Math.round(distance * 10) / 10)) : 0,
    });
  });
  if (places.length > SITE_CONTENT_LIMITS.places) problems.places = { code: "places" };
  if (Object.keys(problems).length > 0) return { ok: false, problems, values: {} };
  // In a translation, places the form did not show keep their place.
  const kept = translating ? doc.surroundings.places.map((p) => places.find((q) => q.id === p.id) ?? p) : places;
  const parsed = siteContentDocSchema.safeParse({ ...doc, surroundings: { ...doc.surroundings, places: kept } });
  if (!parsed.success) return { ok: false, problems: { places: { code: "places" } }, values: {} };
  return { ok: true, doc: parsed.data };
}

/**
 * The owner's choices for one theme (accent colour, font pair, hero layout, photo tone) from the theme
 * editor's form; a value the theme does not offer is refused.
 */
export function applyThemeOptions(doc: SiteContentDoc, theme: ThemeName, form: Form): SectionEdit {
  const choices: ThemeOptionChoices = THEME_OPTIONS[theme];
  const allowed: Record<keyof ThemeOptions, readonly string[]> = {
    accent: Object.keys(choices.accents),
    fontPair: choices.fontPairs,
    heroLayout: choices.heroLayouts,
    photoTone: choices.photoTones,
  };
  const chosen: Partial<ThemeOptions> = { ...doc.themes[theme] };
  for (const option of Object.keys(allowed) as (keyof ThemeOptions)[]) {
    const value = form.get(`theme.${option}`);
    if (typeof value !== "string") continue;
    if (!allowed[option].includes(value))
      return { ok: false, problems: { [`theme.${option}`]: { code: "choice" } }, values: {} };
    chosen[option] = value;
  }
  return { ok: true, doc: siteContentDocSchema.parse({ ...doc, themes: { ...doc.themes, [theme]: chosen } }) };
}

export { getAt as contentValueAt };
