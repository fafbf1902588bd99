import type { ThemeName } from "../../modules/sites/themes.ts";

/** The texts inside a theme's miniature site (the theme pages, the wizard's theme step). */
export type ThemeMockupLabels = {
  nav: readonly [string, string, string];
  book: string;
  arrival: string;
  departure: string;
  guests: string;
  cards: readonly [string, string, string];
};

/** The copy of one theme; its name is in names.ts, shared with every page that names a theme. */
export type ThemeCopy = {
  tagline: string;
  /** Who and which kind of property the theme suits. */
  suits: string;
  description: string;
  /** Names of the four palette colours: background, surface, text, accent. */
  palette: readonly [string, string, string, string];
  highlights: readonly string[];
  sample: { name: string; domain: string; tagline: string };
};

export type ThemesContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  suitsLabel: string;
  paletteLabel: string;
  previewNote: string;
  themes: Record<ThemeName, ThemeCopy>;
  mockup: ThemeMockupLabels;
  included: { eyebrow: string; title: string; intro: string; items: readonly { title: string; body: string }[] };
  switching: { title: string; body: string };
  cta: { title: string; body: string };
};
