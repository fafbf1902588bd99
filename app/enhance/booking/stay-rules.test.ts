import { describe, expect, it } from "vitest";
import type { IsoWeekday } from "../../../modules/dates/stay-date.ts";
import { type Availability, canCheckIn, canCheckOut, dayState, pick } from "./stay-rules.ts";

/** June 2026: Monday the 1st. Nights of the 10th–12th are taken (a stay from the 10th to the 13th). */
function availability(rules: Partial<Omit<Availability, "unavailable">> & { taken?: string[] } = {}): Availability {
  const { taken = ["2026-06-10", "2026-06-11", "2026-06-12"], ...rest } = rules;
  return {
    unavailable: new Set(taken),
    checkInDays: [],
    checkOutDays: [],
    minNights: 2,
    minNightsByArrival: [],
    maxNights: 14,
    firstCheckIn: "2026-06-02",
    lastCheckIn: "2027-06-01",
    ...rest,
  };
}

describe("the days a guest may pick in the booking calendar", () => {
  it("offers no check-in before the lead time, after the booking window or on a taken night", () => {
    const a = availability();
    expect(canCheckIn("2026-06-01", a)).toBe(false);
    expect(canCheckIn("2026-06-02", a)).toBe(true);
    expect(canCheckIn("2026-06-10", a)).toBe(false);
    expect(canCheckIn("2027-06-02", a)).toBe(false);
    expect(dayState("2026-06-11", { checkIn: null, checkOut: null }, a)).toEqual({
      taken: true,
      refusal: "taken",
      range: null,
    });
  });

  it("offers no check-in when the minimum stay would run into a taken night", () => {
    const a = availability();
    // The 9th leaves one free night before the 10th; two are needed.
    expect(canCheckIn("2026-06-09", a)).toBe(false);
    expect(canCheckIn("2026-06-08", a)).toBe(true);
    // The day the other stay leaves is a check-in day again.
    expect(canCheckIn("2026-06-13", a)).toBe(true);
  });

  it("lets a stay end on the first taken night's day (back to back), never across it", () => {
    const a = availability();
    expect(canCheckOut("2026-06-08", "2026-06-10", a)).toBe(true);
    expect(canCheckOut("2026-06-08", "2026-06-11", a)).toBe(false);
    expect(canCheckOut("2026-06-08", "2026-06-09", a)).toBe(false);
    const choosing = { checkIn: "2026-06-08", checkOut: null };
    expect(dayState("2026-06-10", choosing, a).refusal).toBeNull();
    expect(dayState("2026-06-11", choosing, a)).toEqual({ taken: true, refusal: "noDeparture", range: null });
    // A day after the taken nights cannot end this stay, but can start a new one.
    expect(dayState("2026-06-14", choosing, a).refusal).toBeNull();
  });

  it("keeps to the weekdays a stay may start and end on", () => {
    const saturdays: IsoWeekday[] = [6];
    const a = availability({ taken: [], checkInDays: saturdays, checkOutDays: saturdays, minNights: 7 });
    expect(canCheckIn("2026-06-06", a)).toBe(true);
    expect(canCheckIn("2026-06-05", a)).toBe(false);
    expect(canCheckOut("2026-06-06", "2026-06-13", a)).toBe(true);
    expect(canCheckOut("2026-06-06", "2026-06-14", a)).toBe(false);
    expect(dayState("2026-06-05", { checkIn: null, checkOut: null }, a).refusal).toBe("noArrival");
  });

  it("asks the shortest stay of the arrival day: a season's 7 nights from 20 June, the unit's 2 before", () => {
    const a = availability({
      taken: [],
      minNightsByArrival: [{ from: "2026-06-20", until: "2026-07-31", minNights: 7 }],
    });
    expect(canCheckOut("2026-06-19", "2026-06-21", a)).toBe(true);
    expect(canCheckOut("2026-06-20", "2026-06-23", a)).toBe(false);
    expect(canCheckOut("2026-06-20", "2026-06-27", a)).toBe(true);
    // A day too soon to end it is refused, although a stay could start on it.
    expect(canCheckIn("2026-06-23", a)).toBe(true);
    expect(dayState("2026-06-23", { checkIn: "2026-06-20", checkOut: null }, a).refusal).toBe("tooShort");
    // After the season's last arrival day the unit's minimum is back.
    expect(canCheckOut("2026-08-01", "2026-08-03", a)).toBe(true);
    // Seven free nights are needed before the next taken one, and no more than the longest stay allows.
    const tight = { ...a, unavailable: new Set(["2026-06-26"]) };
    expect(canCheckIn("2026-06-20", tight)).toBe(false);
    expect(canCheckIn("2026-06-27", { ...a, maxNights: 5 })).toBe(false);
  });

  it("keeps to the longest stay", () => {
    const a = availability({ taken: [], maxNights: 3 });
    expect(canCheckOut("2026-06-02", "2026-06-05", a)).toBe(true);
    expect(canCheckOut("2026-06-02", "2026-06-06", a)).toBe(false);
  });

  it("picks check-in, then check-out, and starts again on an earlier day", () => {
    const a = availability();
    let chosen = pick("2026-06-03", { checkIn: null, checkOut: null }, a);
    expect(chosen).toEqual({ checkIn: "2026-06-03", checkOut: null });
    chosen = pick("2026-06-06", chosen, a);
    expect(chosen).toEqual({ checkIn: "2026-06-03", checkOut: "2026-06-06" });
    expect(dayState("2026-06-04", chosen, a).range).toBe("inside");
    expect(dayState("2026-06-06", chosen, a).range).toBe("checkOut");
    expect(pick("2026-06-02", { checkIn: "2026-06-03", checkOut: null }, a)).toEqual({
      checkIn: "2026-06-02",
      checkOut: null,
    });
    // A new pick after a whole stay starts a new one.
    expect(pick("2026-06-20", chosen, a)).toEqual({ checkIn: "2026-06-20", checkOut: null });
  });
});
