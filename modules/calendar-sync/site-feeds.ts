import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarFeeds, rentalUnits } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { hasControlCharacter } from "../text/single-line.ts";
import { requestUnitFeedsSync } from "./due-feeds.ts";
import { CHANNELS, type Channel, type FeedProblemCode, feedProblemOf } from "./feed-problems.ts";
import { calendarSyncSettings } from "./sync-settings.ts";

/** A connected calendar as the owner's dashboard shows it. Never its URL's secret beyond the host. */
export type SiteFeed = {
  id: string;
  unitId: string;
  channel: Channel;
  name: string;
  /** The host the calendar is fetched from (the full link carries the channel's secret). */
  host: string;
  health: "new" | "healthy" | "unhealthy";
  lastSuccessAt: Date | null;
  lastAttemptAt: Date | null;
  /** What went wrong last, when the feed is unhealthy. */
  problem: FeedProblemCode | null;
  /** The technical detail of it (an HTTP status, a count), in English. */
  problemDetail: string | null;
  eventCount: number;
};

/** The calendars connected to a site's units, oldest first per unit. */
export async function listSiteFeeds(db: Database, siteId: string): Promise<SiteFeed[]> {
  assertUuid(siteId, "siteId");
  const rows = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.siteId, siteId))
    .orderBy(asc(calendarFeeds.unitId), asc(calendarFeeds.createdAt));
  return rows.map((row) => {
    const problem = row.health === "unhealthy" ? feedProblemOf(row.lastError) : null;
    return {
      id: row.id,
      unitId: row.unitId,
      channel: row.channel,
      name: row.name,
      host: hostOnly(row.url),
      health: row.health,
      lastSuccessAt: row.lastSuccessAt,
      lastAttemptAt: row.lastAttemptAt,
      problem,
      problemDetail: problem && row.lastError ? row.lastError.slice(problem.length + 1).trim() : null,
      eventCount: row.eventCount,
    };
  });
}

function hostOnly(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** What the owner typed to connect a calendar. */
export type FeedInput = { unitId: string; channel: string; name: string; url: string };

export type FeedFieldError =
  | "channel_unknown"
  | "name_required"
  | "name_too_long"
  | "name_one_line"
  | "url_required"
  | "url_invalid"
  | "url_scheme"
  | "url_credentials"
  | "url_own"
  | "url_duplicate"
  | "unit_full";

export type AddFeedResult =
  | { ok: true; feedId: string }
  | { ok: false; reason: "unit-not-found" }
  | { ok: false; reason: "invalid"; errors: Partial<Record<"channel" | "name" | "url", FeedFieldError>> };

export const FEED_NAME_MAX = 80;
export const FEED_URL_MAX = 2000;

/**
 * The link as we fetch it: trimmed, `webcal://` (how Apple and Google hand out calendars)
 * read as https. Null with the reason when it is no web address we would fetch.
 */
export function normaliseFeedUrl(
  text: string,
  ownHosts: readonly string[],
): { url: string } | { error: FeedFieldError } {
  const trimmed = text.trim();
  if (!trimmed) return { error: "url_required" };
  if (trimmed.length > FEED_URL_MAX) return { error: "url_invalid" };
  let url: URL;
  try {
    url = new URL(trimmed.replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return { error: "url_invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { error: "url_scheme" };
  if (url.username || url.password) return { error: "url_credentials" };
  // Our own export pasted back in would import our bookings as the channel's, and loop.
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (
    ownHosts.some((own) => host === own || host.endsWith(`.${own}`)) &&
    /\/calendar(\/[^/]+)?\.ics$/.test(url.pathname)
  ) {
    return { error: "url_own" };
  }
  return { url: url.href };
}

/**
 * Connects a channel's calendar to one of the site's units (a unit of another site: not
 * found). Checked: a known channel, a name, a web link that is not our own export, not the
 * same link twice on the unit, and at most the platform's number of feeds per unit. The new
 * feed is due at once, so its first sync runs within seconds.
 */
export async function addFeed(
  db: Database,
  siteId: string,
  input: FeedInput,
  opts: { ownHosts: readonly string[] },
): Promise<AddFeedResult> {
  assertUuid(siteId, "siteId");
  assertUuid(input.unitId, "unitId");
  const [unit] = await db
    .select({ id: rentalUnits.id })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.id, input.unitId), eq(rentalUnits.siteId, siteId)));
  if (!unit) return { ok: false, reason: "unit-not-found" };

  const errors: Partial<Record<"channel" | "name" | "url", FeedFieldError>> = {};
  const channel = (CHANNELS as readonly string[]).includes(input.channel) ? (input.channel as Channel) : null;
  if (!channel) errors.channel = "channel_unknown";
  const name = input.name.trim().replace(/ +/g, " ");
  if (!name) errors.name = "name_required";
  else if (name.length > FEED_NAME_MAX) errors.name = "name_too_long";
  else if (hasControlCharacter(name)) errors.name = "name_one_line";
  const url = normaliseFeedUrl(input.url, opts.ownHosts);
  if ("error" in url) errors.url = url.error;
  if (!channel || "error" in url || errors.name) return { ok: false, reason: "invalid", errors };

  return db.transaction(async (tx) => {
    // One add at a time per unit, so two at once cannot pass the limit together.
    const [locked] = await tx
      .select({ id: rentalUnits.id })
      .from(rentalUnits)
      .where(eq(rentalUnits.id, unit.id))
      .for("update");
    if (!locked) return { ok: false as const, reason: "unit-not-found" as const };
    const existing = await tx
      .select({ url: calendarFeeds.url })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.unitId, unit.id));
    if (existing.some((feed) => feed.url === url.url)) {
      return { ok: false as const, reason: "invalid" as const, errors: { url: "url_duplicate" as const } };
    }
    const { maxFeedsPerUnit } = await calendarSyncSettings(tx);
    if (existing.length >= maxFeedsPerUnit) {
      return { ok: false as const, reason: "invalid" as const, errors: { url: "unit_full" as const } };
    }
    const [feed] = await tx
      .insert(calendarFeeds)
      .values({ siteId, unitId: unit.id, channel, name, url: url.url })
      .returning({ id: calendarFeeds.id });
    if (!feed) throw new Error("feed not stored");
    return { ok: true as const, feedId: feed.id };
  });
}

/** How many feeds each of the site's units has, for the limit beside the form. */
export async function feedCountsByUnit(db: Database, siteId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ unitId: calendarFeeds.unitId, n: count() })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.siteId, siteId))
    .groupBy(calendarFeeds.unitId);
  return new Map(rows.map((r) => [r.unitId, Number(r.n)]));
}

/**
 * Disconnects a calendar: its imported events go with it (the foreign key cascades), and the
 * unit's other feeds are due at once, since nights it held may be theirs. False when the
 * feed is not one of the site's.
 */
export async function removeFeed(db: Database, siteId: string, feedId: string): Promise<boolean> {
  assertUuid(siteId, "siteId");
  assertUuid(feedId, "feedId");
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.siteId, siteId)))
      .returning({ unitId: calendarFeeds.unitId });
    if (!removed) return false;
    await requestUnitFeedsSync(tx, removed.unitId, feedId);
    return true;
  });
}

/**
 * "Sync now": the feed is due at once; the calendar sync worker picks it up within seconds
 * (server/jobs/calendar-sync-worker.ts). False when the feed is not one of the site's.
 */
export async function requestFeedSync(db: Database, siteId: string, feedId: string): Promise<boolean> {
  assertUuid(siteId, "siteId");
  assertUuid(feedId, "feedId");
  const rows = await db
    .update(calendarFeeds)
    .set({ lastAttemptAt: null })
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.siteId, siteId)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/**
 * The owner confirms that a calendar we distrusted for holding far fewer events (or none)
 * is right: the count it is compared with starts again from zero, and it syncs at once.
 * Only for that problem; an error answer is never taken. False otherwise.
 */
export async function acceptFeedDrop(db: Database, siteId: string, feedId: string): Promise<boolean> {
  assertUuid(siteId, "siteId");
  assertUuid(feedId, "feedId");
  const [feed] = await db
    .select({ health: calendarFeeds.health, lastError: calendarFeeds.lastError })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.siteId, siteId)));
  const problem = feed?.health === "unhealthy" ? feedProblemOf(feed.lastError) : null;
  if (problem !== "drop" && problem !== "empty") return false;
  await db
    .update(calendarFeeds)
    .set({ eventCount: 0, lastAttemptAt: null })
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.siteId, siteId)));
  return true;
}
