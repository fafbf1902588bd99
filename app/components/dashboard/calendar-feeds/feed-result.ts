import type { Channel } from "../../../../modules/calendar-sync/feed-problems.ts";
import type { FeedFieldError } from "../../../../modules/calendar-sync/site-feeds.ts";

/** What the calendar connections page's forms ask (app/routes/dashboard/booking-calendar/feeds.tsx). */
export const FEED_INTENTS = ["add", "remove", "sync", "accept", "rotate"] as const;
export type FeedIntent = (typeof FEED_INTENTS)[number];

export type FeedFormValues = { unitId: string; channel: string; name: string; url: string };

export type FeedActionResult =
  | { ok: true; intent: FeedIntent }
  | {
      ok: false;
      intent: "add";
      errors: Partial<Record<"channel" | "name" | "url", FeedFieldError>>;
      values: FeedFormValues;
    }
  | { ok: false; intent: FeedIntent | null; problem: "failed" };

/** A connected calendar as the page shows it; times already written out in the owner's language. */
export type FeedView = {
  id: string;
  channel: Channel;
  name: string;
  host: string;
  health: "new" | "healthy" | "unhealthy";
  /** The last good sync in words, or null for never. */
  lastSuccess: string | null;
  /** Asked for ("sync now", just added) and not yet tried, or its first sync not done yet. */
  pending: boolean;
  /** What went wrong, in the owner's language. */
  problem: string | null;
  problemDetail: string | null;
  /** The problem is a sudden drop the owner may confirm. */
  canAccept: boolean;
  eventCount: number;
};

/** A link to paste into a channel: for one channel (its own events left out), or for any calendar. */
export type ExportLink = { channel: Channel | null; url: string };

export type UnitFeeds = {
  id: string;
  name: string;
  archived: boolean;
  links: ExportLink[];
  feeds: FeedView[];
};
