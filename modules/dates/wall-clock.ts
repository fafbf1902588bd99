import { dayNumber, fromDayNumber, type StayDate } from "./stay-date.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `timeZone`'s wall clock at the instant `at` (ms since 1970), as if it were UTC, whole seconds. */
function wallAt(timeZone: string, at: number): number {
  const parts = formatIn(timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at` (ms since 1970). */
export function zoneOffsetAt(timeZone: string, at: number): number {
  return wallAt(timeZone, at) - Math.floor(at / 1000) * 1000;
}

/** A day and a minute of it (0–1439) on a wall clock. */
export type WallClock = { date: StayDate; minute: number };

/** What the wall clock in `timeZone` shows at `at`. */
export function wallClockAt(timeZone: string, at: Date): WallClock {
  const wall = wallAt(timeZone, at.getTime());
  const day = Math.floor(wall / 86_400_000);
  return { date: fromDayNumber(day), minute: Math.floor((wall - day * 86_400_000) / 60_000) };
}

/**
 * The instant the wall clock in `timeZone` shows `minute` on `date`, on any day of the year:
 * a time the clocks skip in spring (02:30 on the night summer time starts) is read as the
 * clock shows it after the jump (03:30), and one that happens twice in autumn as the first.
 */
export function instantAtWallClock(timeZone: string, { date, minute }: WallClock): Date {
  const wall = dayNumber(date) * 86_400_000 + minute * 60_000;
  // The offsets half a day either side are the two a change of the clocks can be between.
  const before = wall - zoneOffsetAt(timeZone, wall - 43_200_000);
  const after = wall - zoneOffsetAt(timeZone, wall + 43_200_000);
  const fits = [before, after].filter((at) => wallAt(timeZone, at) === wall);
  return new Date(fits.length > 0 ? Math.min(...fits) : before);
}
