import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays, vouchers } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import type { Quote, QuoteVoucher, Violation } from "../pricing/quote-stay.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import {
  bookableUnitById,
  inOwnerTransaction,
  isCents,
  isNightsTaken,
  isPartySize,
  OWNER_MESSAGE_MAX,
  type OwnerActionContext,
  type StayRow,
  type StaySummary,
  stayDates,
  summaryOf,
} from "../stays/owned-stay.ts";
import { promoteFreedConflicts } from "../stays/promote-freed-conflicts.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { quoteToStore, storedQuote } from "./booking-terms.ts";
import { expireRequests } from "./expire-requests.ts";
import { type BookingLockRefusal, lockOwnedBooking } from "./lock-owned-booking.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";
import { quoteForOwner } from "./quote-for-owner.ts";

/** What the owner changes; anything left out stays as booked. */
export type ChangeBookingInput = {
  /** Another active unit of the site. */
  unitId?: string | undefined;
  checkIn?: StayDate | undefined;
  checkOut?: StayDate | undefined;
  adults?: number | undefined;
  children?: number | undefined;
  /** Change it even where the stay breaks the unit's rules (minimum stay, arrival day, guests, …). */
  overrideRules?: boolean | undefined;
  /** A total agreed with the guest, in cents, instead of the new quote's. */
  totalCents?: number | null | undefined;
  /** A note to the guest, quoted in their email. */
  message?: string | null | undefined;
};

export type ChangeBookingResult =
  /** `changed` false: nothing differed, nothing was written or sent. `quote`: the new one, when re-quoted. */
  | { ok: true; stay: StaySummary; quote: Quote | null; changed: boolean }
  /** Not the site's booking, or a request whose hold ran out (expired now). */
  | BookingLockRefusal
  | { ok: false; reason: "message-too-long"; max: number }
  | { ok: false; reason: "invalid-dates" }
  | { ok: false; reason: "invalid-guests" }
  | { ok: false; reason: "invalid-total" }
  | { ok: false; reason: "unknown-unit" }
  /** Only a confirmed booking or an open request can change. */
  | { ok: false; reason: "not-changeable"; status: StayRow["status"] }
  /** The rules the new stay breaks; send again with `overrideRules` to change it anyway. */
  | { ok: false; reason: "stay-not-allowed"; violations: Violation[] }
  /** Another booking, request, block or imported event holds some of the new nights. */
  | { ok: false; reason: "dates-taken" };

/** The voucher the booking used, to price the changed stay with it again (its use was counted when booking). */
async function bookedVoucher(tx: Database, stay: StayRow): Promise<QuoteVoucher | null> {
  if (!stay.voucherId || !stay.voucherCode) return null;
  const [row] = await tx
    .select({ kind: vouchers.kind, amount: vouchers.amount })
    .from(vouchers)
    .where(eq(vouchers.id, stay.voucherId))
    .limit(1);
  return row ? { code: stay.voucherCode, kind: row.kind, amount: row.amount } : null;
}

/**
 * The owner changes a booking (or an open request) of their site: dates, unit or guests.
 * The changed stay is quoted again at the unit's rates (with its voucher, under the
 * cancellation policy it was booked on), or at a total the owner agreed with the guest; the
 * unit's rules apply unless the owner overrides them. The nights are checked by the
 * exclusion constraint in the same transaction: taken nights are "dates-taken", never an
 * error. The guest gets the booking as it now stands, in their language.
 */
export async function changeBooking(
  db: Database,
  siteId: string,
  stayId: string,
  input: ChangeBookingInput,
  ctx: OwnerActionContext,
): Promise<ChangeBookingResult> {
  const message = input.message?.trim() ?? "";
  if (message.length > OWNER_MESSAGE_MAX) return { ok: false, reason: "message-too-long", max: OWNER_MESSAGE_MAX };
  if (input.totalCents != null && !isCents(input.totalCents)) return { ok: false, reason: "invalid-total" };
  const now = ctx.now ?? new Date();
  try {
    return await inOwnerTransaction(db, ctx.bookingEvents, async (tx, events): Promise<ChangeBookingResult> => {
      const locked = await lockOwnedBooking(tx, siteId, stayId, { now, addressing: ctx.addressing, events });
      if (!locked.ok) return locked;
      const { stay } = locked;
      if (stay.status !== "confirmed" && stay.status !== "request") {
        return { ok: false, reason: "not-changeable", status: stay.status };
      }
      const dates = stayDates(input.checkIn ?? stay.checkIn, input.checkOut ?? stay.checkOut);
      if (!dates) return { ok: false, reason: "invalid-dates" };
      const adults = input.adults ?? stay.adults;
      const children = input.children ?? stay.children;
      if (!isPartySize(adults, children)) return { ok: false, reason: "invalid-guests" };
      const unit = await bookableUnitById(tx, siteId, input.unitId ?? stay.unitId, stay.unitId);
      if (!unit) return { ok: false, reason: "unknown-unit" };

      const stayChanged =
        unit.id !== stay.unitId ||
        dates.checkIn !== stay.checkIn ||
        dates.checkOut !== stay.checkOut ||
        adults !== stay.adults ||
        children !== stay.children;
      const priceChanged = input.totalCents != null && input.totalCents !== stay.totalCents;
      if (!stayChanged && !priceChanged) return { ok: true, stay: summaryOf(stay), quote: null, changed: false };

      const values: Partial<typeof stays.$inferInsert> = { updatedAt: now };
      let quote: Quote | null = null;
      if (stayChanged) {
        const priced = await quoteForOwner(
          tx,
          siteId,
          unit,
          { ...dates, adults, children },
          { now, overrideRules: input.overrideRules === true, voucher: await bookedVoucher(tx, stay) },
        );
        if (priced.refusals.length > 0) return { ok: false, reason: "stay-not-allowed", violations: priced.refusals };
        quote = priced.quote;
        const policy = storedQuote(stay.quote)?.cancellationPolicy ?? priced.plan.cancellationPolicy;
        Object.assign(values, {
          unitId: unit.id,
          ...dates,
          adults,
          children,
          quote: quoteToStore(quote, policy),
          totalCents: quote.totalCents,
          depositCents: quote.depositCents,
        });
      }
      if (input.totalCents != null) values.totalCents = input.totalCents;

      // Requests whose hold ran out stop holding the nights this stay may move onto.
      events.push(...(await expireRequests(tx, now, ctx.addressing, unit.id)));
      const [changed] = await tx.update(stays).set(values).where(eq(stays.id, stay.id)).returning();
      if (!changed) throw new Error("booking not changed");
      await planStayMessages(tx, stay.id);
      // A channel's stay that clashed with it on the nights it left takes them.
      if (stayChanged) await promoteFreedConflicts(tx, stay.unitId, now);
      await queueBookingEmails(tx, {
        siteId,
        stayId: stay.id,
        occasion: "changed",
        message,
        addressing: ctx.addressing,
      });
      events.push({ siteId, event: bookingEventOf(changed, "changed", await propertyTimeZone(tx, siteId)) });
      return { ok: true, stay: summaryOf(changed), quote, changed: true };
    });
  } catch (error) {
    if (isNightsTaken(error)) return { ok: false, reason: "dates-taken" };
    throw error;
  }
}
