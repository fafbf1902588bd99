export const LANGUAGES = ["nl", "en", "pl"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "nl";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Path prefix of a language: Dutch has none, the others their code. */
export function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? "" : `/${lang}`;
}

/** The language a path belongs to: its first segment when that is en or pl, else Dutch. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1]?.toLowerCase();
  return first === "en" || first === "pl" ? first : DEFAULT_LANG;
}

export const LOCALES: Record<Lang, string> = { nl: "nl-NL", en: "en-GB", pl: "pl-PL" };
