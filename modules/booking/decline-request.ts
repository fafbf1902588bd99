import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import {
  inOwnerTransaction,
  OWNER_MESSAGE_MAX,
  type OwnerActionContext,
  type StayRow,
  type StaySummary,
  summaryOf,
} from "../stays/owned-stay.ts";
import { promoteFreedConflicts } from "../stays/promote-freed-conflicts.ts";
import { releaseVoucher } from "../vouchers/redeem-voucher.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { type BookingLockRefusal, lockOwnedBooking } from "./lock-owned-booking.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";

export type DeclineRequestInput = {
  /** A note to the guest, quoted in their email (at most OWNER_MESSAGE_MAX characters). */
  message?: string | null | undefined;
};

export type DeclineRequestResult =
  | { ok: true; stay: StaySummary }
  | { ok: false; reason: "message-too-long"; max: number }
  /** Not the site's booking, or the hold ran out first: the request has expired (its guest was told so). */
  | BookingLockRefusal
  | { ok: false; reason: "not-a-request"; status: StayRow["status"] };

/**
 * The owner declines a booking request of their site: its nights are free at once, the
 * voucher use it made is given back, and the guest is told in their language, with the
 * owner's note when they wrote one.
 */
export async function declineRequest(
  db: Database,
  siteId: string,
  stayId: string,
  input: DeclineRequestInput,
  ctx: OwnerActionContext,
): Promise<DeclineRequestResult> {
  const message = input.message?.trim() ?? "";
  if (message.length > OWNER_MESSAGE_MAX) return { ok: false, reason: "message-too-long", max: OWNER_MESSAGE_MAX };
  const now = ctx.now ?? new Date();
  return inOwnerTransaction(db, ctx.bookingEvents, async (tx, events): Promise<DeclineRequestResult> => {
    const locked = await lockOwnedBooking(tx, siteId, stayId, { now, addressing: ctx.addressing, events });
    if (!locked.ok) return locked;
    const { stay } = locked;
    if (stay.status !== "request") return { ok: false, reason: "not-a-request", status: stay.status };
    const [declined] = await tx
      .update(stays)
      .set({ status: "declined", decidedAt: now, updatedAt: now })
      .where(eq(stays.id, stay.id))
      .returning();
    if (!declined) throw new Error("request not declined");
    await planStayMessages(tx, stay.id);
    await promoteFreedConflicts(tx, stay.unitId, now);
    await releaseVoucher(tx, stay.id);
    await queueBookingEmails(tx, {
      siteId,
      stayId: stay.id,
      occasion: "declined",
      message,
      addressing: ctx.addressing,
    });
    events.push({ siteId, event: bookingEventOf(declined, "declined", await propertyTimeZone(tx, siteId)) });
    return { ok: true, stay: summaryOf(declined) };
  });
}
