import type { PhotoView, SiteView } from "../../../../modules/site-view/site-view.ts";

/**
 * The photos a hero shows, so the home page's photo selection can leave them out. On the
 * theme's layout of several photos: the hero photo and up to two others of the gallery, each
 * picture once, where there are at least `fewest` of them; else the hero photo alone.
 */
export function heroPhotos(site: SiteView, severalLayout: string, fewest: number): PhotoView[] {
  const hero = site.hero;
  if (!hero) return [];
  if (site.options.heroLayout !== severalLayout) return [hero];
  const seen = new Set([hero.src]);
  const others = site.gallery.filter((p) => {
    if (p.id === hero.id || seen.has(p.src)) return false;
    seen.add(p.src);
    return true;
  });
  const photos = [hero, ...others].slice(0, 3);
  return photos.length >= fewest ? photos : [hero];
}
