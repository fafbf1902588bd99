import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteReviews } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { unitIdsOfSite } from "../units/units.ts";
import type { OwnerReview } from "./owner-reviews.ts";
import { findOwnerReview } from "./owner-reviews.ts";
import type { ReviewInput } from "./review-input.ts";
import type { ReviewFieldErrors } from "./review-limits.ts";

export type SaveReviewResult =
  | { ok: true; review: OwnerReview }
  | { ok: false; reason: "invalid"; errors: ReviewFieldErrors }
  | { ok: false; reason: "not-found" };

/** A unit named on the form must be one of the site's own. */
async function unitProblem(db: Database, siteId: string, unitId: string | null): Promise<ReviewFieldErrors | null> {
  if (unitId === null) return null;
  const own = await unitIdsOfSite(db, siteId, [unitId]);
  return own.has(unitId) ? null : { unitId: { key: "unit" } };
}

/** A review the owner adds (from a guest book, Airbnb, …): visible on the site at once. */
export async function createReview(
  db: Database,
  input: { siteId: string; review: ReviewInput },
): Promise<SaveReviewResult> {
  assertUuid(input.siteId, "siteId");
  const errors = await unitProblem(db, input.siteId, input.review.unitId);
  if (errors) return { ok: false, reason: "invalid", errors };
  const [row] = await db
    .insert(siteReviews)
    .values({ ...input.review, siteId: input.siteId })
    .returning({ id: siteReviews.id });
  const review = row && (await findOwnerReview(db, input.siteId, row.id));
  if (!review) throw new Error("review not stored");
  return { ok: true, review };
}

/** Changes a review of the site; its visibility and reply stay as they are. */
export async function updateReview(
  db: Database,
  input: { siteId: string; reviewId: string; review: ReviewInput },
): Promise<SaveReviewResult> {
  assertUuid(input.siteId, "siteId");
  assertUuid(input.reviewId, "reviewId");
  if (!(await findOwnerReview(db, input.siteId, input.reviewId))) return { ok: false, reason: "not-found" };
  const errors = await unitProblem(db, input.siteId, input.review.unitId);
  if (errors) return { ok: false, reason: "invalid", errors };
  await db
    .update(siteReviews)
    .set({ ...input.review, updatedAt: new Date() })
    .where(and(eq(siteReviews.siteId, input.siteId), eq(siteReviews.id, input.reviewId)));
  const review = await findOwnerReview(db, input.siteId, input.reviewId);
  return review ? { ok: true, review } : { ok: false, reason: "not-found" };
}
