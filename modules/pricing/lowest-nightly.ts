import { compareStayDates, type StayDate } from "../dates/stay-date.ts";
import type { RatePlan } from "./rate-plan.ts";

/**
 * The lowest nightly price a plan asks from `today` on: its base price, its weekend price
 * and every season that has not yet ended (a past season's price no guest can get). Fees,
 * taxes and discounts are left out: "from €120 / night" is the nightly rate itself.
 */
export function lowestNightlyCents(plan: RatePlan, today: StayDate): number {
  const prices = [plan.baseNightlyCents];
  if (plan.weekendNightlyCents !== null) prices.push(plan.weekendNightlyCents);
  for (const season of plan.seasons) {
    if (compareStayDates(season.until, today) >= 0) prices.push(season.nightlyCents);
  }
  return Math.min(...prices);
}
