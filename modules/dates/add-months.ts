import type { StayDate } from "./stay-date.ts";

/**
 * The date `months` calendar months after `date`, on `anchorDay` of that month (the day the
 * monthly period started on), or the month's last day when it is shorter: a period begun on
 * 31 January runs to 28 February, then to 31 March, never drifting to the 28th.
 */
export function addMonths(date: StayDate, months: number, anchorDay = Number(date.slice(8, 10))): StayDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const first = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(anchorDay, lastDay));
  return first.toISOString().slice(0, 10);
}
