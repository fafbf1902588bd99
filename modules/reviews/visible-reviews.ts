import { and, avg, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteReviews } from "../../db/schema.ts";
import type { ReviewLang, ReviewSource } from "./review-sources.ts";

export type SiteReview = {
  id: string;
  unitId: string | null;
  guestName: string;
  /** YYYY-MM-01 */
  stayMonth: string;
  rating: number;
  body: string;
  lang: ReviewLang;
  source: ReviewSource;
  reply: string | null;
};

export type ReviewSummary = { average: number | null; count: number; reviews: SiteReview[] };

/**
 * The reviews a site shows, newest stay first, with the average and count of all of them
 * (what the aggregate rating in the page's structured data says).
 */
export async function visibleReviews(db: Database, siteId: string, limit = 50): Promise<ReviewSummary> {
  const visible = and(eq(siteReviews.siteId, siteId), eq(siteReviews.visible, true));
  const [totals] = await db
    .select({ average: avg(siteReviews.rating), count: count() })
    .from(siteReviews)
    .where(visible);
  const rows = await db
    .select({
      id: siteReviews.id,
      unitId: siteReviews.unitId,
      guestName: siteReviews.guestName,
      stayMonth: siteReviews.stayMonth,
      rating: siteReviews.rating,
      body: siteReviews.body,
      lang: siteReviews.lang,
      source: siteReviews.source,
      reply: siteReviews.reply,
    })
    .from(siteReviews)
    .where(visible)
    .orderBy(desc(siteReviews.stayMonth), desc(siteReviews.createdAt))
    .limit(limit);
  return {
    average: totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10,
    count: totals?.count ?? 0,
    reviews: rows.map((r) => ({ ...r, lang: r.lang as ReviewLang, source: r.source as ReviewSource })),
  };
}
