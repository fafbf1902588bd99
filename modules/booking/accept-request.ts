import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { bookingEventOf } from "./booking-events.ts";
import { expireRequests } from "./expire-requests.ts";
import {
  lockOwnedStay,
  type OwnerActionContext,
  publishCommitted,
  type SiteBookingEvent,
  type StayRow,
  type StaySummary,
  summaryOf,
} from "./owned-stay.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";

export type AcceptRequestResult =
  | { ok: true; stay: StaySummary }
  | { ok: false; reason: "not-found" }
  /** The hold ran out before the owner answered: the request has expired and its nights are free. */
  | { ok: false; reason: "hold-expired"; holdExpiredAt: Date }
  /** Already decided (accepted, declined, cancelled) or not a booking request at all. */
  | { ok: false; reason: "not-a-request"; status: StayRow["status"] };

/**
 * The owner accepts a booking request of their site: it becomes a confirmed booking, still
 * holding the same nights, and the guest gets the confirmation (price, how to pay, house
 * rules, cancellation policy) in their language. A request whose hold has run out is
 * refused, even before the expiry job has marked it: the guest was free to go elsewhere and
 * the nights free to book; it is expired here and then, so its guest hears so once.
 */
export async function acceptRequest(
  db: Database,
  siteId: string,
  stayId: string,
  ctx: OwnerActionContext,
): Promise<AcceptRequestResult> {
  const now = ctx.now ?? new Date();
  const events: SiteBookingEvent[] = [];
  const result = await db.transaction(async (tx): Promise<AcceptRequestResult> => {
    const stay = await lockOwnedStay(tx, siteId, stayId);
    if (stay?.kind !== "booking") return { ok: false, reason: "not-found" };
    if (stay.status === "request" && stay.holdExpiresAt && stay.holdExpiresAt <= now) {
      events.push(...(await expireRequests(tx, now, ctx.addressing, stay.unitId)));
      return { ok: false, reason: "hold-expired", holdExpiredAt: stay.holdExpiresAt };
    }
    if (stay.status === "expired" && stay.holdExpiresAt) {
      return { ok: false, reason: "hold-expired", holdExpiredAt: stay.holdExpiresAt };
    }
    if (stay.status !== "request") return { ok: false, reason: "not-a-request", status: stay.status };
    const [accepted] = await tx
      .update(stays)
      .set({ status: "confirmed", decidedAt: now, updatedAt: now })
      .where(eq(stays.id, stay.id))
      .returning();
    if (!accepted) throw new Error("request not accepted");
    await queueBookingEmails(tx, { siteId, stayId: stay.id, occasion: "confirmed", addressing: ctx.addressing });
    events.push({ siteId, event: bookingEventOf(accepted, "accepted", await propertyTimeZone(tx, siteId)) });
    return { ok: true, stay: summaryOf(accepted) };
  });
  publishCommitted(events);
  return result;
}
