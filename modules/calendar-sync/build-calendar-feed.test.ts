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
  it("is valid iCalendar to a second parser: all-day events with exclusive ends, on the very dates, in any server zone", async () => {
    const read = readWithIcalJs(ics);
    expect(read.prodId).toBe("-//VayVista//Calendar export//EN");
    expect(read.events.map((e) => [e.uid, e.start, e.end, e.startIsDate, e.endIsDate, e.summary])).toEqual([
      ["0c6f3a2e-8f1b-4d7a-9c3e-5b2a1d0e9f8c@vayvista.test", "2027-02-12", "2027-02-16", true, true, "Reserved"],
      ["7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d@vayvista.test", "2027-03-27", "2027-04-01", true, true, "Blocked"],
      ["1e2d3c4b-5a69-4788-8a7b-6c5d4e3f2a1b@vayvista.test", "2027-12-31", "2028-01-01", true, true, "Reserved"],
    ]);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270212\r\nDTEND;VALUE=DATE:20270216\r\n");
  });

  it("says when and nothing more: no description, location, attendee or organizer", async () => {
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

  it("reads back through our own importer as the same nights, and is recognised as ours", async () => {
    const parsed = await parseFeed(ics, { today: "2027-01-10" });
    expect(parsed.ok && parsed.events.map((e) => [e.checkIn, e.checkOut])).toEqual([
      ["2027-02-12", "2027-02-16"],
      ["2027-03-27", "2027-04-01"],
      ["2027-12-31", "2028-01-01"],
    ]);
  });
});

describe("buildCalendarFeed: a hostile name", () => {
  // Typed by an owner (or saved before names were checked): line breaks that would end the
  // calendar and open an event of their own, the TEXT separators, a NUL, DEL, a C1 control,
  // Unicode line and paragraph separators, and a long run of two- and four-octet characters.
  const name = [
    "Huis Eva\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:evil\r\nDTSTART;VALUE=DATE:20270301",
    "DTEND;VALUE=DATE:20270310\nSUMMARY:Reserved\rEND:VEVENT",
    "a;b,c\\nd\u0000e\u007ff\u0085g\u2028h\u2029i\u000bj\tk",
    "Łódź – Zażółć gęślą jaźń 🏡🌊".repeat(4),
  ].join("\r\n");
  const hostile = buildCalendarFeed({
    name,
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
    ],
  });
  // One line, as a name is: each line break, control and separator run is one space.
  const oneLine = name.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");

  it("is read by ical.js as exactly its one event, with the name as one line of text", async () => {
    const read = readWithIcalJs(hostile);
    expect(read.events.map((e) => [e.uid, e.start, e.end, e.summary])).toEqual([
      ["0c6f3a2e-8f1b-4d7a-9c3e-5b2a1d0e9f8c@vayvista.test", "2027-02-12", "2027-02-16", "Reserved"],
    ]);
    expect(read.names).toEqual([oneLine, oneLine]);
  });

  it("is read by our own importer as exactly the same nights", async () => {
    const parsed = await parseFeed(hostile, { today: "2027-01-10" });
    expect(parsed.ok && parsed.events.map((e) => [e.uid, e.checkIn, e.checkOut])).toEqual([
      ["0c6f3a2e-8f1b-4d7a-9c3e-5b2a1d0e9f8c@vayvista.test", "2027-02-12", "2027-02-16"],
    ]);
  });

  it("has CRLF lines of at most 75 octets, folded between characters, with no control character", async () => {
    expect(hostile.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = hostile.slice(0, -2).split("\r\n");
    for (const line of lines) {
      expect([line, Buffer.byteLength(line)]).toEqual([line, expect.toSatisfy((n: number) => n <= 75)]);
      // A UTF-8 character cut in two would not survive the round trip through bytes.
      expect(Buffer.from(line).toString()).toBe(line);
      expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    }
    expect(lines.filter((l) => /^(NAME|X-WR-CALNAME)[:;]/.test(l))).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith(" ")).length).toBeGreaterThan(4);
  });
});
