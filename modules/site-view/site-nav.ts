import type { SiteLang } from "../i18n/site-languages.ts";
import { SITE_PAGE_IDS, type SitePageId, type SiteRoute, sitePath } from "../i18n/site-route-table.ts";
import type { NavLink } from "./site-view.ts";

/**
 * The pages a site's navigation shows: the home, about, contact and booking pages always,
 * the others once they have something to show (a new site's menu has no empty pages in it; the pages
 * themselves still answer, with a friendly word).
 */
export function siteNav(has: { places: boolean; photos: boolean; posts: boolean }, at: PathLookup): NavLink[] {
  const shown: Record<SitePageId, boolean> = {
    home: true,
    about: true,
    facilities: true,
    surroundings: has.places,
    gallery: has.photos,
    blog: has.posts,
    contact: true,
    book: true,
  };
  return SITE_PAGE_IDS.filter((page) => shown[page]).map((page) => ({ page, path: pathIn(at, { page }) }));
}

/**
 * Where a view's links lead: the page's language, the site's main language and, for the
 * theme editor's preview, the path the preview lives under ("" on the site itself).
 */
export type PathLookup = { lang: SiteLang; main: SiteLang; base?: string };

/** A page's path for a view: the route table's, under the view's base. */
export function pathIn(at: PathLookup, route: SiteRoute, lang = at.lang): string {
  const path = sitePath(route, lang, at.main);
  if (!at.base) return path;
  return path === "/" ? at.base : `${at.base}${path}`;
}

/** Every fixed page's path for a view. */
export function pagePaths(at: PathLookup): Record<SitePageId, string> {
  return Object.fromEntries(SITE_PAGE_IDS.map((page) => [page, pathIn(at, { page })])) as Record<SitePageId, string>;
}
