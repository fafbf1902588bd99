import { describe, expect, it } from "vitest";
import { startOfDayIn } from "./start-of-day.ts";

describe("the instant a day begins in a time zone", () => {
  it("is 23:00 UTC the day before in Amsterdam's winter and 22:00 in its summer", () => {
    expect(startOfDayIn("Europe/Amsterdam", "2027-02-05").toISOString()).toBe("2027-02-04T23:00:00.000Z");
    expect(startOfDayIn("Europe/Amsterdam", "2027-07-05").toISOString()).toBe("2027-07-04T22:00:00.000Z");
  });

  it("holds on the days the clocks change, and for zones ahead and behind", () => {
    expect(startOfDayIn("Europe/Amsterdam", "2027-03-28").toISOString()).toBe("2027-03-27T23:00:00.000Z");
    expect(startOfDayIn("Europe/Amsterdam", "2027-10-31").toISOString()).toBe("2027-10-30T22:00:00.000Z");
    expect(startOfDayIn("UTC", "2027-01-01").toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(startOfDayIn("America/New_York", "2027-01-01").toISOString()).toBe("2027-01-01T05:00:00.000Z");
  });
});
