import type { StayDate } from "../dates/stay-date.ts";

export type DemoFeedEvent = { uid: string; checkIn: StayDate; checkOut: StayDate; summary: string };

/** How each channel signs its export (ical-in-the-wild): the demo's calendars look like theirs. */
const PRODIDS: Record<string, string> = {
  airbnb: "-//Airbnb Inc//Hosting Calendar 1.0//EN",
  booking: "-//admin.booking.com//EN",
  vrbo: "-//HomeAway.com, Inc.//EN",
  google: "-//Google Inc//Google Calendar 70.9054//EN",
};

const day = (date: StayDate) => date.replaceAll("-", "");

/**
 * The export a channel would send for these events: all-day VEVENTs with an exclusive DTEND,
 * CRLF line ends, no guest names. What the demo seed hands calendar sync in place of a fetch.
 */
export function demoChannelCalendar(channel: string, events: readonly DemoFeedEvent[], now: Date): string {
  const stamp = `${now.toISOString().slice(0, 19).replaceAll("-", "").replaceAll(":", "")}Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODIDS[channel] ?? "-//VayVista//Demo calendar//EN"}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day(event.checkIn)}`,
      `DTEND;VALUE=DATE:${day(event.checkOut)}`,
      `SUMMARY:${event.summary}`,
      `UID:${event.uid}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
