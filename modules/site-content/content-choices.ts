/**
 * The content document's limits and fixed choices, without the schema library: the
 * dashboard's forms (which run in the browser) read them from here, the schema
 * (site-content-doc.ts) too.
 */

export const SITE_CONTENT_LIMITS = {
  tagline: 140,
  intro: 1_500,
  title: 120,
  hostNames: 120,
  placeName: 120,
  placeDescription: 600,
  seoTitle: 70,
  seoDescription: 170,
  places: 40,
  phone: 40,
  address: 200,
  url: 500,
} as const;

export const PLACE_CATEGORIES = [
  "nature",
  "beach",
  "food",
  "culture",
  "shopping",
  "activity",
  "family",
  "transport",
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

export const SOCIAL_NETWORKS = ["instagram", "facebook", "tiktok", "youtube", "pinterest"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** Each network by its own name, which is the same in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  youtube: "YouTube",
  pinterest: "Pinterest",
};
