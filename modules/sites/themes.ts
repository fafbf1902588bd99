export const THEME_NAMES = [
  "modern-minimal",
  "warm-cozy",
  "classic-elegant",
  "fresh-coastal",
  "urban-hip",
  "nature-rustic",
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (THEME_NAMES as readonly string[]).includes(value);
}

/**
 * The preview paths of spec §2 use the Dutch spelling for the first theme
 * (/theme-preview/modern-minimaal); every other preview name is the theme name itself.
 */
export const PREVIEW_NAMES: Record<string, ThemeName> = {
  "modern-minimaal": "modern-minimal",
  "warm-cozy": "warm-cozy",
  "classic-elegant": "classic-elegant",
  "fresh-coastal": "fresh-coastal",
  "urban-hip": "urban-hip",
  "nature-rustic": "nature-rustic",
};

export function previewName(theme: ThemeName): string {
  return theme === "modern-minimal" ? "modern-minimaal" : theme;
}
