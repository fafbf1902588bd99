import { afterEach, describe, expect, it, vi } from "vitest";
import { type MessageTiming, messageMoment, outsideQuietHours, type StayClock } from "./message-moment.ts";

const AMSTERDAM = "Europe/Amsterdam";
const at = (hh: number, mm = 0) => hh * 60 + mm;

function stay(arrival: string, departure: string, event = "2026-11-29T12:00:00Z"): StayClock {
  return {
    timeZone: AMSTERDAM,
    arrival: arrival as StayClock["arrival"],
    departure: departure as StayClock["departure"],
    checkInFrom: at(15),
    checkOutUntil: at(10),
    event: new Date(event),
  };
}

const threeDaysBeforeAt10: MessageTiming = { anchor: "arrival", days: -3, hours: 0, at: at(10) };

// The server's own zone must not matter: the same answers under the zones furthest apart.
const SERVER_ZONES = [
  { zone: "UTC", offset: 0 },
  { zone: "Pacific/Kiritimati", offset: -840 },
  { zone: "Pacific/Honolulu", offset: 600 },
];
afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(SERVER_ZONES)("a message's moment on a server in $zone", ({ zone, offset }) => {
  it("runs in that zone", () => {
    vi.stubEnv("TZ", zone);
    expect(new Date("2026-12-01T00:00:00Z").getTimezoneOffset()).toBe(offset);
  });

  it("sends '3 days before arrival at 10:00' at 10:00 in Amsterdam, either side of the clocks changing", () => {
    vi.stubEnv("TZ", zone);
    // Summer time starts on 28 March 2027: 10:00 is 09:00 UTC the day before, 08:00 UTC on the day.
    expect(messageMoment(threeDaysBeforeAt10, stay("2027-03-30", "2027-04-02")).toISOString()).toBe(
      "2027-03-27T09:00:00.000Z",
    );
    expect(messageMoment(threeDaysBeforeAt10, stay("2027-03-31", "2027-04-03")).toISOString()).toBe(
      "2027-03-28T08:00:00.000Z",
    );
    // It ends on 25 October 2026.
    expect(messageMoment(threeDaysBeforeAt10, stay("2026-10-27", "2026-10-30")).toISOString()).toBe(
      "2026-10-24T08:00:00.000Z",
    );
    expect(messageMoment(threeDaysBeforeAt10, stay("2026-10-28", "2026-10-31")).toISOString()).toBe(
      "2026-10-25T09:00:00.000Z",
    );
  });

  it("reads a time the clocks skip as the clock shows it after the jump, and one they repeat as the first", () => {
    vi.stubEnv("TZ", zone);
    const at0230: MessageTiming = { anchor: "arrival", days: 0, hours: 0, at: at(2, 30) };
    // 02:30 does not exist on 28 March 2027: 03:30 summer time.
    expect(messageMoment(at0230, stay("2027-03-28", "2027-03-30")).toISOString()).toBe("2027-03-28T01:30:00.000Z");
    // 02:30 happens twice on 25 October 2026: the first, still summer time.
    expect(messageMoment(at0230, stay("2026-10-25", "2026-10-27")).toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("counts from the stay's own times of day where the rule names none", () => {
    vi.stubEnv("TZ", zone);
    const arrivalDay: MessageTiming = { anchor: "arrival", days: 0, hours: 0, at: null };
    const twoDaysAfter: MessageTiming = { anchor: "departure", days: 2, hours: 0, at: null };
    const s = stay("2026-12-10", "2026-12-14");
    expect(messageMoment(arrivalDay, s).toISOString()).toBe("2026-12-10T14:00:00.000Z");
    expect(messageMoment(twoDaysAfter, s).toISOString()).toBe("2026-12-16T09:00:00.000Z");
  });

  it("counts hours after the event as a duration, and a time of day on the property's calendar", () => {
    vi.stubEnv("TZ", zone);
    // Booked at 23:30 in Amsterdam, which is already the next day in Kiritimati and still the same one in Honolulu.
    const s = stay("2026-12-20", "2026-12-22", "2026-12-01T22:30:00Z");
    expect(messageMoment({ anchor: "event", days: 0, hours: 2, at: null }, s).toISOString()).toBe(
      "2026-12-02T00:30:00.000Z",
    );
    expect(messageMoment({ anchor: "event", days: 1, hours: 0, at: at(10) }, s).toISOString()).toBe(
      "2026-12-02T09:00:00.000Z",
    );
  });

  it("moves a message out of quiet hours to their end, in the guest's zone", () => {
    vi.stubEnv("TZ", zone);
    const quiet = { from: at(21), until: at(9) };
    // 23:10 in Amsterdam → 09:00 the next morning; 06:00 → 09:00 that morning; noon stays.
    expect(outsideQuietHours(new Date("2026-12-01T22:10:00Z"), quiet, AMSTERDAM).toISOString()).toBe(
      "2026-12-02T08:00:00.000Z",
    );
    expect(outsideQuietHours(new Date("2026-12-02T05:00:00Z"), quiet, AMSTERDAM).toISOString()).toBe(
      "2026-12-02T08:00:00.000Z",
    );
    expect(outsideQuietHours(new Date("2026-12-02T11:00:00Z"), quiet, AMSTERDAM).toISOString()).toBe(
      "2026-12-02T11:00:00.000Z",
    );
    // 10:00 in Amsterdam is 04:00 in New York: a guest there hears at 09:00 their time.
    expect(outsideQuietHours(new Date("2026-12-02T09:00:00Z"), quiet, "America/New_York").toISOString()).toBe(
      "2026-12-02T14:00:00.000Z",
    );
    // No window, or an empty one, changes nothing.
    expect(outsideQuietHours(new Date("2026-12-01T22:10:00Z"), null, AMSTERDAM).toISOString()).toBe(
      "2026-12-01T22:10:00.000Z",
    );
  });

  it("keeps quiet hours that do not span midnight (13:00–15:00) on the same day", () => {
    vi.stubEnv("TZ", zone);
    expect(
      outsideQuietHours(new Date("2026-12-02T13:30:00Z"), { from: at(13), until: at(15) }, AMSTERDAM).toISOString(),
    ).toBe("2026-12-02T14:00:00.000Z");
  });
});
