import type { Database } from "../../db/client.ts";
import { type SiteLang, textIn } from "../i18n/site-languages.ts";
import { SITE_PAGE_IDS } from "../i18n/site-route-table.ts";
import { photoSources } from "../photos/photo-urls.ts";
import { listSitePhotos, type SitePhoto } from "../photos/site-photo.ts";
import { sitePriceFrom } from "../pricing/site-price-from.ts";
import { visibleReviews } from "../reviews/visible-reviews.ts";
import type { RichDoc } from "../rich-text/rich-doc.ts";
import { isEmptyDoc } from "../rich-text/rich-doc.ts";
import { livePosts, type SitePost } from "../site-blog/published-posts.ts";
import { SOCIAL_NETWORKS } from "../site-content/content-choices.ts";
import { type SiteContentDoc, siteLanguages } from "../site-content/site-content-doc.ts";
import type { ActiveSite } from "../sites/find-active-site.ts";
import { accentColour, resolveThemeOptions } from "../sites/theme-options.ts";
import type { ThemeName } from "../sites/themes.ts";
import type { Storage } from "../storage/storage.ts";
import { groupFacilities } from "../units/facilities.ts";
import { listUnits, type RentalUnit } from "../units/units.ts";
import { type PathLookup, pagePaths, pathIn, siteNav } from "./site-nav.ts";
import type { PhotoView, PostSummary, SiteView, UnitView } from "./site-view.ts";

type Lookup = PathLookup;

function richIn(docs: Partial<Record<SiteLang, RichDoc>>, { lang, main }: Lookup): RichDoc | null {
  for (const candidate of [docs[lang], docs[main]]) if (candidate && !isEmptyDoc(candidate)) return candidate;
  return null;
}

function photoView(storage: Pick<Storage, "publicUrl">, photo: SitePhoto, at: Lookup, fallbackAlt: string): PhotoView {
  const caption = textIn(photo.caption, at.lang, at.main);
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    ...photoSources(storage, photo),
    alt: textIn(photo.alt, at.lang, at.main) || caption || fallbackAlt,
    caption,
    placeholder: photo.placeholder,
  };
}

export function unitView(
  unit: RentalUnit,
  photos: { cover: PhotoView | null; photos: PhotoView[] },
  at: Lookup,
): UnitView {
  return {
    id: unit.id,
    slug: unit.slug,
    path: pathIn(at, { page: "unit", slug: unit.slug }),
    name: textIn(unit.name, at.lang, at.main),
    type: unit.type,
    shortDescription: textIn(unit.shortDescription, at.lang, at.main),
    longDescription: richIn(unit.longDescription, at),
    houseRules: textIn(unit.houseRules, at.lang, at.main),
    maxGuests: unit.maxGuests,
    bedrooms: unit.bedrooms,
    beds: unit.beds,
    bathrooms: unit.bathrooms,
    sizeM2: unit.sizeM2,
    facilities: groupFacilities(unit.facilities),
    checkInFrom: unit.checkInFrom,
    checkInUntil: unit.checkInUntil,
    checkOutUntil: unit.checkOutUntil,
    ...photos,
  };
}

export function postSummary(post: SitePost, cover: PhotoView | null, at: Lookup): PostSummary {
  return {
    slug: post.slug,
    path: pathIn(at, { page: "blogPost", slug: post.slug }),
    title: textIn(post.title, at.lang, at.main),
    excerpt: textIn(post.excerpt, at.lang, at.main),
    cover,
    publishedAt: (post.publishAt ?? new Date(0)).toISOString(),
  };
}

/** The parts of a view that come from the content document alone (shared with the theme demos). */
export function documentParts(doc: SiteContentDoc, at: Lookup, photo: (id: string | null) => PhotoView | null) {
  return {
    tagline: textIn(doc.tagline, at.lang, at.main),
    intro: textIn(doc.intro, at.lang, at.main),
    hero: photo(doc.heroPhotoId),
    about: {
      title: textIn(doc.about.title, at.lang, at.main),
      story: richIn(doc.about.story, at),
      hostNames: doc.about.hostNames,
      hostPhoto: photo(doc.about.hostPhotoId),
    },
    surroundings: {
      intro: textIn(doc.surroundings.intro, at.lang, at.main),
      places: doc.surroundings.places
        .map((p) => ({
          id: p.id,
          name: textIn(p.name, at.lang, at.main),
          category: p.category,
          distanceKm: p.distanceKm,
          description: textIn(p.description, at.lang, at.main),
        }))
        .filter((p) => p.name !== ""),
    },
    contact: doc.contact,
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = doc.social[network];
      return url ? [{ network, url }] : [];
    }),
    seo: Object.fromEntries(
      SITE_PAGE_IDS.flatMap((page) => {
        const own = doc.seo[page];
        if (!own) return [];
        return [
          [
            page,
            { title: textIn(own.title, at.lang, at.main), description: textIn(own.description, at.lang, at.main) },
          ],
        ];
      }),
    ),
  };
}

export type SiteViewInput = {
  site: Pick<ActiveSite, "id" | "siteName">;
  theme: ThemeName;
  doc: SiteContentDoc;
  lang: SiteLang;
  origin: string;
  platformOrigin: string;
  /** Links lead under this path (the theme editor's preview); the site's own paths without. */
  base?: string;
  now?: Date;
};

/** An owner's site, from the database, in one language. */
export async function buildSiteView(
  db: Database,
  storage: Pick<Storage, "publicUrl">,
  input: SiteViewInput,
): Promise<SiteView> {
  const { site, doc, theme } = input;
  const at: Lookup = { lang: input.lang, main: doc.languages.main, base: input.base };
  const [units, photos, reviews, posts] = await Promise.all([
    listUnits(db, site.id),
    listSitePhotos(db, site.id),
    visibleReviews(db, site.id),
    livePosts(db, site.id, input.now),
  ]);
  const priceFrom = await sitePriceFrom(
    db,
    site.id,
    units.map((unit) => unit.id),
    input.now ?? new Date(),
  );
  const byId = new Map(photos.map((p) => [p.id, p]));
  const view = (p: SitePhoto) => photoView(storage, p, at, site.siteName);
  const photo = (id: string | null) => {
    const found = id ? byId.get(id) : undefined;
    return found ? view(found) : null;
  };
  const gallery = photos.filter((p) => p.album === "gallery");
  const options = resolveThemeOptions(theme, doc.themes[theme]);
  const parts = documentParts(doc, at, photo);

  return {
    kind: "owner",
    siteId: site.id,
    name: site.siteName,
    theme,
    options: { ...options, accentHex: accentColour(theme, options.accent) },
    lang: at.lang,
    mainLang: at.main,
    languages: siteLanguages(doc),
    origin: input.origin,
    platformOrigin: input.platformOrigin,
    ...parts,
    hero: parts.hero ?? (gallery[0] ? view(gallery[0]) : null),
    units: units.map((unit) => {
      const own = gallery.filter((p) => p.unitId === unit.id).map(view);
      return unitView(unit, { cover: photo(unit.coverPhotoId) ?? own[0] ?? null, photos: own }, at);
    }),
    priceFrom,
    gallery: gallery.map(view),
    reviews: { average: reviews.average, count: reviews.count, items: reviews.reviews },
    posts: posts.map((post) => postSummary(post, photo(post.coverPhotoId), at)),
    nav: siteNav(
      { places: parts.surroundings.places.length > 0, photos: gallery.length > 0, posts: posts.length > 0 },
      at,
    ),
    paths: pagePaths(at),
  };
}
