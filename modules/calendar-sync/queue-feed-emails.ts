import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { textIn } from "../i18n/site-languages.ts";
import { channelText, conflictsText, feedProblemText, lastSuccessValue } from "../messaging/calendar-values.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { ownerWants } from "../notifications/owner-notifications.ts";
import type { FeedContext } from "./feed-context.ts";
import type { FeedProblemCode } from "./feed-problems.ts";
import type { PlannedRow } from "./plan-import.ts";

/** The owner's page of connected calendars, where every email about a feed leads. */
export const FEEDS_PATH = "/dashboard/booking-calendar/feeds";

function place(feed: FeedContext, origin: string) {
  const lang = feed.owner.lang;
  return {
    name: feed.owner.name,
    feedName: feed.name,
    channel: channelText(feed.channel, lang),
    unit: textIn(feed.unitName, lang, lang),
    url: new URL(FEEDS_PATH, origin).href,
  };
}

/** To the owner, in the transaction that marks the feed unhealthy: what went wrong, what we keep. */
export async function queueUnhealthyFeedEmail(
  tx: Database,
  feed: FeedContext,
  problem: FeedProblemCode,
  origin: string,
): Promise<void> {
  if (!(await ownerWants(tx, feed.siteId, "calendar_sync"))) return;
  const lang = feed.owner.lang;
  await enqueueEmail(tx, {
    to: { address: feed.owner.email, name: feed.owner.name },
    lang,
    template: "calendar-feed-unhealthy",
    data: {
      ...place(feed, origin),
      problem: feedProblemText(problem, lang),
      lastSuccess: lastSuccessValue(feed.lastSuccessAt, lang),
    },
    userId: feed.owner.id,
    siteId: feed.siteId,
  });
}

/** To the owner, at once: the nights of the channel's events that a stay of ours already holds. */
export async function queueConflictEmail(
  tx: Database,
  feed: FeedContext,
  conflicts: readonly PlannedRow[],
  origin: string,
): Promise<void> {
  if (!(await ownerWants(tx, feed.siteId, "calendar_sync"))) return;
  const lang = feed.owner.lang;
  const ids = [...new Set(conflicts.map((c) => c.conflictWith).filter((id): id is string => id !== null))];
  const theirs =
    ids.length === 0
      ? []
      : await tx
          .select({ id: stays.id, kind: stays.kind, status: stays.status, reference: stays.reference })
          .from(stays)
          .where(inArray(stays.id, ids));
  const lines = conflicts.map((c) => ({
    checkIn: c.checkIn,
    checkOut: c.checkOut,
    ours: theirs.find((t) => t.id === c.conflictWith) ?? null,
  }));
  await enqueueEmail(tx, {
    to: { address: feed.owner.email, name: feed.owner.name },
    lang,
    template: "calendar-conflict",
    data: { ...place(feed, origin), conflicts: conflictsText(lines, lang) },
    userId: feed.owner.id,
    siteId: feed.siteId,
  });
}
