import type { ReviewFieldErrors } from "../../../../modules/reviews/review-limits.ts";

export const REVIEW_INTENTS = ["create", "update", "visibility", "reply", "delete"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

/** What the reviews page's action answers; a refusal carries the typed values back. */
export type ReviewActionResult =
  | { ok: true; intent: ReviewIntent; visible?: boolean; replied?: boolean }
  | { ok: false; intent: ReviewIntent | null; errors: ReviewFieldErrors; values: Record<string, string> };

/** A review as the page shows it. */
export type ReviewView = {
  id: string;
  unitId: string | null;
  guestName: string;
  /** YYYY-MM-01 */
  stayMonth: string;
  rating: number;
  body: string;
  lang: string;
  source: string;
  reply: string | null;
  visible: boolean;
};

export type UnitOption = { id: string; name: string; archived: boolean };
