import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import { expireHolds } from "../stays/held-nights.ts";
import type { SiteBookingEvent } from "../stays/owned-stay.ts";
import { releaseVoucher } from "../vouchers/redeem-voucher.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";

/**
 * Expires the requests whose hold has run out (of one unit, or of every unit), in the
 * caller's transaction: each stops holding its nights, gives back the voucher use it made,
 * and its guest is told in their language that the owner did not answer in time. Returns
 * the events to publish once the transaction is committed.
 *
 * Every transaction that books or changes a unit's nights runs it for that unit first, and
 * the hold-expiry job every minute for all: whichever comes first expires a request, and the
 * guest gets one email.
 */
export async function expireRequests(
  tx: Database,
  now: Date,
  addressing: SiteAddressing,
  unitId?: string,
): Promise<SiteBookingEvent[]> {
  const expired = await expireHolds(tx, now, unitId);
  if (expired.length === 0) return [];
  const rows = await tx
    .select()
    .from(stays)
    .where(
      inArray(
        stays.id,
        expired.map((stay) => stay.id),
      ),
    );
  const zones = new Map<string, string>();
  const events: SiteBookingEvent[] = [];
  for (const stay of rows) {
    await releaseVoucher(tx, stay.id);
    await queueBookingEmails(tx, { siteId: stay.siteId, stayId: stay.id, occasion: "expired", addressing });
    let timeZone = zones.get(stay.siteId);
    if (!timeZone) {
      timeZone = await propertyTimeZone(tx, stay.siteId);
      zones.set(stay.siteId, timeZone);
    }
    events.push({ siteId: stay.siteId, event: bookingEventOf(stay, "expired", timeZone) });
  }
  return events;
}
