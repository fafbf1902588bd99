import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarFeeds } from "../../db/schema.ts";
import { calendarSyncSettings } from "./sync-settings.ts";

/** A feed whose turn it is: what a sync job needs to know of it. */
export type DueFeed = { id: string; host: string; firstSync: boolean };

/**
 * Claims the feeds due for a poll (FOR UPDATE SKIP LOCKED, so instances claiming at once
 * split them) by setting their last attempt to `now`; call it inside the transaction that
 * creates their jobs. A feed is due once `import_interval_minutes` (platform setting) have
 * passed since its last attempt, plus up to a fifth more, fixed per feed: feeds added
 * together drift apart instead of hitting a channel in one burst. A feed never tried (just
 * added, or asked for by "sync now") is due at once. A feed on a reserved `.example` domain
 * (RFC 2606: it can never answer) is never due: the demo owners' channel calendars of a
 * fresh local database stay as the seed imported them instead of turning unhealthy.
 */
export async function claimDueFeeds(tx: Database, now: Date, limit = 200): Promise<DueFeed[]> {
  const { importIntervalMinutes } = await calendarSyncSettings(tx);
  const rows = await tx
    .select({ id: calendarFeeds.id, url: calendarFeeds.url, lastAttemptAt: calendarFeeds.lastAttemptAt })
    .from(calendarFeeds)
    .where(
      and(
        or(
          isNull(calendarFeeds.lastAttemptAt),
          and(
            // Implied by the jittered bound below (the jitter only adds), and unlike it a
            // range on calendar_feeds_last_attempt_idx: only feeds near their turn are read.
            sql`${calendarFeeds.lastAttemptAt} <= ${now}::timestamptz - make_interval(mins => ${importIntervalMinutes})`,
            sql`${calendarFeeds.lastAttemptAt} <= ${now}::timestamptz - make_interval(mins => ${importIntervalMinutes}) * (1 + (abs(hashtext(${calendarFeeds.id}::text)) % 200) / 1000.0)`,
          ),
        ),
        sql`${calendarFeeds.url} !~* '^[a-z]+://[^/?#]*\.example(:[0-9]+)?([/?#]|$)'`,
      ),
    )
    .orderBy(sql`${calendarFeeds.lastAttemptAt} asc nulls first`)
    .limit(limit)
    .for("update", { skipLocked: true });
  if (rows.length === 0) return [];
  await tx
    .update(calendarFeeds)
    .set({ lastAttemptAt: now })
    .where(
      inArray(
        calendarFeeds.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({ id: row.id, host: hostOf(row.url), firstSync: row.lastAttemptAt === null }));
}

/** The remote host a feed is fetched from: at most a few fetches per host run at once. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return "invalid";
  }
}

/**
 * Makes the unit's other feeds due at once: nights one feed gave up may be wanted by
 * another channel's events that were covered by it until now.
 */
export async function requestUnitFeedsSync(db: Database, unitId: string, exceptFeedId: string): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ lastAttemptAt: null })
    .where(and(eq(calendarFeeds.unitId, unitId), ne(calendarFeeds.id, exceptFeedId)));
}

/**
 * Gives a claimed feed back: due again at once, for the next round of the scheduler (its
 * host had no free slot for the fetch on this instance).
 */
export async function releaseFeedClaim(db: Database, feedId: string): Promise<void> {
  await db.update(calendarFeeds).set({ lastAttemptAt: null }).where(eq(calendarFeeds.id, feedId));
}
