import { addDays, dayNumber, fromDayNumber, parseStayDate, type StayDate } from "../dates/stay-date.ts";

/** A period of payments, both days included, in the property's calendar. */
export type PaymentPeriod = { from: StayDate; to: StayDate };

/** The longest period one export covers: two years, so the work stays bounded. */
export const PERIOD_MAX_YEARS = 2;

/** Why a period was refused, and which field it is about. */
export type PeriodProblem =
  | { field: "from" | "to"; problem: "malformed" }
  | { field: "to"; problem: "reversed" | "tooLong" };

/** The calendar month before the one `today` is in: what a bookkeeper usually asks for. */
export function lastMonth(today: StayDate): PaymentPeriod {
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** The same day `years` later (29 February rolls over to 1 March). */
function yearsLater(date: StayDate, years: number): StayDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return fromDayNumber(Date.UTC(y + years, m - 1, d) / 86_400_000);
}

/**
 * The period asked for in a form or a link: two real days YYYY-MM-DD, `from` not after `to`,
 * and no more than two years (a period ends before the same day two years on).
 */
export function parsePaymentPeriod(
  from: unknown,
  to: unknown,
): { ok: true; period: PaymentPeriod } | ({ ok: false } & PeriodProblem) {
  const start = parseStayDate(from);
  if (!start) return { ok: false, field: "from", problem: "malformed" };
  const end = parseStayDate(to);
  if (!end) return { ok: false, field: "to", problem: "malformed" };
  if (dayNumber(end) < dayNumber(start)) return { ok: false, field: "to", problem: "reversed" };
  if (dayNumber(end) >= dayNumber(yearsLater(start, PERIOD_MAX_YEARS))) {
    return { ok: false, field: "to", problem: "tooLong" };
  }
  return { ok: true, period: { from: start, to: end } };
}
