import { describe, expect, it } from "vitest";
import { barSpan, laneBars, monthDays, monthOf, monthWindow, shiftMonth } from "./calendar-month.ts";

describe("the month grid", () => {
  it("shows the month asked for, else the property's current month", () => {
    expect(monthOf("2026-02", "2026-07-10")).toBe("2026-02");
    for (const bad of [null, "", "2026-13", "2026-7", "1999-12", "2026-02-01", "juli"]) {
      expect(monthOf(bad, "2026-07-10")).toBe("2026-07");
    }
  });

  it("steps across year ends and counts each month's days, February of a leap year too", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-03", -15)).toBe("2024-12");
    expect(monthWindow("2026-12")).toEqual({ from: "2026-12-01", to: "2027-01-01" });
    expect(monthDays("2028-02")).toHaveLength(29);
    expect(monthDays("2026-02")).toHaveLength(28);
    expect(monthDays("2026-03").at(-1)).toBe("2026-03-31");
  });

  it("draws a stay from the afternoon of arrival to the morning of departure, cut at the month's edges", () => {
    const { from, to } = monthWindow("2026-07");
    // 3–6 July: day indexes 2 to 5.
    expect(barSpan({ checkIn: "2026-07-03", checkOut: "2026-07-06" }, from, to)).toEqual({
      start: 5,
      end: 11,
      startsBefore: false,
      endsAfter: false,
    });
    expect(barSpan({ checkIn: "2026-06-28", checkOut: "2026-07-02" }, from, to)).toEqual({
      start: 0,
      end: 3,
      startsBefore: true,
      endsAfter: false,
    });
    expect(barSpan({ checkIn: "2026-07-30", checkOut: "2026-08-04" }, from, to)).toEqual({
      start: 59,
      end: 62,
      startsBefore: false,
      endsAfter: true,
    });
    // Leaving on the 1st: no night in July.
    expect(barSpan({ checkIn: "2026-06-25", checkOut: "2026-07-01" }, from, to)).toBeNull();
    expect(barSpan({ checkIn: "2026-06-20", checkOut: "2026-06-30" }, from, to)).toBeNull();
    expect(barSpan({ checkIn: "2026-08-01", checkOut: "2026-08-03" }, from, to)).toBeNull();
  });

  it("puts back-to-back stays in one lane and an overlapping one (a conflict) in the next", () => {
    const { from, to } = monthWindow("2026-07");
    const span = (checkIn: string, checkOut: string) =>
      barSpan({ checkIn, checkOut }, from, to) ?? { start: 0, end: 0 };
    const first = span("2026-07-03", "2026-07-06");
    const next = span("2026-07-06", "2026-07-09");
    const clash = span("2026-07-05", "2026-07-07");
    expect(laneBars([first, next])).toEqual({ lanes: [0, 0], count: 1 });
    expect(laneBars([first, next, clash])).toEqual({ lanes: [0, 0, 1], count: 2 });
    expect(laneBars([])).toEqual({ lanes: [], count: 1 });
  });
});
