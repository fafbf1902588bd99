/**
 * Dates of stay: date-only values, "YYYY-MM-DD", never a `Date` at midnight (whose day moves
 * with the time zone of whoever reads it). Arithmetic runs on whole day numbers (days since
 * 1970-01-01) through Date.UTC only, so no result depends on the process's TZ or on a
 * daylight-saving change.
 *
 * A StayDate is a plain string, so the database's `date` columns (read in string mode) and
 * query parameters pass straight in; text from outside goes through parseStayDate first.
 */
export type StayDate = string;

/** ISO weekday: Monday 1 … Sunday 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

const MS_PER_DAY = 86_400_000;
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole days since 1970-01-01 of a well-formed date (negative before). */
export function dayNumber(date: StayDate): number {
  const match = SHAPE.exec(date);
  if (!match) throw new RangeError(`not a stay date: ${JSON.stringify(date)}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY;
}

/** The date of a day number. */
export function fromDayNumber(day: number): StayDate {
  const d = new Date(day * MS_PER_DAY);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const dd = d.getUTCDate();
  return `${String(y).padStart(4, "0")}-${m < 10 ? "0" : ""}${m}-${dd < 10 ? "0" : ""}${dd}`;
}

/** The date in `text` when it is a real calendar day written YYYY-MM-DD (years 1000–9999); else null. */
export function parseStayDate(text: unknown): StayDate | null {
  if (typeof text !== "string") return null;
  const match = SHAPE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 1000) return null;
  // Date.UTC rolls 2026-02-30 over to March; a real date comes back unchanged.
  return fromDayNumber(dayNumber(text)) === text ? text : null;
}

export function isStayDate(value: unknown): value is StayDate {
  return parseStayDate(value) !== null;
}

export function addDays(date: StayDate, days: number): StayDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Nights from check-in to check-out: negative when check-out comes first. */
export function nightsBetween(checkIn: StayDate, checkOut: StayDate): number {
  return dayNumber(checkOut) - dayNumber(checkIn);
}

/** Every night of the stay, named by its date: check-in up to the day before check-out. */
export function eachNight(checkIn: StayDate, checkOut: StayDate): StayDate[] {
  const first = dayNumber(checkIn);
  const end = dayNumber(checkOut);
  const nights: StayDate[] = [];
  for (let day = first; day < end; day++) nights.push(fromDayNumber(day));
  return nights;
}

/** Monday 1 … Sunday 7 (1970-01-01, day 0, was a Thursday). */
export function isoWeekday(date: StayDate): IsoWeekday {
  return (((((dayNumber(date) + 3) % 7) + 7) % 7) + 1) as IsoWeekday;
}

export function compareStayDates(a: StayDate, b: StayDate): -1 | 0 | 1 {
  // The fixed-width form sorts as text.
  return a < b ? -1 : a > b ? 1 : 0;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The date it is at `now` in `timeZone` (an IANA name such as Europe/Amsterdam): the
 * property's today, whatever the server's zone. An unknown zone throws a RangeError.
 */
export function todayIn(timeZone: string, now: Date): StayDate {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, format);
  }
  let year = "";
  let month = "";
  let day = "";
  for (const part of format.formatToParts(now)) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  return `${year.padStart(4, "0")}-${month}-${day}`;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}
