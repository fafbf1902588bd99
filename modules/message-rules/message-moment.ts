import { addDays, type StayDate } from "../dates/stay-date.ts";
import { instantAtWallClock, wallClockAt } from "../dates/wall-clock.ts";

/** What a rule's moment is counted from: the change that triggered it, or the stay's own days. */
export type MessageAnchor = "event" | "arrival" | "departure";

/**
 * When a rule sends, counted on the property's clock (docs/decisions/0024): "3 days before
 * arrival at 10:00" is `{ anchor: "arrival", days: -3, hours: 0, at: 600 }`; "2 hours after
 * the booking" is `{ anchor: "event", days: 0, hours: 2, at: null }`.
 */
export type MessageTiming = {
  anchor: MessageAnchor;
  /** Days after (or, negative, before) the anchor's day. */
  days: number;
  /** Hours after the anchor's moment; only where no time of day is given. */
  hours: number;
  /** The time of day (minutes after midnight, 0–1439) on the property's clock; null: the anchor's own time. */
  at: number | null;
};

/** No email between `from` and `until` (minutes after midnight; `from` > `until` spans midnight). */
export type QuietHours = { from: number; until: number };

/** What a stay gives a rule to count from, its times of day in minutes after midnight. */
export type StayClock = {
  timeZone: string;
  arrival: StayDate;
  departure: StayDate;
  checkInFrom: number;
  checkOutUntil: number;
  /** When the change that triggered the rule happened (booked, accepted, paid, cancelled…). */
  event: Date;
};

const HOUR = 3_600_000;

/** The instant a rule's message is due for a stay, before quiet hours are applied. */
export function messageMoment(timing: MessageTiming, stay: StayClock): Date {
  if (timing.anchor === "event") {
    if (timing.at === null) return new Date(stay.event.getTime() + (timing.days * 24 + timing.hours) * HOUR);
    const { date } = wallClockAt(stay.timeZone, stay.event);
    return instantAtWallClock(stay.timeZone, { date: addDays(date, timing.days), minute: timing.at });
  }
  const day = timing.anchor === "arrival" ? stay.arrival : stay.departure;
  const ownTime = timing.anchor === "arrival" ? stay.checkInFrom : stay.checkOutUntil;
  const due = instantAtWallClock(stay.timeZone, { date: addDays(day, timing.days), minute: timing.at ?? ownTime });
  return timing.at === null ? new Date(due.getTime() + timing.hours * HOUR) : due;
}

function inQuietHours(minute: number, { from, until }: QuietHours): boolean {
  return from <= until ? minute >= from && minute < until : minute >= from || minute < until;
}

/**
 * `moment`, or the end of the quiet hours it falls in on `timeZone`'s clock (the guest's where
 * their country has one zone, the property's otherwise): a message due at 23:10 goes at 09:00.
 */
export function outsideQuietHours(moment: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet || quiet.from === quiet.until) return moment;
  const { date, minute } = wallClockAt(timeZone, moment);
  if (!inQuietHours(minute, quiet)) return moment;
  // Past midnight (or a window that does not span it) the window ends today, else tomorrow.
  const endsToday = quiet.from <= quiet.until || minute < quiet.until;
  return instantAtWallClock(timeZone, { date: endsToday ? date : addDays(date, 1), minute: quiet.until });
}
