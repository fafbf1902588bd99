/**
 * Consultation dates are calendar days in the Netherlands, handled as "YYYY-MM-DD"
 * strings: no Date objects in local time, so the server's or the browser's own time zone
 * never shifts a day.
 */

export const LEAD_TIME_ZONE = "Europe/Amsterdam";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in Amsterdam, e.g. "2026-03-11", whatever zone this code runs in. */
export function amsterdamToday(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: LEAD_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function parse(date: string): [number, number, number] | null {
  const match = DATE_ONLY.exec(date);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function format(utc: Date): string {
  return utc.toISOString().slice(0, 10);
}

/** True for a real calendar day written as YYYY-MM-DD (so not "2026-02-30"). */
export function isDateOnly(date: string): boolean {
  const ymd = parse(date);
  if (!ymd) return false;
  const [y, m, d] = ymd;
  return format(new Date(Date.UTC(y, m - 1, d))) === date;
}

export function addDays(date: string, days: number): string {
  const ymd = parse(date);
  if (!ymd) throw new Error(`not a date: ${date}`);
  const [y, m, d] = ymd;
  return format(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Calendar months later; the day is clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const ymd = parse(date);
  if (!ymd) throw new Error(`not a date: ${date}`);
  const [y, m, d] = ymd;
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** The days a consultation can be booked on: from tomorrow up to three months ahead. */
export function consultationDateWindow(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addMonths(today, 3) };
}
