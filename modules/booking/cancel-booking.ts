import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { compareStayDates, todayIn } from "../dates/stay-date.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import {
  inOwnerTransaction,
  isCents,
  lockOwnedStay,
  OWNER_MESSAGE_MAX,
  type OwnerActionContext,
  type StayRow,
  type StaySummary,
  summaryOf,
} from "../stays/owned-stay.ts";
import { promoteFreedConflicts } from "../stays/promote-freed-conflicts.ts";
import { releaseVoucher } from "../vouchers/redeem-voucher.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { type CancellationRefund, policyRefund } from "./cancellation-refund.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";

export type CancelBookingInput = {
  /**
   * What the guest gets back, in cents, when the owner gives something other than the
   * policy's refund (more, when they cancel for their own reasons); at most the total.
   * Absent or null: the policy's refund.
   */
  refundCents?: number | null | undefined;
  /** A note to the guest, quoted in their email. */
  message?: string | null | undefined;
  /**
   * For a cancellation nobody asked for (the payments job's, when a balance is not paid in
   * time): checked under the stay's row lock before anything changes, so a payment settled a
   * moment before (it takes the same lock) is seen; false leaves the booking as it is.
   */
  onlyIf?: ((tx: Database, stay: StayRow) => Promise<boolean>) | undefined;
  /** Queues the emails that say why, in the same transaction, in place of the guest's usual one. */
  tell?: ((tx: Database, cancelled: StayRow) => Promise<void>) | undefined;
};

export type CancelBookingResult =
  | { ok: true; stay: StaySummary; refundCents: number; policyRefund: CancellationRefund }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "message-too-long"; max: number }
  | { ok: false; reason: "invalid-refund"; maxCents: number }
  /** Only a confirmed booking is cancelled; a request is declined, a cancelled one stays so. */
  | { ok: false; reason: "not-cancellable"; status: StayRow["status"] };

/**
 * The owner cancels a confirmed booking of their site. Its nights are free at once (a
 * channel's stay that clashed with it takes them first, promote-freed-conflicts.ts); the
 * refund is what the booking's cancellation policy gives on the property's today (or what
 * the owner chose), stored with the booking; a booking cancelled before its stay gives its
 * voucher use back; the guest is told, with the refund, in their language.
 */
export async function cancelBooking(
  db: Database,
  siteId: string,
  stayId: string,
  input: CancelBookingInput,
  ctx: OwnerActionContext,
): Promise<CancelBookingResult> {
  const message = input.message?.trim() ?? "";
  if (message.length > OWNER_MESSAGE_MAX) return { ok: false, reason: "message-too-long", max: OWNER_MESSAGE_MAX };
  const now = ctx.now ?? new Date();
  return inOwnerTransaction(db, ctx.bookingEvents, async (tx, events): Promise<CancelBookingResult> => {
    const stay = await lockOwnedStay(tx, siteId, stayId);
    if (stay?.kind !== "booking") return { ok: false, reason: "not-found" };
    if (stay.status !== "confirmed") return { ok: false, reason: "not-cancellable", status: stay.status };
    if (input.onlyIf && !(await input.onlyIf(tx, stay)))
      return { ok: false, reason: "not-cancellable", status: stay.status };
    const byPolicy = await policyRefund(tx, stay, now);
    const chosen = input.refundCents ?? byPolicy.refundCents;
    if (!isCents(chosen, Math.max(0, stay.totalCents))) {
      return { ok: false, reason: "invalid-refund", maxCents: Math.max(0, stay.totalCents) };
    }
    const [cancelled] = await tx
      .update(stays)
      .set({ status: "cancelled", cancelledAt: now, refundCents: chosen, updatedAt: now })
      .where(eq(stays.id, stay.id))
      .returning();
    if (!cancelled) throw new Error("booking not cancelled");
    await planStayMessages(tx, stay.id);
    await promoteFreedConflicts(tx, stay.unitId, now);
    const timeZone = await propertyTimeZone(tx, siteId);
    if (compareStayDates(todayIn(timeZone, now), stay.checkIn) < 0) await releaseVoucher(tx, stay.id);
    if (input.tell) await input.tell(tx, cancelled);
    else
      await queueBookingEmails(tx, {
        siteId,
        stayId: stay.id,
        occasion: "cancelled",
        message,
        addressing: ctx.addressing,
      });
    events.push({ siteId, event: bookingEventOf(cancelled, "cancelled", timeZone) });
    return { ok: true, stay: summaryOf(cancelled), refundCents: chosen, policyRefund: byPolicy };
  });
}
