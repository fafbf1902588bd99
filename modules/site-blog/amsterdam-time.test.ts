import { describe, expect, it } from "vitest";
import { amsterdamInputToDate, dateToAmsterdamInput } from "./amsterdam-time.ts";

describe("Dutch times as owners type them", () => {
  it("reads winter time as UTC+1 and summer time as UTC+2", () => {
    expect(amsterdamInputToDate("2026-01-15T09:30")?.toISOString()).toBe("2026-01-15T08:30:00.000Z");
    expect(amsterdamInputToDate("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(amsterdamInputToDate("2026-12-31T23:59:00")?.toISOString()).toBe("2026-12-31T22:59:00.000Z");
    expect(amsterdamInputToDate("2027-01-01T00:00")?.toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("shows a stored moment in Dutch time, and reads it back to the same minute", () => {
    for (const iso of ["2026-03-29T00:59:00.000Z", "2026-03-29T01:00:00.000Z", "2026-10-25T01:30:00.000Z"]) {
      expect(amsterdamInputToDate(dateToAmsterdamInput(new Date(iso)))?.toISOString(), iso).toBe(iso);
    }
    expect(dateToAmsterdamInput(new Date("2026-07-01T07:30:45Z"))).toBe("2026-07-01T09:30");
    expect(dateToAmsterdamInput(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16T00:30");
    const summer = new Date("2026-06-10T16:05:00Z");
    expect(amsterdamInputToDate(dateToAmsterdamInput(summer))).toEqual(summer);
  });

  it("reads the hour the clocks skip as an hour later, and the hour that comes twice as the second one", () => {
    // 29 March 2026: 02:00 becomes 03:00.
    expect(amsterdamInputToDate("2026-03-29T02:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(amsterdamInputToDate("2026-03-29T03:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    // 25 October 2026: 03:00 becomes 02:00.
    expect(amsterdamInputToDate("2026-10-25T02:30")?.toISOString()).toBe("2026-10-25T01:30:00.000Z");
  });

  it("refuses what is no date and time", () => {
    for (const value of [
      "",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-01-01T24:00",
      "2026-01-01",
      "morgen",
      "2026-01-01T9:00",
    ]) {
      expect(amsterdamInputToDate(value), value).toBeNull();
    }
  });
});
