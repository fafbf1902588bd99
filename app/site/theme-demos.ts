import { SITE_DEMOS } from "../../content/site-demos/index.ts";
import type { ThemeName } from "../../modules/sites/themes.ts";

export { SITE_DEMOS };
export type DemoKey = keyof typeof SITE_DEMOS;

/**
 * Which demo site each theme's subdomain shows: a place that suits the theme's character,
 * so an owner choosing a theme sees it at its best.
 */
export const THEME_DEMOS: Record<ThemeName, DemoKey> = {
  "modern-minimal": "coast",
  "fresh-coastal": "coast",
  "warm-cozy": "forest",
  "nature-rustic": "mountains",
  "classic-elegant": "city",
  "urban-hip": "city",
};
