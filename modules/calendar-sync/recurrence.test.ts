import { describe, expect, it } from "vitest";
import type { StayDate } from "../dates/stay-date.ts";
import { parseRecurrenceRule, type RecurrenceRule, recurrenceDays } from "./recurrence.ts";

/** The occurrences alone (the generator also yields null for each period without one). */
const expandRecurrence = (r: RecurrenceRule, start: StayDate, horizon: StayDate, from?: StayDate) =>
  [...recurrenceDays(r, start, horizon, from)].filter((d): d is StayDate => d !== null);

const rule = (value: string) => {
  const parsed = parseRecurrenceRule(value, (raw) => `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`);
  if (!parsed) throw new Error(`not a rule: ${value}`);
  return parsed;
};

describe("recurrenceDays", () => {
  it("repeats daily, weekly on named days, every other week from the week's start", () => {
    expect(expandRecurrence(rule("FREQ=DAILY;COUNT=3"), "2027-02-27", "2030-01-01")).toEqual([
      "2027-02-27",
      "2027-02-28",
      "2027-03-01",
    ]);
    expect(expandRecurrence(rule("FREQ=WEEKLY;BYDAY=FR,SA;UNTIL=20270213"), "2027-02-05", "2030-01-01")).toEqual([
      "2027-02-05",
      "2027-02-06",
      "2027-02-12",
      "2027-02-13",
    ]);
    expect(expandRecurrence(rule("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=3"), "2027-02-01", "2030-01-01")).toEqual([
      "2027-02-01",
      "2027-02-15",
      "2027-03-01",
    ]);
  });

  it("repeats monthly on the last Friday, on the last day, and skips months without the 31st", () => {
    expect(expandRecurrence(rule("FREQ=MONTHLY;BYDAY=-1FR;COUNT=3"), "2027-01-29", "2030-01-01")).toEqual([
      "2027-01-29",
      "2027-02-26",
      "2027-03-26",
    ]);
    expect(expandRecurrence(rule("FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3"), "2027-01-31", "2030-01-01")).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
    ]);
    expect(expandRecurrence(rule("FREQ=MONTHLY;COUNT=3"), "2027-01-31", "2030-01-01")).toEqual([
      "2027-01-31",
      "2027-03-31",
      "2027-05-31",
    ]);
  });

  it("repeats yearly, also in named months, and never past the horizon", () => {
    expect(expandRecurrence(rule("FREQ=YEARLY"), "2027-07-01", "2029-07-01")).toEqual(["2027-07-01", "2028-07-01"]);
    expect(expandRecurrence(rule("FREQ=YEARLY;BYMONTH=7,8;BYMONTHDAY=1"), "2027-07-01", "2028-07-02")).toEqual([
      "2027-07-01",
      "2027-08-01",
      "2028-07-01",
    ]);
    expect(expandRecurrence(rule("FREQ=DAILY"), "2027-01-01", "2027-01-04")).toHaveLength(3);
  });

  it("starts a series without COUNT where it matters: the same days from there, at the cost of a series begun then", () => {
    for (const [value, start] of [
      ["FREQ=DAILY;INTERVAL=3", "1970-01-02"],
      ["FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU", "1971-05-01"],
      ["FREQ=MONTHLY;BYDAY=-1FR", "1969-12-26"],
      ["FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=31", "1970-01-31"],
      ["FREQ=YEARLY;INTERVAL=3;BYMONTH=7,8;BYMONTHDAY=1", "1970-07-01"],
    ] as const) {
      const all = expandRecurrence(rule(value), start, "2030-01-01").filter((d) => d >= "2027-01-10");
      const skipped = [...recurrenceDays(rule(value), start, "2030-01-01", "2027-01-10")];
      expect([value, skipped.filter((d) => d !== null && d >= "2027-01-10")]).toEqual([value, all]);
      // DTSTART, and the periods from 2027 on (plus the one `from` falls in).
      expect(skipped.length).toBeLessThan(all.length + 200);
    }
    // With COUNT the series is counted from its first day.
    expect(expandRecurrence(rule("FREQ=DAILY;COUNT=3"), "2027-01-01", "2030-01-01", "2027-06-01")).toHaveLength(3);
  });

  it("refuses what cannot repeat", () => {
    expect(parseRecurrenceRule("FREQ=SECONDLY", () => null)).toBeNull();
    expect(parseRecurrenceRule("COUNT=3", () => null)).toBeNull();
  });
});
