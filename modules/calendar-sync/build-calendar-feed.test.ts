import { describe, expect, it } from "vitest";
import { buildCalendarFeed } from "./build-calendar-feed.ts";
import { parseFeed } from "./parse-feed.ts";
import { readWithIcalJs } from "./testing/read-with-ical-js.ts";

/** Runs under TZ=UTC, Pacific/Kiritimati (UTC+14), Pacific/Honolulu (UTC−10) and Europe/Amsterdam (vitest.config.ts). */
const NOW = new Date("2027-01-10T09:00:00Z");
const ics = buildCalendarFeed({
  name: "Huis Eva – Duinhuis",
  ownDomain: "vayvista.test",
  now: NOW,
  stays: [
    {
      id: "0c6f3a2e-8f1b-4d7a-9c3e-5b2a1d0e9f8c",
      checkIn: "2027-02-12",
      checkOut: "2027-02-16",
      busy: "reserved",
      updatedAt: NOW,
    },
    // Across the change to summer time and a month end.
    {
      id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      checkIn: "2027-03-27",
      checkOut: "2027-04-01",
      busy: "blocked",
      updatedAt: NOW,
    },
    {
      id: "1e2d3c4b-5a69-4788-8a7b-6c5d4e3f2a1b",
      checkIn: "2027-12-31",
      checkOut: "2028-01-01",
      busy: "reserved",
      updatedAt: NOW,
    },
  ],
});

describe("buildCalendarFeed", () => {
  it("is valid iCalendar to a second parser: all-day events with exclusive ends, on the very dates, in any server zone", () => {
    const read = readWithIcalJs(ics);
    expect(read.prodId).toBe("-//VayVista//Calendar export//EN");
    expect(read.events.map((e) => [e.uid, e.start, e.end, e.startIsDate, e.endIsDate, e.summary])).toEqual([
      ["0c6f3a2e-8f1b-4d7a-9c3e-5b2a1d0e9f8c@vayvista.test", "2027-02-12", "2027-02-16", true, true, "Reserved"],
      ["7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d@vayvista.test", "2027-03-27", "2027-04-01", true, true, "Blocked"],
      ["1e2d3c4b-5a69-4788-8a7b-6c5d4e3f2a1b@vayvista.test", "2027-12-31", "2028-01-01", true, true, "Reserved"],
    ]);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270212\r\nDTEND;VALUE=DATE:20270216\r\n");
  });

  it("says when and nothing more: no description, location, attendee or organizer", () => {
    for (const event of readWithIcalJs(ics).events) {
      expect(event.properties.sort()).toEqual(
        [
          "dtend",
          "dtstamp",
          "dtstart",
          "last-modified",
          "sequence",
          "summary",
          "uid",
          "x-microsoft-cdo-alldayevent",
          "x-microsoft-msncalendar-alldayevent",
        ].sort(),
      );
    }
  });

  it("reads back through our own importer as the same nights, and is recognised as ours", () => {
    const parsed = parseFeed(ics, { today: "2027-01-10" });
    expect(parsed.ok && parsed.events.map((e) => [e.checkIn, e.checkOut])).toEqual([
      ["2027-02-12", "2027-02-16"],
      ["2027-03-27", "2027-04-01"],
      ["2027-12-31", "2028-01-01"],
    ]);
  });
});
