import { addDays, dayNumber, nightsBetween, type StayDate } from "../../../../modules/dates/stay-date.ts";

/**
 * The month grid's arithmetic, on date-only values (modules/dates/stay-date.ts): which month
 * is shown, its days, and where a stay's bar lies. A day is two half columns: a stay's bar
 * runs from the afternoon of its check-in day to the morning of its check-out day, so a
 * departure and the next arrival share a day, as they do in the house.
 */

/** A month as "YYYY-MM". */
export type MonthId = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `?month=` when it names a month between 2000 and 2100; else the month of `today`. */
export function monthOf(param: string | null | undefined, today: StayDate): MonthId {
  const match = param ? MONTH.exec(param) : null;
  if (match && Number(match[1]) >= 2000 && Number(match[1]) <= 2100) return param as MonthId;
  return today.slice(0, 7);
}

/** The month `delta` months after `month` (before, when negative). */
export function shiftMonth(month: MonthId, delta: number): MonthId {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1 + delta;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, "0")}-${m < 10 ? "0" : ""}${m}`;
}

/** The month's first day and the first day of the next month: the window [from, to) it shows. */
export function monthWindow(month: MonthId): { from: StayDate; to: StayDate } {
  return { from: `${month}-01`, to: `${shiftMonth(month, 1)}-01` };
}

/** Every day of the month, in order. */
export function monthDays(month: MonthId): StayDate[] {
  const { from, to } = monthWindow(month);
  return Array.from({ length: nightsBetween(from, to) }, (_, i) => addDays(from, i));
}

/**
 * The half columns a stay's bar covers in a window of days [from, to): `start` inclusive,
 * `end` exclusive, counted from 0 at the morning of `from`. A stay that began before the
 * window, or goes on after it, is cut at the window's edge and says so. Null when the stay
 * has no night in the window.
 */
export function barSpan(
  stay: { checkIn: StayDate; checkOut: StayDate },
  from: StayDate,
  to: StayDate,
): { start: number; end: number; startsBefore: boolean; endsAfter: boolean } | null {
  const first = dayNumber(from);
  const days = dayNumber(to) - first;
  const checkIn = dayNumber(stay.checkIn) - first;
  const checkOut = dayNumber(stay.checkOut) - first;
  if (checkOut <= 0 || checkIn >= days) return null;
  const startsBefore = checkIn < 0;
  const endsAfter = checkOut >= days;
  return {
    start: startsBefore ? 0 : checkIn * 2 + 1,
    end: endsAfter ? days * 2 : checkOut * 2 + 1,
    startsBefore,
    endsAfter,
  };
}

/**
 * A lane (0, 1, …) for each bar of one unit's row, so bars that overlap (an imported event
 * in conflict with a booking) are drawn one above the other; bars that only meet share a
 * lane. Returns the lane per bar, in the order given, and how many lanes the row needs.
 */
export function laneBars(spans: readonly { start: number; end: number }[]): { lanes: number[]; count: number } {
  const order = spans.map((span, index) => ({ span, index })).sort((a, b) => a.span.start - b.span.start);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(spans.length).fill(0);
  for (const { span, index } of order) {
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = span.end;
    lanes[index] = lane;
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}
