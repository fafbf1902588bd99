import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { todayIn } from "../dates/stay-date.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import {
  inOwnerTransaction,
  type OwnerActionContext,
  type StayRow,
  type StaySummary,
  summaryOf,
} from "../stays/owned-stay.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import type { OnlinePayment } from "./create-booking.ts";
import { type BookingLockRefusal, lockOwnedBooking } from "./lock-owned-booking.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";

export type AcceptRequestResult =
  | { ok: true; stay: StaySummary }
  /** Not the site's booking, or a request whose hold ran out (expired now). */
  | BookingLockRefusal
  /** Already decided (accepted, declined, cancelled) or not a booking request at all. */
  | { ok: false; reason: "not-a-request"; status: StayRow["status"] };

/**
 * The owner accepts a booking request of their site: it becomes a confirmed booking, still
 * holding the same nights, and the guest gets the confirmation (price, how to pay, house
 * rules, cancellation policy) in their language. A request whose hold has run out is
 * refused and expired (lockOwnedBooking).
 */
export async function acceptRequest(
  db: Database,
  siteId: string,
  stayId: string,
  ctx: OwnerActionContext & { onlinePayment?: OnlinePayment | undefined },
): Promise<AcceptRequestResult> {
  const now = ctx.now ?? new Date();
  return inOwnerTransaction(db, ctx.bookingEvents, async (tx, events): Promise<AcceptRequestResult> => {
    const locked = await lockOwnedBooking(tx, siteId, stayId, { now, addressing: ctx.addressing, events });
    if (!locked.ok) return locked;
    const { stay } = locked;
    if (stay.status === "expired" && stay.holdExpiresAt) {
      return { ok: false, reason: "hold-expired", holdExpiredAt: stay.holdExpiresAt };
    }
    // A booking held for the guest's payment is not the owner's to accept: the payment confirms it.
    if (stay.status !== "request" || stay.holdFor !== "decision") {
      return { ok: false, reason: "not-a-request", status: stay.status };
    }
    // With online payment the guest now pays to confirm it: the nights stay held until the
    // payment's deadline, and the guest gets the link (modules/payments/settle-payment.ts confirms).
    const { onlinePayment } = ctx;
    const awaitsPayment = !!onlinePayment && stay.totalCents > 0;
    const [accepted] = await tx
      .update(stays)
      .set(
        awaitsPayment
          ? {
              holdFor: "payment",
              holdExpiresAt: new Date(now.getTime() + onlinePayment.acceptedPayHours * 3_600_000),
              decidedAt: now,
              updatedAt: now,
            }
          : { status: "confirmed", decidedAt: now, updatedAt: now },
      )
      .where(eq(stays.id, stay.id))
      .returning();
    if (!accepted) throw new Error("request not accepted");
    await planStayMessages(tx, stay.id);
    if (awaitsPayment) {
      const timeZone = await propertyTimeZone(tx, siteId);
      const plan = await loadRatePlan(tx, siteId, stay.unitId);
      const payable = {
        id: stay.id,
        siteId,
        checkIn: stay.checkIn,
        totalCents: stay.totalCents,
        depositCents: stay.depositCents,
      };
      await onlinePayment.plan(tx, payable, plan, todayIn(timeZone, now));
      await onlinePayment.askToPay(tx, { siteId, stayId: stay.id });
    } else {
      await queueBookingEmails(tx, { siteId, stayId: stay.id, occasion: "confirmed", addressing: ctx.addressing });
    }
    events.push({ siteId, event: bookingEventOf(accepted, "accepted", await propertyTimeZone(tx, siteId)) });
    return { ok: true, stay: summaryOf(accepted) };
  });
}
