import type { StayDate } from "../dates/stay-date.ts";
import { asOneLine } from "../text/single-line.ts";
import { contentLine, escapeText } from "./ical-lines.ts";

/** A stay as the exported feed shows it: when, and whether it is a reservation or a block. Never who. */
export type ExportedStay = {
  id: string;
  checkIn: StayDate;
  checkOut: StayDate;
  /** Reserved: a booking, a request holding its dates, another channel's reservation; Blocked: the rest. */
  busy: "reserved" | "blocked";
  updatedAt: Date;
};

const SUMMARY = { reserved: "Reserved", blocked: "Blocked" } as const;
const PRODID = "-//VayVista//Calendar export//EN";

/** A TEXT property (§3.3.11): escaped and folded, whatever it holds. */
const text = (name: string, value: string) => contentLine(name, escapeText(value));
/** A DATE value: the date-only string's digits, so no server zone can move it. */
const date = (name: string, value: StayDate) => contentLine(`${name};VALUE=DATE`, value.replaceAll("-", ""));
/** A UTC DATE-TIME, to the second. */
const utc = (name: string, value: Date) =>
  contentLine(name, value.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, ""));

/**
 * The RFC 5545 text of an exported calendar: one all-day event per stay (`DTSTART;VALUE=DATE`,
 * exclusive `DTEND` on the check-out day, as Airbnb and Booking.com read them), under a UID
 * that stays the same for the stay's life, `<stay id>@{ownDomain}` — which is also how our
 * importer knows its own events when a channel sends them back. SUMMARY says only Reserved
 * or Blocked. The calendar's name is the owner's words: every TEXT property is escaped and
 * folded by ical-lines.ts, and the name is one line even when it was saved with line breaks
 * (ADR 0016).
 */
export function buildCalendarFeed(input: {
  name: string;
  stays: readonly ExportedStay[];
  ownDomain: string;
  now: Date;
}): string {
  const name = asOneLine(input.name);
  let ics =
    contentLine("BEGIN", "VCALENDAR") +
    contentLine("VERSION", "2.0") +
    text("PRODID", PRODID) +
    contentLine("METHOD", "PUBLISH") +
    text("NAME", name) +
    text("X-WR-CALNAME", name);
  for (const stay of input.stays) {
    ics +=
      contentLine("BEGIN", "VEVENT") +
      text("UID", `${stay.id}@${input.ownDomain}`) +
      contentLine("SEQUENCE", "0") +
      utc("DTSTAMP", input.now) +
      date("DTSTART", stay.checkIn) +
      date("DTEND", stay.checkOut) +
      // Outlook and Windows calendars show a date-only event as all-day only with these.
      contentLine("X-MICROSOFT-CDO-ALLDAYEVENT", "TRUE") +
      contentLine("X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT", "TRUE") +
      text("SUMMARY", SUMMARY[stay.busy]) +
      utc("LAST-MODIFIED", stay.updatedAt) +
      contentLine("END", "VEVENT");
  }
  return ics + contentLine("END", "VCALENDAR");
}
