import type { FieldErrors } from "../onboarding/field-errors.ts";

/**
 * How long a review's texts may be, and what can be wrong with a review form. Free of the
 * schema library: the dashboard's forms read these in the browser; review-input.ts checks
 * on the server.
 */
export const REVIEW_LIMITS = {
  guestName: 80,
  body: 4000,
  reply: 2000,
  /** The first month a stay can be in. */
  firstMonth: "2000-01",
} as const;

export const REVIEW_ERROR_KEYS = [
  "required",
  "controls",
  "tooLong",
  "month",
  "futureMonth",
  "rating",
  "choice",
  "unit",
] as const;
export type ReviewErrorKey = (typeof REVIEW_ERROR_KEYS)[number];
export type ReviewFieldErrors = FieldErrors<ReviewErrorKey>;
