import { and, between, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pageViews } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { Counts } from "./site-stats.ts";

/**
 * One site's visitors and page views over UTC days `from` to `to` (both included), counted as
 * the statistics page counts them: a visitor once per day (site-stats.ts says why).
 */
export async function visitsInSpan(db: Database, siteId: string, from: string, to: string): Promise<Counts> {
  assertUuid(siteId, "siteId");
  const [row] = await db
    .select({
      visitors: sql<number>`count(distinct (${pageViews.day}, ${pageViews.visitor}))::int`,
      pageViews: sql<number>`count(*)::int`,
    })
    .from(pageViews)
    .where(and(eq(pageViews.siteId, siteId), between(pageViews.day, from, to)));
  return { visitors: Number(row?.visitors ?? 0), pageViews: Number(row?.pageViews ?? 0) };
}
