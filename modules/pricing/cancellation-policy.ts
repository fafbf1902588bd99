import { nightsBetween, type StayDate } from "../dates/stay-date.ts";
import { percentOf } from "./quote-stay.ts";
import type { CancellationPolicy } from "./rate-plan-choices.ts";

/** What a guest gets back when cancelling at least `daysBefore` days before arrival. */
export type RefundStep = { daysBefore: number; percent: number };

/**
 * The refund steps of each policy, as Airbnb and Lodgify word theirs, counted in the
 * property's calendar days before the arrival date (cancelling on the day before arrival is
 * "1 day before", on the day itself 0), the most generous step first; later: nothing back.
 * - flexible: everything back until 1 day before arrival;
 * - moderate: everything until 14 days before, half until 7 days before;
 * - strict: half until 30 days before.
 * The refundable deposit is apart: it is not in the total and always comes back.
 */
export const CANCELLATION_RULES: Record<CancellationPolicy, readonly RefundStep[]> = {
  flexible: [{ daysBefore: 1, percent: 100 }],
  moderate: [
    { daysBefore: 14, percent: 100 },
    { daysBefore: 7, percent: 50 },
  ],
  strict: [{ daysBefore: 30, percent: 50 }],
};

/** The refund of a booking of `totalCents` cancelled on `cancelledOn` (the property's today). */
export function refundFor(
  policy: CancellationPolicy,
  booking: { totalCents: number; checkIn: StayDate; cancelledOn: StayDate },
): { refundCents: number; percent: number } {
  const daysBefore = nightsBetween(booking.cancelledOn, booking.checkIn);
  const percent = CANCELLATION_RULES[policy].find((step) => daysBefore >= step.daysBefore)?.percent ?? 0;
  return { refundCents: percentOf(Math.max(0, booking.totalCents), percent), percent };
}
