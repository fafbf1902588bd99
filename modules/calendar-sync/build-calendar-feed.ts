import ical, { ICalCalendarMethod } from "ical-generator";
import type { StayDate } from "../dates/stay-date.ts";

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

/**
 * The RFC 5545 text of an exported calendar: one all-day event per stay (`DTSTART;VALUE=DATE`,
 * exclusive `DTEND` on the check-out day, as Airbnb and Booking.com read them), under a UID
 * that stays the same for the stay's life, `<stay id>@{ownDomain}` — which is also how our
 * importer knows its own events when a channel sends them back. SUMMARY says only Reserved
 * or Blocked. Dates go in as date-only strings: ical-generator, without a time zone, writes
 * their UTC fields, so no server zone can move them.
 */
export function buildCalendarFeed(input: {
  name: string;
  stays: readonly ExportedStay[];
  ownDomain: string;
  now: Date;
}): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: "VayVista", product: "Calendar export", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const stay of input.stays) {
    calendar.createEvent({
      id: `${stay.id}@${input.ownDomain}`,
      start: stay.checkIn,
      end: stay.checkOut,
      allDay: true,
      summary: SUMMARY[stay.busy],
      stamp: input.now,
      lastModified: stay.updatedAt,
    });
  }
  return calendar.toString();
}
