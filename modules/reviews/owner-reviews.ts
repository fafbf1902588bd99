import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteReviews } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { ReviewLang, ReviewSource } from "./review-sources.ts";
import type { SiteReview } from "./visible-reviews.ts";

/** A review as the owner manages it: also the hidden ones, with when it was answered. */
export type OwnerReview = SiteReview & { visible: boolean; repliedAt: Date | null; createdAt: Date };

export type OwnerReviews = {
  reviews: OwnerReview[];
  /** Of the visible reviews only: what guests see on the site. */
  average: number | null;
  visibleCount: number;
  /** All reviews, hidden ones too (the list may hold fewer: see `limit`). */
  total: number;
};

function toReview(row: typeof siteReviews.$inferSelect): OwnerReview {
  return {
    id: row.id,
    unitId: row.unitId,
    guestName: row.guestName,
    stayMonth: row.stayMonth,
    rating: row.rating,
    body: row.body,
    lang: row.lang as ReviewLang,
    source: row.source as ReviewSource,
    reply: row.reply,
    visible: row.visible,
    repliedAt: row.repliedAt,
    createdAt: row.createdAt,
  };
}

/** Every review of the site, newest stay first (the latest added first within a month), with the figures guests see. */
export async function listOwnerReviews(db: Database, siteId: string, limit = 500): Promise<OwnerReviews> {
  assertUuid(siteId, "siteId");
  const [totals] = await db
    .select({
      average: sql<string | null>`avg(${siteReviews.rating}) filter (where ${siteReviews.visible})`,
      visibleCount: sql<number>`count(*) filter (where ${siteReviews.visible})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(siteReviews)
    .where(eq(siteReviews.siteId, siteId));
  const rows = await db
    .select()
    .from(siteReviews)
    .where(eq(siteReviews.siteId, siteId))
    .orderBy(desc(siteReviews.stayMonth), desc(siteReviews.createdAt), desc(siteReviews.id))
    .limit(limit);
  return {
    reviews: rows.map(toReview),
    average: totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10,
    visibleCount: totals?.visibleCount ?? 0,
    total: totals?.total ?? 0,
  };
}

/** One review of the site, or null (also when it belongs to another site). */
export async function findOwnerReview(db: Database, siteId: string, reviewId: string): Promise<OwnerReview | null> {
  assertUuid(siteId, "siteId");
  assertUuid(reviewId, "reviewId");
  const [row] = await db
    .select()
    .from(siteReviews)
    .where(and(eq(siteReviews.siteId, siteId), eq(siteReviews.id, reviewId)))
    .limit(1);
  return row ? toReview(row) : null;
}
