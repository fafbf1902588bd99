import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addDays, dayNumber, isoWeekday } from "../dates/stay-date.ts";
import { Pace } from "./pace.ts";
import {
  type FeedEvent,
  feedEventBudget,
  MAX_EXPANSION_STEPS,
  parseFeed,
  RECURRENCE_HORIZON_DAYS,
} from "./parse-feed.ts";
import { hostileRecurringFeed } from "./testing/hostile-feed.ts";

/** Runs under TZ=UTC, Pacific/Kiritimati (UTC+14), Pacific/Honolulu (UTC−10) and Europe/Amsterdam (vitest.config.ts). */
const TODAY = "2027-01-10";
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const parse = (name: string, timeZone = "Europe/Amsterdam") => parseFeed(fixture(name), { today: TODAY, timeZone });

async function eventsOf(name: string, timeZone?: string): Promise<FeedEvent[]> {
  const result = await parse(name, timeZone);
  if (!result.ok) throw new Error(`${name}: ${result.problem}`);
  return result.events;
}

/** [checkIn, checkOut, label] per event, in feed order. */
const ranges = (events: FeedEvent[]) => events.map((e) => [e.checkIn, e.checkOut, e.summary]);

describe("parseFeed: Airbnb", () => {
  it("reads the old exporter: PRODID with a parameter, no DTSTAMP, DTEND before DTSTART", async () => {
    const result = await parse("airbnb-legacy.ics");
    expect(result).toMatchObject({ ok: true, prodId: "-//Airbnb Inc//Hosting Calendar 0.8.8//EN" });
    expect(await eventsOf("airbnb-legacy.ics")).toEqual([
      {
        uid: "-kd9s8f7g6h5j4a@airbnb.com",
        checkIn: "2027-03-01",
        checkOut: "2027-03-05",
        summary: "Reserved",
        status: "confirmed",
      },
      // Its dates reversed too: still the stay from the 15th to the 20th.
      {
        uid: "-aa11bb22cc33dd@airbnb.com",
        checkIn: "2027-03-15",
        checkOut: "2027-03-20",
        summary: "Not available",
        status: "confirmed",
      },
    ]);
  });

  it("reads the current exporter: CRLF, lines folded mid-word, a block touching a reservation, half-year and far-future blocks", async () => {
    expect(ranges(await eventsOf("airbnb-current.ics"))).toEqual([
      ["2027-02-12", "2027-02-16", "Reserved"],
      ["2027-02-16", "2027-02-17", "Not available"],
      ["2027-03-08", "2027-03-13", "Reserved"],
      ["2027-04-01", "2027-10-01", "Not available"],
      ["2027-12-10", "2028-01-10", "Not available"],
    ]);
  });

  it("keeps no personal data: no guest name, reservation code, link or phone digits", async () => {
    for (const name of ["airbnb-legacy.ics", "airbnb-current.ics"]) {
      const kept = JSON.stringify(await parse(name));
      for (const secret of [
        "Jan",
        "Jansen",
        "HMABCD1234",
        "1234 5678",
        "4821",
        "HMXYZ12345",
        "hosting/reservations",
        "guest.airbnb",
      ]) {
        expect(kept).not.toContain(secret);
      }
    }
  });

  it("keeps the far-future block's UID while its end moves a day", async () => {
    const today = (await eventsOf("airbnb-current.ics")).at(-1);
    const tomorrow = (await eventsOf("airbnb-current-next-day.ics")).at(-1);
    expect(tomorrow?.uid).toBe(today?.uid);
    expect([today?.checkOut, tomorrow?.checkOut]).toEqual(["2028-01-10", "2028-01-11"]);
  });

  it("refuses a JSON error, alone or glued inside a calendar, instead of reading it as no events", async () => {
    expect(await parse("airbnb-error.txt")).toMatchObject({ ok: false, problem: "error_body" });
    expect(await parse("airbnb-error-glued.ics")).toMatchObject({ ok: false, problem: "error_body" });
  });
});

describe("parseFeed: Booking.com", () => {
  it("reads the over-escaped PRODID and CLOSED events", async () => {
    const result = await parse("booking-com.ics");
    expect(result).toMatchObject({ ok: true, prodId: "-//admin.booking.com\\, b.v.//NONSGML v1.0//EN" });
    expect(ranges(await eventsOf("booking-com.ics"))).toEqual([
      ["2027-02-20", "2027-02-24", "Not available"],
      ["2027-03-10", "2027-03-14", "Not available"],
    ]);
  });

  it("sees a merged range grow under the same UID", async () => {
    const [before] = await eventsOf("booking-com.ics");
    const [after] = await eventsOf("booking-com-grown.ics");
    expect(after?.uid).toBe(before?.uid);
    expect([after?.checkIn, after?.checkOut]).toEqual(["2027-02-20", "2027-02-27"]);
  });

  it("tells an empty calendar (no events) from an empty body (no calendar)", async () => {
    expect(await parse("booking-com-empty.ics")).toMatchObject({ ok: true, events: [] });
    expect(await parse("empty.ics")).toMatchObject({ ok: false, problem: "empty" });
    expect(await parseFeed("  \r\n", { today: TODAY })).toMatchObject({ ok: false, problem: "empty" });
  });
});

describe("parseFeed: Vrbo", () => {
  it("keeps tentative enquiries apart and no guest names", async () => {
    expect((await eventsOf("vrbo.ics")).map((e) => [e.checkIn, e.checkOut, e.summary, e.status])).toEqual([
      ["2027-06-01", "2027-06-08", "Reserved", "confirmed"],
      ["2027-06-10", "2027-06-12", "Not available", "confirmed"],
      ["2027-06-20", "2027-06-27", "Tentative", "tentative"],
      ["2027-07-04", "2027-07-11", "Tentative", "tentative"],
    ]);
    const kept = JSON.stringify(await parse("vrbo.ics"));
    for (const name of ["Maria", "Kowalska", "Jean", "Dupont"]) expect(kept).not.toContain(name);
  });
});

describe("parseFeed: Google and Outlook", () => {
  it("reads an old zone name: US/Central times become the property's dates", async () => {
    expect(ranges(await eventsOf("google-old-tz.ics"))).toEqual([
      // 10:00 in Chicago is 17:00 in Amsterdam, the same day.
      ["2027-03-05", "2027-03-07", "Reserved"],
      // 20:00 in Chicago is 03:00 the next morning in Amsterdam; it ends on the 14th (after Chicago's clock change).
      ["2027-03-13", "2027-03-14", "Reserved"],
    ]);
  });

  it("reads Windows zone names, also a malformed quoted one a strict parser refuses the whole file for", async () => {
    expect(ranges(await eventsOf("outlook-windows-tz.ics"))).toEqual([
      ["2027-04-02", "2027-04-05", "Not available"],
      ["2027-04-10", "2027-04-12", "Reserved"],
      ["2027-04-20", "2027-04-23", "Reserved"],
    ]);
  });

  it("reads DURATION instead of DTEND: days, weeks and hours", async () => {
    expect(ranges(await eventsOf("google-duration.ics"))).toEqual([
      ["2027-05-01", "2027-05-04", "Not available"],
      ["2027-05-10", "2027-05-17", "Not available"],
      // 14:00 on the 20th plus 36 hours is 02:00 on the 22nd in Amsterdam: two nights.
      ["2027-05-20", "2027-05-22", "Not available"],
    ]);
  });

  it("expands a series with EXDATE lists folded over lines and a moved occurrence", async () => {
    const events = await eventsOf("google-rrule-exdate.ics");
    expect(events.filter((e) => e.uid.startsWith("weekend-series")).map((e) => [e.uid, e.checkIn, e.checkOut])).toEqual(
      [
        ["weekend-series@google.com/2027-02-06", "2027-02-06", "2027-02-07"],
        ["weekend-series@google.com/2027-02-13", "2027-02-13", "2027-02-14"],
        ["weekend-series@google.com/2027-02-27", "2027-02-27", "2027-02-28"],
        // RECURRENCE-ID 13 March: that Saturday moved to the Friday before it.
        ["weekend-series@google.com/2027-03-13", "2027-03-12", "2027-03-13"],
        ["weekend-series@google.com/2027-03-27", "2027-03-27", "2027-03-28"],
      ],
    );
    // Weekly until 25 Feb 09:00 UTC (10:00 in Amsterdam, so that Thursday counts), two Thursdays excluded.
    expect(events.filter((e) => e.uid.startsWith("cleaning-series")).map((e) => [e.checkIn, e.checkOut])).toEqual([
      ["2027-02-04", "2027-02-05"],
      ["2027-02-25", "2027-02-26"],
    ]);
  });

  it("expands a weekly all-day block without an end only within two years, and nothing already over", async () => {
    const events = await eventsOf("google-weekly-open-ended.ics");
    const horizon = addDays(TODAY, RECURRENCE_HORIZON_DAYS);
    expect(events[0]).toMatchObject({ checkIn: "2027-01-10", checkOut: "2027-01-11" });
    expect(events.every((e) => isoWeekday(e.checkIn) === 7 && e.checkIn < horizon)).toBe(true);
    const sundays = Math.floor((dayNumber(horizon) - 1 - dayNumber(TODAY)) / 7) + 1;
    expect(events).toHaveLength(sundays);
    expect(sundays).toBeGreaterThan(100);
  });

  it("turns timed events into the nights they cover, in the property's zone", async () => {
    expect(ranges(await eventsOf("google-timed.ics"))).toEqual([
      ["2027-05-02", "2027-05-04", "Reserved"],
      // 23:00 UTC is 01:00 the next day in Amsterdam.
      ["2027-05-21", "2027-05-23", "Reserved"],
      // A floating two-hour event holds the night of its day.
      ["2027-06-10", "2027-06-11", "Reserved"],
    ]);
    // The same moments for a property in Honolulu: a day earlier.
    expect(ranges(await eventsOf("google-timed.ics", "Pacific/Honolulu")).slice(0, 2)).toEqual([
      ["2027-05-02", "2027-05-03", "Reserved"],
      ["2027-05-20", "2027-05-22", "Reserved"],
    ]);
  });
});

describe("parseFeed: not a calendar", () => {
  it("refuses an HTML page and a cut-off feed", async () => {
    expect(await parse("html-login.html")).toMatchObject({ ok: false, problem: "not_calendar" });
    expect(await parse("truncated.ics")).toMatchObject({ ok: false, problem: "truncated" });
    expect(await parseFeed("hello", { today: TODAY })).toMatchObject({ ok: false, problem: "not_calendar" });
  });

  it("holds nothing beyond three years, and one night at least", async () => {
    const feed = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:forever",
      "DTSTART;VALUE=DATE:20270201",
      "DTEND;VALUE=DATE:99991231",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:same-day",
      "DTSTART;VALUE=DATE:20270301",
      "DTEND;VALUE=DATE:20270301",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:cancelled",
      "STATUS:CANCELLED",
      "DTSTART;VALUE=DATE:20270401",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const result = await parseFeed(feed, { today: TODAY });
    expect(result.ok && ranges(result.events)).toEqual([
      ["2027-02-01", "2030-01-10", "Reserved"],
      ["2027-03-01", "2027-03-02", "Reserved"],
    ]);
  });
});

describe("parseFeed: a hostile feed of endless repeating events", () => {
  const hostile = (bytes: number) => hostileRecurringFeed({ bytes, today: TODAY });

  it("refuses it once its events to come pass the budget of a unit's nights, instead of expanding millions", async () => {
    const result = await parseFeed(hostile(200_000), { today: TODAY, nightsAhead: 393 });
    expect(result).toMatchObject({ ok: false, problem: "too_many_events" });
    expect(feedEventBudget(393)).toBe(1096 + 393);
  });

  it("expands a series only as far as the unit can be booked ahead", async () => {
    const near = await parseFeed(fixture("google-weekly-open-ended.ics"), { today: TODAY, nightsAhead: 30 });
    expect(near.ok && near.events.map((e) => e.checkIn)).toEqual([
      "2027-01-10",
      "2027-01-17",
      "2027-01-24",
      "2027-01-31",
      "2027-02-07",
    ]);
  });

  it("refuses rules that look at endless empty periods (every 31 February, counted from 1970)", async () => {
    const events = Array.from({ length: 5 }, (_, i) =>
      [
        "BEGIN:VEVENT",
        `UID:never-${i}@hostile.example`,
        "DTSTART;VALUE=DATE:19700201",
        "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31;COUNT=2",
        "END:VEVENT",
      ].join("\r\n"),
    );
    const feed = ["BEGIN:VCALENDAR", ...events, "END:VCALENDAR"].join("\r\n");
    expect(await parseFeed(feed, { today: TODAY })).toMatchObject({
      ok: false,
      problem: "too_many_events",
      detail: expect.stringContaining(`${MAX_EXPANSION_STEPS} steps`),
    });
  });

  it("gives the event loop a turn at least every thousand lines while a 2 MB feed is read", async () => {
    const text = hostile(2_000_000);
    let turns = 0;
    let reading = true;
    const probe = () => {
      turns++;
      if (reading) setImmediate(probe);
    };
    setImmediate(probe);
    await parseFeed(text, { today: TODAY });
    reading = false;
    // Counted in turns of the loop, not in time: the same on any machine.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(text.split("\r\n").length / 1000));
  });

  it("stops reading when its time is up, with the signal's reason", async () => {
    const controller = new AbortController();
    const reason = new Error("time is up");
    setImmediate(() => controller.abort(reason));
    await expect(
      parseFeed(hostile(2_000_000), { today: TODAY, pace: new Pace({ signal: controller.signal }) }),
    ).rejects.toBe(reason);
  });
});
