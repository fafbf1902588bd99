import type { Database } from "../../db/client.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { lockOwnedStay, type SiteBookingEvent, type StayRow } from "../stays/owned-stay.ts";
import { expireRequests } from "./expire-requests.ts";

/** Why an owner's action cannot touch the booking at all. */
export type BookingLockRefusal =
  | { ok: false; reason: "not-found" }
  /** The hold ran out before the owner answered: the request has expired and its nights are free. */
  | { ok: false; reason: "hold-expired"; holdExpiredAt: Date };

/**
 * The site's booking (not a block or an import) that the owner accepts, declines or changes,
 * locked until the transaction ends. A request whose hold has run out is refused, even before
 * the expiry job has marked it: the guest was free to go elsewhere and the nights free to
 * book; it is expired here and then (its events added to `events`), so its guest hears so once.
 */
export async function lockOwnedBooking(
  tx: Database,
  siteId: string,
  stayId: string,
  at: { now: Date; addressing: SiteAddressing; events: SiteBookingEvent[] },
): Promise<{ ok: true; stay: StayRow } | BookingLockRefusal> {
  const stay = await lockOwnedStay(tx, siteId, stayId);
  if (stay?.kind !== "booking") return { ok: false, reason: "not-found" };
  if (stay.status === "request" && stay.holdExpiresAt && stay.holdExpiresAt <= at.now) {
    at.events.push(...(await expireRequests(tx, at.now, at.addressing, stay.unitId)));
    return { ok: false, reason: "hold-expired", holdExpiredAt: stay.holdExpiresAt };
  }
  return { ok: true, stay };
}
