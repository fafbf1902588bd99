import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import type { ReviewLang, ReviewSource } from "../reviews/review-sources.ts";
import type { RichDoc } from "../rich-text/rich-doc.ts";
import type { SiteContentDoc } from "../site-content/site-content-doc.ts";
import type { UnitInput } from "../units/unit-schema.ts";

/**
 * Demo content of a holiday-home site, in every site language: what the theme subdomains
 * show (spec §4: a theme's own subdomain renders it at once) and what the demo owners'
 * finished sites are seeded with. Pictures are the drawn scenes in public/site-demo/, named
 * by file without ".svg".
 */
export type DemoPicture = { file: string; alt: SiteText; caption?: SiteText };

export type DemoUnit = {
  slug: string;
  /** No check-in instructions: they are private to a paid booking, never demo content. */
  unit: Omit<UnitInput, "coverPhotoId" | "checkInInstructions">;
  cover: DemoPicture;
  photos: DemoPicture[];
};

export type DemoReview = {
  guestName: string;
  /** YYYY-MM-01 */
  stayMonth: string;
  rating: number;
  body: string;
  lang: ReviewLang;
  source: ReviewSource;
  reply?: string;
  /** The unit it is about, by slug, when the site has several. */
  unit?: string;
};

export type DemoPost = {
  slug: string;
  title: SiteText;
  excerpt: SiteText;
  body: Partial<Record<SiteLang, RichDoc>>;
  cover: DemoPicture;
  /** Published this many days before "now" (the demo never looks stale). */
  daysAgo: number;
};

export type DemoSiteFixture = {
  /** The site's name, as on its header. */
  name: string;
  /** The content document, pictures aside (they are named below, not stored photo ids). */
  doc: Omit<SiteContentDoc, "heroPhotoId" | "about"> & { about: Omit<SiteContentDoc["about"], "hostPhotoId"> };
  hero: DemoPicture;
  hostPhoto: DemoPicture;
  units: DemoUnit[];
  /** Pictures of the whole site (the units' own are added to the gallery after these). */
  gallery: DemoPicture[];
  reviews: DemoReview[];
  posts: DemoPost[];
};
