import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { calendarFeeds, type LangTexts, rentalUnits, stays, user, userSites } from "../../db/schema.ts";

/** Where a row of the overview belongs: the site, its owner and the unit. */
export type HealthPlace = {
  siteId: string;
  siteName: string;
  subdomain: string;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  unitId: string;
  /** The unit's name per site language. */
  unitName: LangTexts;
};

/** An imported calendar that stopped being trusted. Never its URL: that carries the channel's secret. */
export type UnhealthyFeed = HealthPlace & {
  feedId: string;
  channel: string;
  name: string;
  lastSuccessAt: Date | null;
  lastAttemptAt: Date | null;
  /** What went wrong last, with any link in it cut down to its origin. */
  lastError: string | null;
  eventCount: number;
};

/** An imported event that overlaps a booking of ours: the owner has to sort it out with the channel. */
export type OpenConflict = HealthPlace & {
  stayId: string;
  checkIn: string;
  checkOut: string;
  /** The channel it came from (airbnb, booking, …). */
  channel: string;
  feedName: string | null;
  /** The channel's summary of the event (Reserved, Not available). */
  label: string | null;
  /** The stay of ours it overlaps (a booking, or the owner's block), when it still exists. */
  booking: {
    id: string;
    kind: "booking" | "block" | "import";
    reference: string | null;
    /** A block's label, as the owner wrote it. */
    label: string | null;
    checkIn: string;
    checkOut: string;
    status: string;
  } | null;
  detectedAt: Date;
};

export type BookingHealthOverview = {
  feeds: UnhealthyFeed[];
  /** More unhealthy feeds exist than are listed. */
  moreFeeds: boolean;
  conflicts: OpenConflict[];
  moreConflicts: boolean;
};

export const HEALTH_OVERVIEW_LIMIT = 50;
export const HEALTH_OVERVIEW_MAX = 200;

/**
 * A link in an error text (a fetch failure may quote the URL it fetched) cut down to its
 * origin: the path and query of a channel's export link are its secret.
 */
export function withoutLinkSecrets(text: string): string {
  return text.replace(/\b(https?|webcal):\/\/[^\s"'<>]+/gi, (link) => {
    const origin = /^[a-z]+:\/\/[^/?#\s"'<>]*/i.exec(link)?.[0] ?? "";
    // user:password@host would be a secret too.
    const bare = origin.replace(/\/\/[^@/]*@/, "//");
    return link.length > origin.length ? `${bare}/…` : bare;
  });
}

function placeColumns() {
  return {
    siteId: userSites.id,
    siteName: userSites.siteName,
    subdomain: userSites.subdomain,
    ownerId: user.id,
    ownerName: user.name,
    ownerEmail: user.email,
    unitId: rentalUnits.id,
    unitName: rentalUnits.name,
  };
}

/**
 * What needs the platform's attention across every site, for the admin's booking-calendar
 * page: imported calendars marked unhealthy (most recently tried first) and imported events
 * in conflict with a booking (most recently found first), `limit` of each (1–200).
 */
export async function bookingHealthOverview(
  db: Database,
  opts: { limit?: number } = {},
): Promise<BookingHealthOverview> {
  const limit = Math.min(Math.max(Math.trunc(opts.limit ?? HEALTH_OVERVIEW_LIMIT) || 1, 1), HEALTH_OVERVIEW_MAX);
  const booked = alias(stays, "booked");
  const [feedRows, conflictRows] = await Promise.all([
    db
      .select({
        ...placeColumns(),
        feedId: calendarFeeds.id,
        channel: calendarFeeds.channel,
        name: calendarFeeds.name,
        lastSuccessAt: calendarFeeds.lastSuccessAt,
        lastAttemptAt: calendarFeeds.lastAttemptAt,
        lastError: calendarFeeds.lastError,
        eventCount: calendarFeeds.eventCount,
      })
      .from(calendarFeeds)
      .innerJoin(rentalUnits, eq(rentalUnits.id, calendarFeeds.unitId))
      .innerJoin(userSites, eq(userSites.id, calendarFeeds.siteId))
      .innerJoin(user, eq(user.id, userSites.userId))
      .where(eq(calendarFeeds.health, "unhealthy"))
      .orderBy(desc(sql`coalesce(${calendarFeeds.lastAttemptAt}, ${calendarFeeds.updatedAt})`), desc(calendarFeeds.id))
      .limit(limit + 1),
    db
      .select({
        ...placeColumns(),
        stayId: stays.id,
        checkIn: stays.checkIn,
        checkOut: stays.checkOut,
        channel: stays.source,
        feedName: calendarFeeds.name,
        label: stays.label,
        detectedAt: stays.updatedAt,
        bookingId: booked.id,
        bookingKind: booked.kind,
        bookingReference: booked.reference,
        bookingLabel: booked.label,
        bookingCheckIn: booked.checkIn,
        bookingCheckOut: booked.checkOut,
        bookingStatus: booked.status,
      })
      .from(stays)
      .innerJoin(rentalUnits, eq(rentalUnits.id, stays.unitId))
      .innerJoin(userSites, eq(userSites.id, stays.siteId))
      .innerJoin(user, eq(user.id, userSites.userId))
      .leftJoin(calendarFeeds, eq(calendarFeeds.id, stays.feedId))
      .leftJoin(booked, and(eq(booked.id, stays.conflictWith), eq(booked.siteId, stays.siteId)))
      .where(eq(stays.status, "conflict"))
      .orderBy(desc(stays.updatedAt), desc(stays.id))
      .limit(limit + 1),
  ]);
  const feeds = feedRows
    .slice(0, limit)
    .map((row) => ({ ...row, lastError: row.lastError === null ? null : withoutLinkSecrets(row.lastError) }));
  const conflicts = conflictRows.slice(0, limit).map(
    ({
      bookingId,
      bookingKind,
      bookingReference,
      bookingLabel,
      bookingCheckIn,
      bookingCheckOut,
      bookingStatus,
      ...row
    }): OpenConflict => ({
      ...row,
      booking:
        bookingId && bookingKind && bookingCheckIn && bookingCheckOut && bookingStatus
          ? {
              id: bookingId,
              kind: bookingKind,
              reference: bookingReference,
              label: bookingLabel,
              checkIn: bookingCheckIn,
              checkOut: bookingCheckOut,
              status: bookingStatus,
            }
          : null,
    }),
  );
  return { feeds, moreFeeds: feedRows.length > limit, conflicts, moreConflicts: conflictRows.length > limit };
}
