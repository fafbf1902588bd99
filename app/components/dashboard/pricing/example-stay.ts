import { addDays, isoWeekday, type StayDate } from "../../../../modules/dates/stay-date.ts";
import type { RatePlan } from "../../../../modules/pricing/rate-plan-choices.ts";

const SATURDAY = 6;

/**
 * The stay the pricing page prices as its example: a week (or the plan's minimum, if longer)
 * from the first Saturday guests may book — or the first day they may arrive on, when
 * Saturdays are not among them — ending on a day they may leave on.
 */
export function exampleStay(plan: RatePlan, today: StayDate): { checkIn: StayDate; nights: number } {
  const arrivalDays = plan.checkInDays.length > 0 ? plan.checkInDays : [SATURDAY];
  const preferred = arrivalDays.includes(SATURDAY) ? SATURDAY : arrivalDays[0];
  let checkIn = addDays(today, Math.max(plan.leadTimeDays, 1));
  for (let i = 0; i < 7 && isoWeekday(checkIn) !== preferred; i++) checkIn = addDays(checkIn, 1);

  const season = plan.seasons.find((s) => s.from <= checkIn && checkIn <= s.until);
  let nights = Math.max(7, plan.minNights, season?.minNights ?? 0);
  if (plan.checkOutDays.length > 0) {
    for (let i = 0; i < 6 && !plan.checkOutDays.includes(isoWeekday(addDays(checkIn, nights))); i++) nights++;
  }
  return { checkIn, nights: Math.min(nights, plan.maxNights) };
}
