import { addDays, compareStayDates, type StayDate } from "../dates/stay-date.ts";
import { percentOf } from "../pricing/quote-stay.ts";
import type { PaymentTerms } from "../pricing/rate-plan-choices.ts";

/** One amount to collect: at booking, or on a date in the property's calendar. */
export type Instalment = { number: 1 | 2; amountCents: number; due: "at_booking" | StayDate };

/**
 * The instalments of a booking of `totalCents` made on `bookedOn` (the property's today)
 * for an arrival on `checkIn`. A booking made on or after the balance's due date pays
 * everything at once. The first payment is rounded to the cent and the balance is the
 * rest, so the instalments always add up to the total exactly.
 */
export function paymentSchedule(
  terms: PaymentTerms,
  booking: { totalCents: number; checkIn: StayDate; bookedOn: StayDate },
): Instalment[] {
  const total = booking.totalCents;
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`not an amount in cents: ${total}`);
  if (terms.kind === "full" || total === 0) return [{ number: 1, amountCents: total, due: "at_booking" }];
  const balanceDue = addDays(booking.checkIn, -terms.balanceDaysBefore);
  if (compareStayDates(booking.bookedOn, balanceDue) >= 0)
    return [{ number: 1, amountCents: total, due: "at_booking" }];
  const first = percentOf(total, terms.firstPercent);
  // A share that rounds to nothing or to everything is one payment, never one of 0 cents.
  if (first <= 0 || first >= total) return [{ number: 1, amountCents: total, due: "at_booking" }];
  return [
    { number: 1, amountCents: first, due: "at_booking" },
    { number: 2, amountCents: total - first, due: balanceDue },
  ];
}
