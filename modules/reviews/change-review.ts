import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteReviews } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";

/**
 * The small changes to one review of a site. Each says whether the site had that review: a
 * review of another site is never touched, and the caller answers as for a missing one.
 */

async function changeReview(
  db: Database,
  siteId: string,
  reviewId: string,
  set: Partial<typeof siteReviews.$inferInsert>,
): Promise<boolean> {
  assertUuid(siteId, "siteId");
  assertUuid(reviewId, "reviewId");
  const updated = await db
    .update(siteReviews)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(siteReviews.siteId, siteId), eq(siteReviews.id, reviewId)))
    .returning({ id: siteReviews.id });
  return updated.length > 0;
}

/** Shows a review on the site, or hides it (kept for the owner). */
export function setReviewVisible(
  db: Database,
  input: { siteId: string; reviewId: string; visible: boolean },
): Promise<boolean> {
  return changeReview(db, input.siteId, input.reviewId, { visible: input.visible });
}

/** The owner's answer, shown under the review on the site; null removes it. */
export function replyToReview(
  db: Database,
  input: { siteId: string; reviewId: string; reply: string | null },
): Promise<boolean> {
  return changeReview(db, input.siteId, input.reviewId, {
    reply: input.reply,
    repliedAt: input.reply === null ? null : new Date(),
  });
}

export async function deleteReview(db: Database, input: { siteId: string; reviewId: string }): Promise<boolean> {
  assertUuid(input.siteId, "siteId");
  assertUuid(input.reviewId, "reviewId");
  const deleted = await db
    .delete(siteReviews)
    .where(and(eq(siteReviews.siteId, input.siteId), eq(siteReviews.id, input.reviewId)))
    .returning({ id: siteReviews.id });
  return deleted.length > 0;
}
