import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarFeeds } from "../../db/schema.ts";
import { calendarSyncSettings } from "../calendar-sync/sync-settings.ts";

/** Feeds the scheduler never polls (a reserved `.example` host: modules/calendar-sync/due-feeds.ts). */
const NEVER_POLLED = sql`${calendarFeeds.url} ~* '^[a-z]+://[^/?#]*\\.example(:[0-9]+)?([/?#]|$)'`;

export type FeedFigures = {
  /** Feeds whose channel failed to answer usefully (the owner sees them in red). */
  unhealthy: number;
  /** Feeds not polled for more than `intervals` import intervals: the scheduler is behind. */
  overdue: number;
  intervalMinutes: number;
};

/**
 * The imported calendars at a glance: how many are unhealthy, and how many the scheduler
 * has not tried for `intervals` times the import interval (calendar_feeds_last_attempt_idx).
 */
export async function feedFigures(db: Database, now: Date, intervals = 3): Promise<FeedFigures> {
  const { importIntervalMinutes } = await calendarSyncSettings(db);
  const cutoff = new Date(now.getTime() - intervals * importIntervalMinutes * 60_000);
  const [unhealthy] = await db.select({ n: count() }).from(calendarFeeds).where(eq(calendarFeeds.health, "unhealthy"));
  const [overdue] = await db
    .select({ n: count() })
    .from(calendarFeeds)
    .where(
      and(
        or(
          lt(calendarFeeds.lastAttemptAt, cutoff),
          and(isNull(calendarFeeds.lastAttemptAt), lt(calendarFeeds.createdAt, cutoff)),
        ),
        sql`not (${NEVER_POLLED})`,
      ),
    );
  return { unhealthy: unhealthy?.n ?? 0, overdue: overdue?.n ?? 0, intervalMinutes: importIntervalMinutes };
}
