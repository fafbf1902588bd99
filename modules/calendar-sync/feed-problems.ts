/**
 * Why a sync kept the last good data instead of the channel's answer. Stored in
 * `calendar_feeds.last_error` as `code: detail` (the detail in English for the admin, never
 * the feed's URL, which carries the channel's secret); the owner's dashboard and emails word the
 * code in their homes (app/i18n/ui/dashboard/calendar-feeds, modules/messaging/templates/values).
 */
export const FEED_PROBLEMS = [
  "blocked_address",
  "timeout",
  "too_large",
  "unreachable",
  "http_status",
  "error_body",
  "not_calendar",
  "truncated",
  "empty",
  "drop",
  "too_many_events",
  "too_slow",
] as const;
export type FeedProblemCode = (typeof FEED_PROBLEMS)[number];

export function feedError(code: FeedProblemCode, detail: string): string {
  return `${code}: ${detail}`.slice(0, 500);
}

/** The problem a stored last_error names; null for none or an unknown text. */
export function feedProblemOf(lastError: string | null): FeedProblemCode | null {
  const code = lastError?.split(":")[0]?.trim();
  return (FEED_PROBLEMS as readonly string[]).includes(code ?? "") ? (code as FeedProblemCode) : null;
}

/** The channels an owner can connect. */
export const CHANNELS = ["airbnb", "booking", "vrbo", "google", "other"] as const;
export type Channel = (typeof CHANNELS)[number];
