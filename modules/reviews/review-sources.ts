/** Where a review was first written; shown beside it on the site. */
export const REVIEW_SOURCES = ["direct", "airbnb", "booking", "vrbo", "google", "other"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** The language a review is written in: a site language, or another one. */
export const REVIEW_LANGS = ["nl", "en", "de", "pl", "other"] as const;
export type ReviewLang = (typeof REVIEW_LANGS)[number];
