import type { FieldErrors } from "../onboarding/field-errors.ts";

/**
 * How long a blog post's texts may be, what can be wrong with the post form, and what the
 * owner can do with a post. Free of the database and the schema library: the dashboard's
 * forms read these in the browser.
 */
export const POST_LIMITS = { title: 140, excerpt: 300, slug: 80 } as const;

export const POST_ERROR_KEYS = [
  "required",
  "controls",
  "tooLong",
  "slug",
  "slugTaken",
  "photo",
  "bodyInvalid",
  "bodyRequired",
  "publishAt",
  "publishAtPast",
] as const;
export type PostErrorKey = (typeof POST_ERROR_KEYS)[number];
/** Per field: "title.nl", "excerpt.en", "body.de", "slug", "coverPhotoId", "publishAt". */
export type PostFieldErrors = FieldErrors<PostErrorKey>;

/**
 * What a save does besides storing the texts: keep the post as it is (a new one becomes a
 * draft), publish it now, schedule it, or take it back to a draft.
 */
export const POST_INTENTS = ["save", "publish", "schedule", "unpublish"] as const;
export type PostIntent = (typeof POST_INTENTS)[number];

export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
