import { describe, expect, it } from "vitest";
import { expandRecurrence, parseRecurrenceRule } from "./recurrence.ts";

const rule = (value: string) => {
  const parsed = parseRecurrenceRule(value, (raw) => `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`);
  if (!parsed) throw new Error(`not a rule: ${value}`);
  return parsed;
};

describe("expandRecurrence", () => {
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

  it("refuses what cannot repeat", () => {
    expect(parseRecurrenceRule("FREQ=SECONDLY", () => null)).toBeNull();
    expect(parseRecurrenceRule("COUNT=3", () => null)).toBeNull();
  });
});
