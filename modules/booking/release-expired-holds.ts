import type { Database } from "../../db/client.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import type { BookingEventPublisher } from "../stays/booking-events.ts";
import { publishCommitted } from "../stays/owned-stay.ts";
import { expireRequests } from "./expire-requests.ts";

/**
 * The hold-expiry job's work (server/jobs/hold-expiry-worker.ts): every request of every
 * site whose hold has run out is expired, its guest emailed, and the owners' open calendars
 * told once it is committed. The nights were free for new bookings from the moment the hold
 * ran out (createBooking and heldRanges ignore a run-out hold); this makes the records and
 * the guest agree. Returns how many requests expired.
 */
export async function releaseExpiredHolds(
  db: Database,
  addressing: SiteAddressing,
  bookingEvents: BookingEventPublisher,
  now: Date = new Date(),
): Promise<number> {
  const events = await db.transaction((tx) => expireRequests(tx, now, addressing));
  publishCommitted(bookingEvents, events);
  return events.length;
}
