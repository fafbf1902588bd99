import type { Database } from "../../db/client.ts";
import { type StayDate, todayIn } from "../dates/stay-date.ts";
import { type Quote, quoteStay, type Violation } from "../pricing/quote-stay.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { heldRanges } from "../stays/held-nights.ts";
import { checkVoucher } from "../vouchers/check-voucher.ts";
import type { VoucherRefusal } from "../vouchers/voucher-limits.ts";
import type { BookableUnit } from "./bookable-unit.ts";

export type StayAsked = {
  checkIn: StayDate;
  checkOut: StayDate;
  adults: number;
  children: number;
  voucher?: string | undefined;
  /** The guest's address, for a voucher's per-guest limit (known when booking, not when quoting). */
  email?: string | undefined;
};

export type UnitQuote =
  | { ok: true; quote: Quote; plan: RatePlan; voucherId: string | null; today: StayDate }
  | { ok: false; code: "stay_not_allowed"; violations: Violation[] }
  | { ok: false; code: "voucher_invalid"; reason: VoucherRefusal }
  | { ok: false; code: "dates_unavailable" };

/**
 * The price of a stay in a unit, as a guest may book it: the unit's rates and rules on the
 * property's today, the voucher checked for this stay, and its nights free. The booking API's
 * quote answers with it, and createBooking runs it again inside its transaction, so a
 * booking is made at the price and the rules of the moment it is made.
 */
export async function quoteForUnit(
  db: Database,
  siteId: string,
  unit: BookableUnit,
  stay: StayAsked,
  now: Date,
): Promise<UnitQuote> {
  const { plan } = unit;
  const today = todayIn(unit.timeZone, now);
  let voucher: { id: string; code: string; kind: "percent" | "fixed"; amount: number } | null = null;
  if (stay.voucher) {
    const checked = await checkVoucher(db, siteId, {
      code: stay.voucher,
      unitId: unit.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      bookedOn: today,
      ...(stay.email ? { email: stay.email } : {}),
    });
    if (!checked.ok) return { ok: false, code: "voucher_invalid", reason: checked.reason };
    voucher = checked.voucher;
  }
  const quote = quoteStay({
    plan,
    maxGuests: unit.maxGuests,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
    today,
    currency: unit.currency,
    voucher,
  });
  if (!quote.bookable) return { ok: false, code: "stay_not_allowed", violations: quote.violations };
  if ((await heldRanges(db, unit.id, stay.checkIn, stay.checkOut, now)).length > 0) {
    return { ok: false, code: "dates_unavailable" };
  }
  return { ok: true, quote, plan, voucherId: voucher?.id ?? null, today };
}
