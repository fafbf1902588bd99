import { wallClockAt, zoneOffsetAt } from "../dates/wall-clock.ts";

/**
 * Owners enter and read times of day as the Netherlands has them; the database keeps the
 * moment in UTC. These convert between a `datetime-local` input's value (YYYY-MM-DDTHH:mm,
 * Dutch time) and the moment.
 */
const ZONE = "Europe/Amsterdam";

/** How far Dutch time is ahead of UTC at a moment, in ms (one or two hours). */
const offsetAt = (ms: number) => zoneOffsetAt(ZONE, ms);

/**
 * The moment a Dutch date and time names, or null for anything that is not one (a malformed
 * value, 30 February). A time the clocks skip in spring (02:30 on the last Sunday of March)
 * is read an hour later, as a clock would show it; one that happens twice in autumn as the
 * second.
 */
export function amsterdamInputToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** A moment as a `datetime-local` value in Dutch time (minutes; seconds dropped). */
export function dateToAmsterdamInput(at: Date): string {
  const { date, minute } = wallClockAt(ZONE, at);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date}T${two(Math.floor(minute / 60))}:${two(minute % 60)}`;
}
