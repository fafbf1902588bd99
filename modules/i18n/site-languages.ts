/**
 * The languages an owner's site can speak: the marketing languages plus German, since German
 * guests are the largest group for Dutch holiday homes. The owner picks a main language
 * (served without prefix) and which others the site offers (each under /{lang}/).
 */
export const SITE_LANGUAGES = ["nl", "en", "de", "pl"] as const;
export type SiteLang = (typeof SITE_LANGUAGES)[number];

export function isSiteLang(value: unknown): value is SiteLang {
  return typeof value === "string" && (SITE_LANGUAGES as readonly string[]).includes(value);
}

export const SITE_LOCALES: Record<SiteLang, string> = { nl: "nl-NL", en: "en-GB", de: "de-DE", pl: "pl-PL" };

/** Each language's name in itself, for the language switch. */
export const SITE_LANGUAGE_NAMES: Record<SiteLang, string> = {
  nl: "Nederlands",
  en: "English",
  de: "Deutsch",
  pl: "Polski",
};

/** Text per site language; the main language's is shown where a translation is missing. */
export type SiteText = Partial<Record<SiteLang, string>>;

/** The text in `lang`, else in the main language, else in any language that has it. */
export function textIn(text: SiteText | undefined, lang: SiteLang, mainLang: SiteLang): string {
  if (!text) return "";
  const own = text[lang]?.trim();
  if (own) return own;
  const main = text[mainLang]?.trim();
  if (main) return main;
  for (const other of SITE_LANGUAGES) {
    const value = text[other]?.trim();
    if (value) return value;
  }
  return "";
}
