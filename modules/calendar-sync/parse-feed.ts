import { addDays, dayNumber, fromDayNumber, type StayDate, todayIn } from "../dates/stay-date.ts";
import { type ContentLine, parseContentLine, unescapeText, unfoldLines } from "./ical-lines.ts";
import {
  addDuration,
  type IcalDuration,
  type IcalTime,
  parseDuration,
  parseIcalTime,
  propertyDate,
} from "./ical-time.ts";
import { type ImportLabel, importLabel } from "./import-label.ts";
import { Pace } from "./pace.ts";
import { parseRecurrenceRule, recurrenceDays } from "./recurrence.ts";

/**
 * One imported event as the nights it holds: `[checkIn, checkOut)` in the property's
 * calendar, whatever the server's time zone. `uid` is unique within the feed: the event's
 * UID, with the occurrence's date for a repeating event (`uid/2027-03-06`).
 */
export type FeedEvent = {
  uid: string;
  checkIn: StayDate;
  checkOut: StayDate;
  /** A neutral label, never the channel's own words (they can name the guest). */
  summary: ImportLabel;
  status: "confirmed" | "tentative";
};

/** Why a body is not a calendar to trust. */
export type FeedProblem = "empty" | "not_calendar" | "error_body" | "truncated" | "too_many_events";

export type ParsedFeed =
  | { ok: true; events: FeedEvent[]; prodId: string | null }
  | { ok: false; problem: FeedProblem; detail: string };

export type ParseFeedOptions = {
  /** The property's IANA zone: timed events become the nights of its calendar. Default Europe/Amsterdam. */
  timeZone?: string;
  /** The property's today; events over by then are left out. Default: today in `timeZone`. */
  today?: StayDate;
  /**
   * How many nights ahead the unit can be booked (its booking window and longest stay):
   * repeating events are expanded this far, at most RECURRENCE_HORIZON_DAYS (the default).
   */
  nightsAhead?: number;
  /** Gives the event loop turns while the feed is read, and stops the reading when its time is up. */
  pace?: Pace;
};

/** Repeating events are expanded at most this far ahead of today. */
export const RECURRENCE_HORIZON_DAYS = 731;
/** Nothing is held further ahead than this (a block "until 9999" ends here). */
export const IMPORT_HORIZON_DAYS = 1096;

/**
 * The most events still to come a feed may hold: one a night up to the import horizon (a
 * channel's own events, back to back), and one more a night the unit can be booked ahead
 * (repeating series and overlaps). A feed of a few thousand endless daily series would
 * otherwise hold millions; past the budget it is refused, and the last good data stays.
 */
export function feedEventBudget(nightsAhead: number = RECURRENCE_HORIZON_DAYS): number {
  return IMPORT_HORIZON_DAYS + expansionDays(nightsAhead);
}

/** How far repeating events are expanded: the nights the unit can be booked ahead, within the horizon. */
function expansionDays(nightsAhead: number): number {
  return Math.max(1, Math.min(Math.floor(nightsAhead), RECURRENCE_HORIZON_DAYS));
}

/**
 * Periods of repeating rules looked at per feed, with or without an occurrence in them: a
 * rule can ask for many empty periods (every 31 February) before it yields anything.
 */
export const MAX_EXPANSION_STEPS = 50_000;

/** The reading stopped at a budget: the feed is refused whole. */
class OverBudget extends Error {}

/** JSON or HTML where a content line should be: an error answer, alone or glued into a feed. */
const FOREIGN_ERROR = /^\s*(?:[{[<]|"[^"]*"\s*:)/;

type RawEvent = {
  uid: string | null;
  start: ContentLine | null;
  end: ContentLine | null;
  duration: string | null;
  summary: string;
  status: string;
  rrule: string | null;
  exdates: ContentLine[];
  rdates: ContentLine[];
  recurrenceId: ContentLine | null;
};

function emptyEvent(): RawEvent {
  return {
    uid: null,
    start: null,
    end: null,
    duration: null,
    summary: "",
    status: "",
    rrule: null,
    exdates: [],
    rdates: [],
    recurrenceId: null,
  };
}

/**
 * Reads a channel's calendar feed leniently (every quirk in ../shared/notes/ical-in-the-wild.md)
 * but refuses what is not a whole calendar: an empty body, an error message (JSON, also
 * glued inside a VCALENDAR), an HTML page, a body cut off before END:VCALENDAR. A
 * VCALENDAR without events is a calendar with no events.
 *
 * Events become all-day ranges in the property's calendar: DATE values as written (never
 * through a local midnight), DTEND before DTSTART swapped, DURATION instead of DTEND, timed
 * events as the nights they touch (check-in on the start's date, check-out on the end's,
 * at least one night), in the zone their TZID names (IANA, old or Windows names), repeating
 * events expanded as far as the unit can be booked ahead (at most RECURRENCE_HORIZON_DAYS)
 * with EXDATE and RECURRENCE-ID honoured. Cancelled events and those already over are left
 * out. A feed with more events to come than feedEventBudget, or whose rules need more than
 * MAX_EXPANSION_STEPS periods, is refused (`too_many_events`). The reading is paced: the
 * event loop gets a turn every chunk of lines and occurrences, and a pace whose signal is
 * aborted stops it with the signal's reason.
 */
export async function parseFeed(text: string, options: ParseFeedOptions = {}): Promise<ParsedFeed> {
  const zone = options.timeZone ?? "Europe/Amsterdam";
  const today = options.today ?? todayIn(zone, new Date());
  const pace = options.pace ?? new Pace();
  if (text.trim() === "") return { ok: false, problem: "empty", detail: "the answer was empty" };
  const head = text.replace(/^\uFEFF/, "").trimStart();
  if (/^[{[]/.test(head)) {
    return { ok: false, problem: "error_body", detail: "the channel answered with an error message" };
  }

  const reader = new CalendarReader();
  const lines = unfoldLines(text);
  for (let read = reader.read(lines, pace); read !== "done"; read = reader.read(lines, pace)) {
    if (read !== "due") return read;
    await pace.turn();
  }
  if (!reader.started) return { ok: false, problem: "not_calendar", detail: "the answer is not a calendar" };
  if (!reader.whole()) return { ok: false, problem: "truncated", detail: "the calendar is cut off before its end" };
  const { raws, prodId } = reader;
  const nightsAhead = options.nightsAhead ?? RECURRENCE_HORIZON_DAYS;
  try {
    return { ok: true, events: await toFeedEvents(raws, zone, today, nightsAhead, pace), prodId };
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    return { ok: false, problem: "too_many_events", detail: error.message };
  }
}

type Refusal = { ok: false; problem: FeedProblem; detail: string };

/** A feed's events and PRODID as its lines are read, and whether it began and ended as a calendar. */
class CalendarReader {
  readonly raws: RawEvent[] = [];
  prodId: string | null = null;
  started = false;
  private ended = false;
  private current: RawEvent | null = null;
  /** Components inside an event (VALARM) and beside it (VTIMEZONE) whose lines are not the event's. */
  private nested = 0;

  /**
   * Reads lines until the calendar ends, a line refuses it, or `pace` wants the event loop to
   * turn ("due"; read on afterwards). A plain loop, so the engine optimises the hot path.
   */
  read(lines: Iterator<string>, pace: Pace): "due" | "done" | Refusal {
    for (let next = lines.next(); !next.done; next = lines.next()) {
      const refusal = this.line(next.value);
      if (refusal) return refusal;
      if (this.ended) return "done";
      if (pace.tick()) return "due";
    }
    return "done";
  }

  /** Ended with END:VCALENDAR, outside any event. */
  whole(): boolean {
    return this.ended && this.current === null;
  }

  private line(line: string): Refusal | null {
    const parsed = parseContentLine(line);
    if (parsed === null) return null;
    if ("foreign" in parsed) {
      if (!this.started) return { ok: false, problem: "not_calendar", detail: "the answer is not a calendar" };
      if (FOREIGN_ERROR.test(parsed.foreign)) {
        return { ok: false, problem: "error_body", detail: "the calendar holds an error message instead of events" };
      }
      return null;
    }
    if (!this.started) {
      if (parsed.name !== "BEGIN" || parsed.value.trim().toUpperCase() !== "VCALENDAR") {
        return { ok: false, problem: "not_calendar", detail: "the answer is not a calendar" };
      }
      this.started = true;
      return null;
    }
    const value = parsed.value.trim().toUpperCase();
    if (parsed.name === "BEGIN") {
      if (value === "VEVENT" && this.current === null && this.nested === 0) this.current = emptyEvent();
      else this.nested++;
    } else if (parsed.name === "END") {
      if (this.nested > 0) this.nested--;
      else if (value === "VEVENT" && this.current) {
        this.raws.push(this.current);
        this.current = null;
      } else if (value === "VCALENDAR") this.ended = true;
    } else if (this.nested === 0) {
      if (this.current) readProperty(this.current, parsed);
      else if (parsed.name === "PRODID") this.prodId = unescapeText(parsed.value);
    }
    return null;
  }
}

function readProperty(event: RawEvent, line: ContentLine): void {
  switch (line.name) {
    case "UID":
      event.uid = line.value.trim() || null;
      break;
    case "DTSTART":
      event.start = line;
      break;
    case "DTEND":
      event.end = line;
      break;
    case "DURATION":
      event.duration = line.value;
      break;
    case "SUMMARY":
      event.summary = unescapeText(line.value);
      break;
    case "STATUS":
      event.status = line.value.trim().toUpperCase();
      break;
    case "RRULE":
      event.rrule = line.value;
      break;
    case "EXDATE":
      event.exdates.push(line);
      break;
    case "RDATE":
      event.rdates.push(line);
      break;
    case "RECURRENCE-ID":
      event.recurrenceId = line;
      break;
  }
}

/** The times a property value lists (EXDATE and RDATE may hold several, comma-separated). */
function timesOf(line: ContentLine, zone: string): IcalTime[] {
  return line.value
    .split(",")
    .map((v) => parseIcalTime(v, line.params, zone))
    .filter((t): t is IcalTime => t !== null);
}

/** The wall-clock date of a time in the series' own terms (a moment: its UTC date). */
function wallDate(time: IcalTime): StayDate {
  if (time.kind === "utc") return fromDayNumber(Math.floor(time.ms / 86_400_000));
  return time.date;
}

/** The same time of day on another date. */
function onDate(time: IcalTime, date: StayDate): IcalTime {
  if (time.kind === "date") return { kind: "date", date };
  if (time.kind === "local") return { ...time, date };
  const intoDay = ((time.ms % 86_400_000) + 86_400_000) % 86_400_000;
  return { kind: "utc", ms: dayNumber(date) * 86_400_000 + intoDay };
}

/** From `a` to `b`, in the terms they share; null when `b` comes first. */
function durationBetween(a: IcalTime, b: IcalTime, zone: string): IcalDuration | null {
  let seconds: number;
  if (a.kind === "date" && b.kind === "date") seconds = (dayNumber(b.date) - dayNumber(a.date)) * 86_400;
  else if (a.kind === "utc" && b.kind === "utc") seconds = Math.round((b.ms - a.ms) / 1000);
  else if (a.kind === "local" && b.kind === "local" && a.zone === b.zone) {
    seconds = (dayNumber(b.date) - dayNumber(a.date)) * 86_400 + b.seconds - a.seconds;
  } else {
    seconds = (dayNumber(propertyDate(b, zone)) - dayNumber(propertyDate(a, zone))) * 86_400;
  }
  if (seconds < 0) return null;
  return { days: Math.floor(seconds / 86_400), seconds: seconds % 86_400 };
}

type Span = { start: IcalTime; end: IcalTime };

/** An event's start and end: DTEND, or DTSTART + DURATION, or one day (a date) / no time; a reversed pair swapped. */
function spanOf(event: RawEvent, zone: string): Span | null {
  const start = event.start ? parseIcalTime(event.start.value, event.start.params, zone) : null;
  if (!start) return null;
  let end: IcalTime | null = event.end ? parseIcalTime(event.end.value, event.end.params, zone) : null;
  if (!end && event.duration) {
    const duration = parseDuration(event.duration);
    if (duration) end = addDuration(start, duration);
  }
  end ??= start.kind === "date" ? addDuration(start, { days: 1, seconds: 0 }) : start;
  // The old Airbnb exporter wrote DTEND before DTSTART; a reversed pair is the same stay.
  return durationBetween(start, end, zone) ? { start, end } : { start: end, end: start };
}

/** The nights a span holds: from the start's date to the end's, at least one night. */
function nightsOf(span: Span, zone: string): { checkIn: StayDate; checkOut: StayDate } {
  const checkIn = propertyDate(span.start, zone);
  let checkOut = propertyDate(span.end, zone);
  if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
  return { checkIn, checkOut };
}

async function toFeedEvents(
  raws: RawEvent[],
  zone: string,
  today: StayDate,
  nightsAhead: number,
  pace: Pace,
): Promise<FeedEvent[]> {
  const reach = expansionDays(nightsAhead);
  const recurrenceHorizon = addDays(today, reach);
  const holdHorizon = addDays(today, IMPORT_HORIZON_DAYS);
  const budget = feedEventBudget(nightsAhead);
  let steps = 0;
  /** One period of a rule looked at, or one date of a list read, held to the feed's budget; true when the loop's turn is due. */
  const step = () => {
    if (++steps > MAX_EXPANSION_STEPS) {
      throw new OverBudget(`its repeating events need more than ${MAX_EXPANSION_STEPS} steps to expand`);
    }
    return pace.tick();
  };
  // Moved or cancelled occurrences of a series, by UID and the date they replace.
  const overrides = new Map<string, Map<StayDate, RawEvent>>();
  const masters: RawEvent[] = [];
  for (const raw of raws) {
    if (pace.tick()) await pace.turn();
    const rid = raw.recurrenceId ? parseIcalTime(raw.recurrenceId.value, raw.recurrenceId.params, zone) : null;
    if (rid && raw.uid) {
      const byDate = overrides.get(raw.uid) ?? new Map<StayDate, RawEvent>();
      byDate.set(wallDate(rid), raw);
      overrides.set(raw.uid, byDate);
    } else {
      masters.push(raw);
    }
  }

  const events: FeedEvent[] = [];
  const seen = new Map<string, FeedEvent>();
  /** An event or occurrence, if it is still to come; true when the loop's turn is due. */
  const add = (uid: string, raw: RawEvent, span: Span): boolean => {
    const due = pace.tick();
    if (raw.status === "CANCELLED") return due;
    const { checkIn } = nightsOf(span, zone);
    let { checkOut } = nightsOf(span, zone);
    if (checkOut <= today || checkIn >= holdHorizon) return due;
    if (checkOut > holdHorizon) checkOut = holdHorizon;
    const label = importLabel(raw.summary, raw.status);
    const event: FeedEvent = {
      uid,
      checkIn,
      checkOut,
      summary: label,
      status: label === "Tentative" ? "tentative" : "confirmed",
    };
    const twin = seen.get(uid);
    if (twin) {
      // The same UID twice without RECURRENCE-ID: both hold their nights, unless they are one.
      if (twin.checkIn === checkIn && twin.checkOut === checkOut) return due;
      event.uid = `${uid}~${checkIn}`;
      if (seen.has(event.uid)) return due;
    }
    if (events.length >= budget) {
      throw new OverBudget(
        `more than ${budget} events still to come (repeating events expanded ${reach} days ahead, as far as the unit can be booked)`,
      );
    }
    seen.set(event.uid, event);
    events.push(event);
    return due;
  };

  for (const raw of masters) {
    const span = spanOf(raw, zone);
    if (!span) continue;
    const uid = raw.uid ?? `no-uid/${wallDate(span.start)}`;
    const rule = raw.rrule ? parseRecurrenceRule(raw.rrule, (v) => untilDate(v, zone)) : null;
    if (!rule && raw.rdates.length === 0) {
      if (add(uid, raw, span)) await pace.turn();
      continue;
    }
    const length = durationBetween(span.start, span.end, zone) ?? { days: 0, seconds: 0 };
    const first = wallDate(span.start);
    // An occurrence that starts before this day is over by today.
    const from = addDays(today, -length.days - 1);
    const dates = new Set<StayDate>(rule ? [] : [first]);
    if (rule) {
      for (const date of recurrenceDays(rule, first, recurrenceHorizon, from)) {
        if (step()) await pace.turn();
        if (date !== null) dates.add(date);
      }
    }
    for (const line of raw.rdates) {
      for (const time of timesOf(line, zone)) {
        if (step()) await pace.turn();
        if (wallDate(time) < recurrenceHorizon) dates.add(wallDate(time));
      }
    }
    for (const line of raw.exdates) {
      for (const time of timesOf(line, zone)) {
        if (step()) await pace.turn();
        dates.delete(wallDate(time));
      }
    }
    const moved = raw.uid ? overrides.get(raw.uid) : undefined;
    for (const date of [...dates].sort()) {
      if (date < from) continue;
      const override = moved?.get(date);
      moved?.delete(date);
      const occurrence = override ? spanOf(override, zone) : null;
      const start = onDate(span.start, date);
      if (add(`${uid}/${date}`, override ?? raw, occurrence ?? { start, end: addDuration(start, length) })) {
        await pace.turn();
      }
    }
  }
  // An override whose series is missing (or does not produce its date) still holds its nights.
  for (const [uid, byDate] of overrides) {
    for (const [date, raw] of byDate) {
      const span = spanOf(raw, zone);
      if (span && add(`${uid}/${date}`, raw, span)) await pace.turn();
    }
  }
  return events;
}

/** UNTIL as a date: a date, or a date-time read in the series' zone. */
function untilDate(raw: string, zone: string): StayDate | null {
  const time = parseIcalTime(raw, {}, zone);
  if (!time) return null;
  return time.kind === "utc" ? propertyDate(time, zone) : wallDate(time);
}
