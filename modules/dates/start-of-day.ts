import { dayNumber, type StayDate } from "./stay-date.ts";
import { zoneOffsetAt as offsetAt } from "./wall-clock.ts";

/**
 * The instant `date` begins in `timeZone` (its midnight), also on a day daylight saving time
 * starts or ends: a deadline "until the end of 4 February" is the start of 5 February there.
 */
export function startOfDayIn(timeZone: string, date: StayDate): Date {
  const midnight = dayNumber(date) * 86_400_000;
  const first = midnight - offsetAt(timeZone, midnight);
  return new Date(midnight - offsetAt(timeZone, first));
}
