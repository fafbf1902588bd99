import type { ThemeName } from "./themes.ts";

/**
 * What an owner may adjust per theme in the theme editor: an accent colour from the theme's
 * palette (each readable, WCAG AA, as text and behind button text on the theme's own
 * background: light themes have dark accents, the dark urban-hip theme bright ones), a font
 * pair, a hero layout and, where the theme sets its photos in a tone of its own (urban hip's
 * greyscale), that tone or plain colour. The first of each is the theme's default; a theme
 * without a choice has none ("").
 */
export type ThemeOptionChoices = {
  accents: Readonly<Record<string, string>>;
  fontPairs: readonly string[];
  heroLayouts: readonly string[];
  photoTones: readonly string[];
};

export const THEME_OPTIONS = {
  "modern-minimal": {
    accents: { graphite: "#1f2937", ocean: "#0b5cad", forest: "#1d6b47", terracotta: "#a8431f", plum: "#6b3f7a" },
    fontPairs: ["inter", "lora-inter"],
    heroLayouts: ["full", "split"],
    photoTones: [],
  },
  "warm-cozy": {
    accents: { terracotta: "#a3472a", honey: "#8a5a00", berry: "#8e2f4f", moss: "#4f6b2a", cocoa: "#6b4330" },
    fontPairs: ["fraunces-nunito", "lora-nunito"],
    heroLayouts: ["rounded", "collage"],
    photoTones: [],
  },
  "classic-elegant": {
    accents: { navy: "#1c2f5a", bordeaux: "#7a1f33", emerald: "#135e4b", gold: "#7a5c12", slate: "#3a4656" },
    fontPairs: ["playfair-lora", "playfair-source"],
    heroLayouts: ["centered", "framed"],
    photoTones: [],
  },
  "fresh-coastal": {
    accents: { sea: "#0a6a8a", lagoon: "#04756f", navy: "#1b3f73", coral: "#b3402d", dune: "#7d5a1e" },
    fontPairs: ["quicksand-nunito-sans", "nunito-sans"],
    heroLayouts: ["wave", "split"],
    photoTones: [],
  },
  "urban-hip": {
    accents: { acid: "#c6f432", tangerine: "#ff8a3d", electric: "#7aa7ff", pink: "#ff7ab6", mint: "#5ef0c0" },
    fontPairs: ["space", "space-inter"],
    heroLayouts: ["bold", "grid"],
    photoTones: ["greyscale", "colour"],
  },
  "nature-rustic": {
    accents: { fern: "#3f6b2f", bark: "#6b4a2b", rust: "#9a3f1c", lake: "#245a6b", heather: "#6a4a6e" },
    fontPairs: ["bitter-source", "lora-source"],
    heroLayouts: ["full", "polaroid"],
    photoTones: [],
  },
} as const satisfies Record<ThemeName, ThemeOptionChoices>;

export type ThemeOptions = { accent: string; fontPair: string; heroLayout: string; photoTone: string };

/** The owner's choices for a theme, each replaced by the default where it is not the theme's own. */
export function resolveThemeOptions(theme: ThemeName, chosen: Partial<ThemeOptions> | undefined): ThemeOptions {
  const choices: ThemeOptionChoices = THEME_OPTIONS[theme];
  const accentKeys = Object.keys(choices.accents);
  const pick = (value: string | undefined, allowed: readonly string[]) =>
    value && allowed.includes(value) ? value : (allowed[0] ?? "");
  return {
    accent: pick(chosen?.accent, accentKeys),
    fontPair: pick(chosen?.fontPair, choices.fontPairs),
    heroLayout: pick(chosen?.heroLayout, choices.heroLayouts),
    photoTone: pick(chosen?.photoTone, choices.photoTones),
  };
}

/** The hex colour of an accent of a theme. */
export function accentColour(theme: ThemeName, accent: string): string {
  const accents: Readonly<Record<string, string>> = THEME_OPTIONS[theme].accents;
  return accents[accent] ?? Object.values(accents)[0] ?? "#000000";
}
