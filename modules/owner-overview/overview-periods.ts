import { addDays, type StayDate } from "../dates/stay-date.ts";

/** A span of the property's calendar, both days included. */
export type DaySpan = { from: StayDate; to: StayDate };

/** The month `today` falls in, and the next: the overview's occupancy looks at both. */
export function thisAndNextMonth(today: StayDate): [DaySpan, DaySpan] {
  const first = `${today.slice(0, 7)}-01`;
  const nextFirst = firstOfNextMonth(first);
  return [
    { from: first, to: addDays(nextFirst, -1) },
    { from: nextFirst, to: addDays(firstOfNextMonth(nextFirst), -1) },
  ];
}

function firstOfNextMonth(first: StayDate): StayDate {
  const year = Number(first.slice(0, 4));
  const month = Number(first.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** The same day a year earlier; 29 February becomes the 28th. */
export function yearEarlier(date: StayDate): StayDate {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, "0");
  const monthDay = date.slice(5) === "02-29" ? "02-28" : date.slice(5);
  return `${year}-${monthDay}`;
}

/** A span moved a year back, for "the same period last year". */
export function spanYearEarlier(span: DaySpan): DaySpan {
  return { from: yearEarlier(span.from), to: yearEarlier(span.to) };
}

/** The calendar month and year around `today`, as the revenue figures count them. */
export function revenueSpans(today: StayDate): { month: DaySpan; year: DaySpan } {
  const [month] = thisAndNextMonth(today);
  return { month, year: { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` } };
}
