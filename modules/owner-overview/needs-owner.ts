import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarFeeds, emailOutbox, stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { assertUuid } from "../ids/uuid.ts";

/** How far back a failed email still asks for the owner's attention. */
export const FAILED_EMAIL_DAYS = 14;

/** What waits for the owner: each count with what it takes to act on it. */
export type NeedsOwner = {
  /** Booking requests waiting for the owner's answer, and the first one's deadline. */
  requests: { count: number; firstDeadline: Date | null };
  /** Imported stays that overlap a booking, still to come. */
  conflicts: number;
  /** Channel calendars whose last syncs failed. */
  unhealthyFeeds: number;
  /** Stays to come whose guest's payment failed and was not made since; the first few to open. */
  failedPayments: { count: number; stayIds: string[] };
  /** Emails to the site's guests that could not be delivered lately. */
  failedEmails: number;
};

/**
 * The site's open matters for the overview, each counted in the database: requests,
 * calendar conflicts, unhealthy feeds, failed payments and undelivered emails.
 */
export async function needsOwner(db: Database, siteId: string, today: StayDate, now: Date): Promise<NeedsOwner> {
  assertUuid(siteId, "siteId");
  const since = new Date(now.getTime() - FAILED_EMAIL_DAYS * 86_400_000);
  // A failed attempt at a payment of a stay to come with no paid one for the same part since.
  const failed = sql`exists (select 1 from payments f where f.stay_id = ${stays.id} and f.site_id = ${stays.siteId}
    and f.state in ('failed', 'expired') and f.kind = 'charge' and f.purpose = 'instalment'
    and not exists (select 1 from payments p where p.stay_id = f.stay_id and p.purpose = f.purpose
      and p.instalment is not distinct from f.instalment and p.created_at > f.created_at
      and p.state in ('paid', 'partly_refunded', 'refunded', 'authorised')))`;
  const [requests, conflicts, feeds, failedStays, emails] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, first: sql<Date | string | null>`min(${stays.holdExpiresAt})` })
      .from(stays)
      .where(
        and(
          eq(stays.siteId, siteId),
          eq(stays.status, "request"),
          eq(stays.holdFor, "decision"),
          gt(stays.holdExpiresAt, now),
        ),
      ),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(stays)
      .where(and(eq(stays.siteId, siteId), eq(stays.status, "conflict"), gte(stays.checkOut, today))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.siteId, siteId), eq(calendarFeeds.health, "unhealthy"))),
    db
      .select({ id: stays.id })
      .from(stays)
      .where(
        and(
          eq(stays.siteId, siteId),
          eq(stays.kind, "booking"),
          eq(stays.status, "confirmed"),
          gte(stays.checkOut, today),
          failed,
        ),
      )
      .orderBy(asc(stays.checkIn), asc(stays.id))
      .limit(50),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.siteId, siteId), eq(emailOutbox.status, "failed"), gte(emailOutbox.createdAt, since))),
  ]);
  const first = requests[0]?.first ?? null;
  return {
    requests: { count: Number(requests[0]?.count ?? 0), firstDeadline: first === null ? null : new Date(first) },
    conflicts: Number(conflicts[0]?.count ?? 0),
    unhealthyFeeds: Number(feeds[0]?.count ?? 0),
    failedPayments: { count: failedStays.length, stayIds: failedStays.slice(0, 3).map((row) => row.id) },
    failedEmails: Number(emails[0]?.count ?? 0),
  };
}
