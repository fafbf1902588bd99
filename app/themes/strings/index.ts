import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { nl, type ThemeStrings } from "./nl.ts";
import { pl } from "./pl.ts";

export type { ThemeStrings };

const STRINGS: Record<SiteLang, ThemeStrings> = { nl, en, de, pl };

/** The themes' own words in a site language. */
export function themeStrings(lang: SiteLang): ThemeStrings {
  return STRINGS[lang];
}
