/**
 * The emails of the calendar sync (modules/calendar-sync/queue-feed-emails.ts), registered
 * in template-keys.ts beside the others: to the owner, in their account's language.
 */
export const CALENDAR_TEMPLATE_KEYS = ["calendar-feed-unhealthy", "calendar-conflict"] as const;
export type CalendarTemplateKey = (typeof CALENDAR_TEMPLATE_KEYS)[number];

/** Which imported calendar, for which place to stay, in the owner's language. */
type FeedPlace = {
  name: string;
  /** The name the owner gave the feed ("Airbnb Duinhuis"). */
  feedName: string;
  /** The channel as it is called (Airbnb, Booking.com, …). */
  channel: string;
  unit: string;
  /** The owner's calendar connections in the dashboard. */
  url: string;
};

export type CalendarTemplateData = {
  /**
   * To the owner: an imported calendar stopped being trusted (an error instead of the
   * calendar, or far fewer events at once). `problem` says what happened in their language;
   * `lastSuccess` is the last good sync (a moment, written out in the email's language), or a
   * word for never. The calendar keeps
   * the last good data meanwhile. Sent once per incident.
   */
  "calendar-feed-unhealthy": FeedPlace & { problem: string; lastSuccess: Date | string };
  /**
   * To the owner, at once: the channel's calendar holds nights that a booking or block of
   * theirs already holds (the channel was not up to date). `conflicts` lists them, one line
   * each: the dates and what of ours they overlap.
   */
  "calendar-conflict": FeedPlace & { conflicts: string };
};

const FEED_PLACE = ["name", "feedName", "channel", "unit", "url"] as const;

export const CALENDAR_PLACEHOLDERS: {
  [K in CalendarTemplateKey]: readonly (keyof CalendarTemplateData[K] & string)[];
} = {
  "calendar-feed-unhealthy": [...FEED_PLACE, "problem", "lastSuccess"],
  "calendar-conflict": [...FEED_PLACE, "conflicts"],
};
