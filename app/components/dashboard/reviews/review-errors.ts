import type { TFunction } from "i18next";
import type { ReviewFieldErrors } from "../../../../modules/reviews/review-limits.ts";

/** Field name → its problem in the owner's language. */
export function reviewErrorMessages(t: TFunction, errors: ReviewFieldErrors | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors ?? {})) {
    out[field] = t(`dashboard.reviews.errors.${error.key}`, error.params ?? {});
  }
  return out;
}
