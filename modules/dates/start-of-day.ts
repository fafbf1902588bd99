import { dayNumber, type StayDate } from "./stay-date.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at` (ms since 1970). */
function offsetAt(timeZone: string, at: number): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant `date` begins in `timeZone` (its midnight), also on a day daylight saving time
 * starts or ends: a deadline "until the end of 4 February" is the start of 5 February there.
 */
export function startOfDayIn(timeZone: string, date: StayDate): Date {
  const midnight = dayNumber(date) * 86_400_000;
  const first = midnight - offsetAt(timeZone, midnight);
  return new Date(midnight - offsetAt(timeZone, first));
}
