import type { SiteLang } from "../i18n/site-languages.ts";
import type { SitePageId } from "../i18n/site-route-table.ts";
import type { PriceFrom } from "../pricing/site-price-from.ts";
import type { ReviewLang, ReviewSource } from "../reviews/review-sources.ts";
import type { RichDoc } from "../rich-text/rich-doc.ts";
import type { PlaceCategory, SocialNetwork } from "../site-content/content-choices.ts";
import type { ThemeOptions } from "../sites/theme-options.ts";
import type { ThemeName } from "../sites/themes.ts";
import type { Facility, FacilityGroup } from "../units/facilities.ts";
import type { UnitType } from "../units/unit-types.ts";

/**
 * Everything a theme needs to draw a page of one site in one language, already resolved:
 * texts in the page's language (the main language where a translation is missing), photos
 * with their URLs, paths of every page. Themes render this and nothing else, so the same
 * components serve owner sites, theme demos and the theme editor's preview.
 */

export type PhotoView = {
  id: string;
  width: number;
  height: number;
  /** srcset per format; empty for a drawn (SVG) picture, which needs none. */
  avif: string;
  webp: string;
  src: string;
  alt: string;
  caption: string;
  /** A tiny blurred data: URL shown while the photo loads; may be empty. */
  placeholder: string;
};

export type UnitView = {
  id: string;
  slug: string;
  /** Its own page on the site, in the page's language. */
  path: string;
  name: string;
  type: UnitType;
  shortDescription: string;
  longDescription: RichDoc | null;
  houseRules: string;
  maxGuests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  sizeM2: number | null;
  facilities: { group: FacilityGroup; facilities: Facility[] }[];
  checkInFrom: string;
  checkInUntil: string;
  checkOutUntil: string;
  cover: PhotoView | null;
  photos: PhotoView[];
};

export type ReviewView = {
  id: string;
  guestName: string;
  /** YYYY-MM-01 */
  stayMonth: string;
  rating: number;
  body: string;
  lang: ReviewLang;
  source: ReviewSource;
  reply: string | null;
};

export type PostSummary = {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  cover: PhotoView | null;
  /** ISO date-time it was published. */
  publishedAt: string;
};

export type PostView = PostSummary & { body: RichDoc | null };

export type PlaceView = {
  id: string;
  name: string;
  category: PlaceCategory;
  distanceKm: number;
  description: string;
};

export type NavLink = { page: SitePageId; path: string };
export type LanguageLink = { lang: SiteLang; path: string };

export type SiteView = {
  /** An owner's site, or the demo content of a theme subdomain. */
  kind: "owner" | "demo";
  /** The site's id (for tracking); the default site id for a demo. */
  siteId: string;
  name: string;
  theme: ThemeName;
  options: ThemeOptions & { accentHex: string };
  lang: SiteLang;
  mainLang: SiteLang;
  /** Every language of the site, main first. */
  languages: SiteLang[];
  /** Where the site lives, e.g. https://duinhuis.vayvista.nl (canonical links, sitemap). */
  origin: string;
  /** The platform's marketing site, for the footer's credit. */
  platformOrigin: string;
  tagline: string;
  intro: string;
  hero: PhotoView | null;
  about: { title: string; story: RichDoc | null; hostNames: string; hostPhoto: PhotoView | null };
  surroundings: { intro: string; places: PlaceView[] };
  contact: {
    email: string;
    phone: string;
    whatsapp: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    mapUrl: string;
  };
  social: { network: SocialNetwork; url: string }[];
  units: UnitView[];
  /** The lowest nightly price bookable today, for the phone's booking bar; null where none is known (a demo). */
  priceFrom: PriceFrom | null;
  gallery: PhotoView[];
  reviews: { average: number | null; count: number; items: ReviewView[] };
  posts: PostSummary[];
  /** The site's own page titles and descriptions for search engines, where the owner wrote them. */
  seo: Partial<Record<SitePageId, { title: string; description: string }>>;
  nav: NavLink[];
  /** Every fixed page of the site in the page's language (also those the menu leaves out). */
  paths: Record<SitePageId, string>;
};
