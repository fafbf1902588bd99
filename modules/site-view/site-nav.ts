import type { SiteLang } from "../i18n/site-languages.ts";
import { SITE_PAGE_IDS, type SitePageId, sitePath } from "../i18n/site-route-table.ts";
import type { NavLink } from "./site-view.ts";

/**
 * The pages a site's navigation shows: the home, about and contact pages always, the others
 * once they have something to show (a new site's menu has no empty pages in it; the pages
 * themselves still answer, with a friendly word).
 */
export function siteNav(
  has: { places: boolean; photos: boolean; posts: boolean },
  lang: SiteLang,
  mainLang: SiteLang,
): NavLink[] {
  const shown: Record<SitePageId, boolean> = {
    home: true,
    about: true,
    facilities: true,
    surroundings: has.places,
    gallery: has.photos,
    blog: has.posts,
    contact: true,
  };
  return SITE_PAGE_IDS.filter((page) => shown[page]).map((page) => ({
    page,
    path: sitePath({ page }, lang, mainLang),
  }));
}
