import { dayNumber, fromDayNumber, isoWeekday, type StayDate } from "../dates/stay-date.ts";

/**
 * The days an RRULE repeats on, from its first day up to a horizon: an open-ended weekly
 * block ("every Sunday") would otherwise never end. Occurrences are wall-clock dates in the
 * series' own terms; the caller puts the time of day back.
 *
 * Understood: FREQ DAILY, WEEKLY, MONTHLY, YEARLY with INTERVAL, COUNT, UNTIL, BYDAY (with
 * ordinals such as 1MO or -1FR in a month), BYMONTHDAY (negative from the month's end),
 * BYMONTH and WKST. Parts beyond that (BYSETPOS, BYWEEKNO, BYYEARDAY, hourly rules) are
 * ignored, which can only add occurrences: for a calendar that holds nights, more is safer
 * than fewer.
 */
export type RecurrenceRule = {
  freq: "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
  interval: number;
  count: number | null;
  /** The last day an occurrence may start on. */
  until: StayDate | null;
  byDay: { weekday: number; ordinal: number }[];
  byMonthDay: number[];
  byMonth: number[];
  /** ISO weekday the week starts on (Monday 1). */
  weekStart: number;
};

const WEEKDAYS: Record<string, number> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };

/** Reads an RRULE value; `untilDate` turns its UNTIL (a date or date-time) into a date. Null when it cannot repeat. */
export function parseRecurrenceRule(value: string, untilDate: (raw: string) => StayDate | null): RecurrenceRule | null {
  const parts = new Map<string, string>();
  for (const part of value.split(";")) {
    const [key, val] = part.split("=");
    if (key && val !== undefined) parts.set(key.trim().toUpperCase(), val.trim().toUpperCase());
  }
  const freq = parts.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY" && freq !== "MONTHLY" && freq !== "YEARLY") return null;
  const numbers = (list: string | undefined, min: number, max: number) =>
    (list ?? "")
      .split(",")
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n !== 0 && Math.abs(n) >= min && Math.abs(n) <= max);
  const byDay = (parts.get("BYDAY") ?? "")
    .split(",")
    .map((d) => /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(d.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ weekday: WEEKDAYS[m[2] ?? "MO"] ?? 1, ordinal: Number(m[1] ?? 0) }));
  const interval = Number(parts.get("INTERVAL") ?? 1);
  const count = parts.has("COUNT") ? Number(parts.get("COUNT")) : null;
  const untilRaw = parts.get("UNTIL");
  return {
    freq,
    interval: Number.isInteger(interval) && interval > 0 ? interval : 1,
    count: count !== null && Number.isInteger(count) && count > 0 ? count : null,
    until: untilRaw ? untilDate(untilRaw) : null,
    byDay,
    byMonthDay: numbers(parts.get("BYMONTHDAY"), 1, 31),
    byMonth: numbers(parts.get("BYMONTH"), 1, 12).filter((n) => n > 0),
    weekStart: WEEKDAYS[parts.get("WKST") ?? "MO"] ?? 1,
  };
}

/** A bound on one hostile rule either way (a rule with COUNT is walked from its first day). */
const MAX_PERIODS = 20_000;

/**
 * The start dates of a series, in order: `start` first (RFC 5545 counts DTSTART as the
 * first occurrence even when the rule would not produce it), then the rule's days after it,
 * none after `horizon` (exclusive) or `until`, at most `count`. A rule without COUNT starts
 * looking in the period of `from` (occurrences starting earlier are over), so a series begun
 * years ago costs no more than one begun today.
 *
 * A generator, so the caller paces the work and holds it to a budget: it yields each
 * occurrence, and null for each period looked at that had none.
 */
export function* recurrenceDays(
  rule: RecurrenceRule,
  start: StayDate,
  horizon: StayDate,
  from: StayDate = start,
): Generator<StayDate | null> {
  const first = dayNumber(start);
  const last = Math.min(dayNumber(horizon) - 1, rule.until ? dayNumber(rule.until) : Number.POSITIVE_INFINITY);
  yield start;
  if (last < first) return;
  const limit = rule.count ?? Number.POSITIVE_INFINITY;
  let found = 1;
  // Periods wholly before `from` are skipped when no COUNT needs them counted.
  const skipTo = rule.count === null ? Math.max(first, dayNumber(from)) : first;
  let [year, month] = ymOf(first);
  let weekFirst = first - ((isoWeekday(start) - rule.weekStart + 7) % 7);
  let dailyFrom = 0;
  if (skipTo > first) {
    const [toYear, toMonth] = ymOf(skipTo);
    if (rule.freq === "DAILY") dailyFrom = Math.floor((skipTo - first) / rule.interval);
    else if (rule.freq === "WEEKLY")
      weekFirst += Math.floor((skipTo - weekFirst) / (7 * rule.interval)) * 7 * rule.interval;
    else if (rule.freq === "MONTHLY") {
      const months = Math.floor(((toYear - year) * 12 + toMonth - month) / rule.interval) * rule.interval;
      month += months;
      year += Math.floor((month - 1) / 12);
      month = ((month - 1) % 12) + 1;
    } else year += Math.floor((toYear - year) / rule.interval) * rule.interval;
  }
  for (let period = 0; period < MAX_PERIODS && found < limit; period++) {
    let candidates: number[];
    let periodStart: number;
    if (rule.freq === "DAILY") {
      periodStart = first + (dailyFrom + period) * rule.interval;
      candidates = [periodStart].filter((d) => dayMatches(rule, d));
    } else if (rule.freq === "WEEKLY") {
      periodStart = weekFirst;
      const days = rule.byDay.length > 0 ? rule.byDay.map((b) => b.weekday) : [isoWeekday(start)];
      candidates = [0, 1, 2, 3, 4, 5, 6]
        .map((i) => weekFirst + i)
        .filter((d) => days.includes(isoWeekday(fromDayNumber(d))) && monthMatches(rule, d));
      weekFirst += 7 * rule.interval;
    } else {
      const months =
        rule.freq === "MONTHLY"
          ? [month].filter((m) => rule.byMonth.length === 0 || rule.byMonth.includes(m))
          : rule.byMonth.length > 0
            ? [...rule.byMonth].sort((a, b) => a - b)
            : [ymOf(first)[1]];
      candidates = months.flatMap((m) => daysInMonthFor(rule, year, m, first));
      periodStart = Date.UTC(year, (rule.freq === "MONTHLY" ? month : 1) - 1, 1) / 86_400_000;
      if (rule.freq === "MONTHLY") {
        month += rule.interval;
        year += Math.floor((month - 1) / 12);
        month = ((month - 1) % 12) + 1;
      } else {
        year += rule.interval;
      }
    }
    if (periodStart > last) break;
    let any = false;
    for (const day of candidates.sort((a, b) => a - b)) {
      if (day <= first || day > last) continue;
      any = true;
      found++;
      yield fromDayNumber(day);
      if (found >= limit) break;
    }
    if (!any) yield null;
  }
}

function ymOf(day: number): [number, number] {
  const d = new Date(day * 86_400_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1];
}

function monthMatches(rule: RecurrenceRule, day: number): boolean {
  return rule.byMonth.length === 0 || rule.byMonth.includes(ymOf(day)[1]);
}

/** A DAILY rule's BY parts only filter its days. */
function dayMatches(rule: RecurrenceRule, day: number): boolean {
  if (!monthMatches(rule, day)) return false;
  const date = fromDayNumber(day);
  if (rule.byDay.length > 0 && !rule.byDay.some((b) => b.weekday === isoWeekday(date))) return false;
  if (rule.byMonthDay.length > 0) {
    const [y, m] = ymOf(day);
    const length = monthLength(y, m);
    const dom = Number(date.slice(8));
    if (!rule.byMonthDay.some((n) => (n > 0 ? n : length + 1 + n) === dom)) return false;
  }
  return true;
}

function monthLength(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The days of one month a MONTHLY or YEARLY rule picks (DTSTART's day of the month when it names none). */
function daysInMonthFor(rule: RecurrenceRule, year: number, month: number, first: number): number[] {
  const length = monthLength(year, month);
  const base = Date.UTC(year, month - 1, 1) / 86_400_000;
  let days: number[] | null = null;
  if (rule.byMonthDay.length > 0) {
    days = rule.byMonthDay.map((n) => (n > 0 ? n : length + 1 + n)).filter((d) => d >= 1 && d <= length);
  }
  if (rule.byDay.length > 0) {
    const picked: number[] = [];
    for (const { weekday, ordinal } of rule.byDay) {
      const matching: number[] = [];
      for (let d = 1; d <= length; d++) if (isoWeekday(fromDayNumber(base + d - 1)) === weekday) matching.push(d);
      if (ordinal === 0) picked.push(...matching);
      else {
        const d = ordinal > 0 ? matching[ordinal - 1] : matching[matching.length + ordinal];
        if (d !== undefined) picked.push(d);
      }
    }
    days = days ? days.filter((d) => picked.includes(d)) : picked;
  }
  if (days === null) {
    const dom = Number(fromDayNumber(first).slice(8));
    days = dom <= length ? [dom] : [];
  }
  return days.map((d) => base + d - 1);
}
