import { SITE_DEMOS } from "../../content/site-demos/index.ts";
import { SITE_LANGUAGES, type SiteLang } from "../../modules/i18n/site-languages.ts";
import { sitePath } from "../../modules/i18n/site-route-table.ts";
import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import type { ThemeName } from "../../modules/sites/themes.ts";

export { SITE_DEMOS };
export type DemoKey = keyof typeof SITE_DEMOS;

/**
 * Which demo site each theme's subdomain shows: a place that suits the theme's character,
 * so an owner choosing a theme sees it at its best.
 */
export const THEME_DEMOS: Record<ThemeName, DemoKey> = {
  "modern-minimal": "lake",
  "fresh-coastal": "coast",
  "warm-cozy": "forest",
  "nature-rustic": "mountains",
  "classic-elegant": "estate",
  "urban-hip": "city",
};

/**
 * The demo a theme's subdomain shows, in all four site languages whichever of them the
 * demo owner's own site offers (every demo text is written in all four), so a visitor
 * reads a demo in their own language.
 */
export function themeDemo(theme: ThemeName): DemoSiteFixture {
  const fixture = SITE_DEMOS[THEME_DEMOS[theme]];
  const main = fixture.doc.languages.main;
  const others = SITE_LANGUAGES.filter((lang) => lang !== main);
  return { ...fixture, doc: { ...fixture.doc, languages: { main, others } } };
}

/** Where a theme's demo starts in a language: its home page in that language. */
export function themeDemoHome(theme: ThemeName, lang: SiteLang): string {
  return sitePath({ page: "home" }, lang, themeDemo(theme).doc.languages.main);
}
