import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { releaseVoucher } from "../vouchers/redeem-voucher.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { bookingEventOf } from "./booking-events.ts";
import { expireRequests } from "./expire-requests.ts";
import {
  lockOwnedStay,
  OWNER_MESSAGE_MAX,
  type OwnerActionContext,
  publishCommitted,
  type SiteBookingEvent,
  type StayRow,
  type StaySummary,
  summaryOf,
} from "./owned-stay.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";

export type DeclineRequestInput = {
  /** A note to the guest, quoted in their email (at most OWNER_MESSAGE_MAX characters). */
  message?: string | null | undefined;
};

export type DeclineRequestResult =
  | { ok: true; stay: StaySummary }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "message-too-long"; max: number }
  /** The hold ran out first: the request has expired (its guest was told so), nothing left to decline. */
  | { ok: false; reason: "hold-expired"; holdExpiredAt: Date }
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
  const events: SiteBookingEvent[] = [];
  const result = await db.transaction(async (tx): Promise<DeclineRequestResult> => {
    const stay = await lockOwnedStay(tx, siteId, stayId);
    if (stay?.kind !== "booking") return { ok: false, reason: "not-found" };
    if (stay.status === "request" && stay.holdExpiresAt && stay.holdExpiresAt <= now) {
      events.push(...(await expireRequests(tx, now, ctx.addressing, stay.unitId)));
      return { ok: false, reason: "hold-expired", holdExpiredAt: stay.holdExpiresAt };
    }
    if (stay.status !== "request") return { ok: false, reason: "not-a-request", status: stay.status };
    const [declined] = await tx
      .update(stays)
      .set({ status: "declined", decidedAt: now, updatedAt: now })
      .where(eq(stays.id, stay.id))
      .returning();
    if (!declined) throw new Error("request not declined");
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
  publishCommitted(events);
  return result;
}
