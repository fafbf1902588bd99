import type { Lang } from "../../modules/i18n/languages.ts";
import type { ThemeName } from "../../modules/sites/themes.ts";

/**
 * What each of the six themes is called, per language. The one place a theme gets its
 * name: the themes page, the home page, the service pages and the customer stories all
 * read it here, so a theme is called the same everywhere.
 */
export const THEME_DISPLAY_NAMES: Record<Lang, Record<ThemeName, string>> = {
  nl: {
    "modern-minimal": "Modern Minimaal",
    "warm-cozy": "Warm Cozy",
    "classic-elegant": "Classic Elegant",
    "fresh-coastal": "Fresh Coastal",
    "urban-hip": "Urban Hip",
    "nature-rustic": "Nature Rustic",
  },
  en: {
    "modern-minimal": "Modern Minimal",
    "warm-cozy": "Warm Cosy",
    "classic-elegant": "Classic Elegant",
    "fresh-coastal": "Fresh Coastal",
    "urban-hip": "Urban Hip",
    "nature-rustic": "Nature Rustic",
  },
  pl: {
    "modern-minimal": "Modern Minimal",
    "warm-cozy": "Warm Cozy",
    "classic-elegant": "Classic Elegant",
    "fresh-coastal": "Fresh Coastal",
    "urban-hip": "Urban Hip",
    "nature-rustic": "Nature Rustic",
  },
};
