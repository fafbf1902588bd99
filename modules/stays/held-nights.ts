import { and, asc, eq, gt, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { promoteFreedConflicts } from "./promote-freed-conflicts.ts";

/** A stay that holds nights: its first night and its check-out day (exclusive). */
export type HeldRange = { checkIn: string; checkOut: string };

/**
 * Requests whose hold has run out stop holding their nights. Called inside every booking
 * transaction for the unit (so an expired hold frees its dates at once, whether or not the
 * expiry job has run yet) and by that job for all units. Returns the requests it expired,
 * for their emails. Imported stays that clashed with them take their nights at once.
 */
export async function expireHolds(
  tx: Database,
  now: Date,
  unitId?: string,
): Promise<{ id: string; siteId: string; unitId: string }[]> {
  const expired = await tx
    .update(stays)
    .set({ status: "expired", decidedAt: now, updatedAt: now })
    .where(
      and(eq(stays.status, "request"), lte(stays.holdExpiresAt, now), ...(unitId ? [eq(stays.unitId, unitId)] : [])),
    )
    .returning({ id: stays.id, siteId: stays.siteId, unitId: stays.unitId });
  for (const stay of expired) await planStayMessages(tx, stay.id);
  // A channel's stay that clashed with an expired request takes the nights before anyone else.
  for (const unit of new Set(expired.map((stay) => stay.unitId))) await promoteFreedConflicts(tx, unit, now);
  return expired;
}

/**
 * The stays holding any night of `unitId` in [from, to): bookings, owner blocks and imported
 * events, and requests whose hold has not run out (an expired one no longer counts, even
 * before the expiry job has flipped it, and a channel's stay that clashed with it counts
 * instead). Oldest first.
 */
export async function heldRanges(
  db: Database,
  unitId: string,
  from: string,
  to: string,
  now: Date,
): Promise<HeldRange[]> {
  return db
    .select({ checkIn: stays.checkIn, checkOut: stays.checkOut })
    .from(stays)
    .where(
      and(
        eq(stays.unitId, unitId),
        or(
          eq(stays.status, "confirmed"),
          and(eq(stays.status, "request"), gt(stays.holdExpiresAt, now)),
          // A channel's stay that clashed with a request whose hold has run out: it takes the
          // nights as soon as anything books or the expiry job runs (promoteFreedConflicts).
          and(
            eq(stays.status, "conflict"),
            sql`exists (select 1 from ${stays} as held where held.id = ${stays.conflictWith} and held.status = 'request' and held.hold_expires_at <= ${now.toISOString()})`,
          ),
        ),
        lt(stays.checkIn, to),
        gt(stays.checkOut, from),
      ),
    )
    .orderBy(asc(stays.checkIn));
}

/** Whose open stays to count on a site: a guest's address key, or a network's (stays' guest_email_key / guest_network_key). */
export type StayHolder = { emailKey: string } | { networkKey: string };

/**
 * Makes the booking transactions of the same guests or networks on a site wait for each
 * other until commit, so that of two attempts at once the second counts the first's stay
 * (an advisory lock per site and key; the stays' exclusion constraint serialises only
 * attempts on the same nights). Take it first in the transaction, before any row lock, and
 * pass the keys in one order (the address, then the network), so that two such
 * transactions never wait for each other in a circle.
 */
export async function lockStayHolders(tx: Database, siteId: string, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`open-stays ${siteId} ${key}`}, 0))`);
  }
}

/**
 * The stays a guest (or a network) made on the site that are still open: requests whose hold
 * is running and bookings whose check-out is after `today` (the property's date), with
 * their nights. Owner's entries and channels' imports never count.
 */
export async function openStaysOf(
  tx: Database,
  siteId: string,
  holder: StayHolder,
  now: Date,
  today: string,
): Promise<{ stays: number; nights: number }> {
  const [row] = await tx
    .select({
      stays: sql<number>`count(*)::int`,
      nights: sql<number>`coalesce(sum(${stays.checkOut} - ${stays.checkIn}), 0)::int`,
    })
    .from(stays)
    .where(
      and(
        eq(stays.siteId, siteId),
        "emailKey" in holder ? eq(stays.guestEmailKey, holder.emailKey) : eq(stays.guestNetworkKey, holder.networkKey),
        eq(stays.kind, "booking"),
        eq(stays.source, "direct"),
        or(
          and(eq(stays.status, "request"), gt(stays.holdExpiresAt, now)),
          and(eq(stays.status, "confirmed"), gt(stays.checkOut, today)),
        ),
      ),
    );
  return { stays: row?.stays ?? 0, nights: row?.nights ?? 0 };
}
