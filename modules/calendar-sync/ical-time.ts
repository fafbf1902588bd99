import { dayNumber, fromDayNumber, type StayDate, todayIn } from "../dates/stay-date.ts";
import { WINDOWS_ZONES } from "./windows-zones.ts";

/**
 * A DTSTART/DTEND/EXDATE value as written. Nothing here becomes a `Date` at a local
 * midnight: a date stays "YYYY-MM-DD", a wall-clock time is a date plus seconds into it, so
 * no result depends on the server's time zone.
 */
export type IcalTime =
  | { kind: "date"; date: StayDate }
  /** A moment (…Z), as milliseconds since the epoch. */
  | { kind: "utc"; ms: number }
  /** A wall-clock time in `zone` (an IANA name); in the property's zone when the feed named none or an unknown one. */
  | { kind: "local"; date: StayDate; seconds: number; zone: string | null };

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?(Z)?$/i;

/** One value; `valueIsDate` when the property says VALUE=DATE. Null when it is no date at all. */
export function parseIcalTime(raw: string, params: Record<string, string>, propertyZone: string): IcalTime | null {
  const value = raw.trim();
  const date = DATE.exec(value);
  if (date) return dateOf(date[1], date[2], date[3]);
  const dt = DATE_TIME.exec(value);
  if (!dt) return null;
  const day = dateOf(dt[1], dt[2], dt[3]);
  if (!day) return null;
  if ((params.VALUE ?? "").toUpperCase() === "DATE") return day;
  const [h, m, s] = [Number(dt[4]), Number(dt[5]), Number(dt[6] ?? 0)];
  if (h > 24 || m > 59 || s > 60) return null;
  const seconds = h * 3600 + m * 60 + s;
  if (dt[7]) return { kind: "utc", ms: dayNumber(day.date) * 86_400_000 + seconds * 1000 };
  const tzid = params.TZID;
  return { kind: "local", date: day.date, seconds, zone: tzid ? resolveZone(tzid, propertyZone) : null };
}

function dateOf(
  y: string | undefined,
  m: string | undefined,
  d: string | undefined,
): { kind: "date"; date: StayDate } | null {
  const date = `${y}-${m}-${d}`;
  // 20270230 is no day; Date.UTC would roll it into March.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || fromDayNumber(dayNumber(date)) !== date) return null;
  return { kind: "date", date };
}

const knownZones = new Map<string, string | null>();

/** An IANA zone the runtime knows, under its canonical name; null otherwise. */
function ianaZone(name: string): string | null {
  if (!knownZones.has(name)) {
    try {
      knownZones.set(name, new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone);
    } catch {
      knownZones.set(name, null);
    }
  }
  return knownZones.get(name) ?? null;
}

/**
 * The IANA zone a TZID means: an IANA name (old ones like US/Central too), a Windows name
 * (`W. Europe Standard Time`) or Outlook display name, a path ending in an IANA name
 * (`/mozilla.org/20050126_1/Europe/Berlin`). An unknown zone is read as the property's own.
 */
export function resolveZone(tzid: string, propertyZone: string): string {
  const name = tzid.trim().replace(/^"|"$/g, "");
  const direct = ianaZone(name) ?? (WINDOWS_ZONES[name] ? ianaZone(WINDOWS_ZONES[name]) : null);
  if (direct) return direct;
  const parts = name.split("/").filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const tail = ianaZone(parts.slice(i).join("/"));
    if (tail) return tail;
  }
  return propertyZone;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `zone`'s wall clock is ahead of UTC at `ms`, in milliseconds. */
function zoneOffset(zone: string, ms: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormats.set(zone, format);
  }
  const p: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(ms))) p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The moment a wall-clock time in `zone` stands for (a time skipped by a clock change moves forward). */
function zonedMoment(date: StayDate, seconds: number, zone: string): number {
  const wall = dayNumber(date) * 86_400_000 + seconds * 1000;
  const first = wall - zoneOffset(zone, wall);
  const second = wall - zoneOffset(zone, first);
  return Math.max(first, second);
}

/**
 * The property's calendar date of a time: a date as written, a moment or a zoned time as
 * the property's clock shows it, a floating time as written.
 */
export function propertyDate(time: IcalTime, propertyZone: string): StayDate {
  if (time.kind === "date") return time.date;
  if (time.kind === "utc") return todayIn(propertyZone, new Date(time.ms));
  if (time.zone === null) return time.date;
  return todayIn(propertyZone, new Date(zonedMoment(time.date, time.seconds, time.zone)));
}

/** A duration (RFC 5545 DURATION): whole days and weeks nominal, the rest in seconds. */
export type IcalDuration = { days: number; seconds: number };

/** `P3D`, `P1W`, `PT36H`, `P1DT12H`, `-P1D` (negative durations count as positive). Null when malformed. */
export function parseDuration(raw: string): IcalDuration | null {
  const match = /^[+-]?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(raw.trim());
  if (!match || raw.trim().replace(/^[+-]/, "").toUpperCase() === "P") return null;
  const [, w, d, h, m, s] = match.map((v) => Number(v ?? 0));
  return { days: (w ?? 0) * 7 + (d ?? 0), seconds: (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0) };
}

/** `time` plus a duration, in the same kind (a date gains whole days, rounded up). */
export function addDuration(time: IcalTime, duration: IcalDuration): IcalTime {
  if (time.kind === "date") {
    const days = duration.days + Math.ceil(duration.seconds / 86_400);
    return { kind: "date", date: fromDayNumber(dayNumber(time.date) + days) };
  }
  if (time.kind === "utc") return { kind: "utc", ms: time.ms + (duration.days * 86_400 + duration.seconds) * 1000 };
  const total = time.seconds + duration.seconds;
  const days = duration.days + Math.floor(total / 86_400);
  return { ...time, date: fromDayNumber(dayNumber(time.date) + days), seconds: total % 86_400 };
}
