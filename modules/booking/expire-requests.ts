import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
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
  // A booking that waited for its first payment: what it was to pay is no longer asked (a
  // payment made on the provider's page after all still settles, and then takes the nights
  // back if they are free, or is refunded: modules/payments/settle-payment.ts).
  const unpaid = rows.filter((stay) => stay.holdFor === "payment").map((stay) => stay.id);
  if (unpaid.length > 0) {
    await tx
      .update(payments)
      .set({ state: "cancelled", checkoutUrl: null, updatedAt: now })
      .where(and(inArray(payments.stayId, unpaid), eq(payments.state, "requires_payment")));
  }
  for (const stay of rows) {
    await releaseVoucher(tx, stay.id);
    // The "owner did not answer" email is for requests; a guest who left the payment page sees it on their booking page.
    if (stay.holdFor === "decision") {
      await queueBookingEmails(tx, { siteId: stay.siteId, stayId: stay.id, occasion: "expired", addressing });
    }
    let timeZone = zones.get(stay.siteId);
    if (!timeZone) {
      timeZone = await propertyTimeZone(tx, stay.siteId);
      zones.set(stay.siteId, timeZone);
    }
    events.push({ siteId: stay.siteId, event: bookingEventOf(stay, "expired", timeZone) });
  }
  return events;
}
