import { describe, expect, it } from "vitest";
import { themeStrings } from "../../themes/strings/index.ts";
import { rulesText } from "./calendar.ts";
import type { Availability } from "./stay-rules.ts";

const words = themeStrings("en").booking;

/** Two nights at least, a summer whose arrivals stay a week, nothing taken. */
const summer: Availability = {
  unavailable: new Set(),
  checkInDays: [],
  checkOutDays: [],
  minNights: 2,
  minNightsByArrival: [{ from: "2026-07-04", until: "2026-08-29", minNights: 7 }],
  maxNights: 365,
  firstCheckIn: "2026-06-02",
  lastCheckIn: "2027-06-01",
};

describe("the booking calendar's rules line", () => {
  it("says the chosen arrival's shortest stay: the season's inside it, the unit's outside", () => {
    expect(rulesText(summer, words, "en-GB", "2026-07-10")).toBe("At least 7 nights.");
    expect(rulesText(summer, words, "en-GB", "2026-07-03")).toBe("At least 2 nights.");
  });

  it("before an arrival is chosen, names the seasons' minimums for arrivals in the month shown", () => {
    expect(rulesText(summer, words, "en-GB", null, "2026-08-01")).toBe(
      "At least 2 nights. Arriving from 4 July to 29 August: at least 7 nights.",
    );
    expect(rulesText(summer, words, "en-GB", null, "2026-09-01")).toBe("At least 2 nights.");
    // The line under the dates, without a month: the unit's.
    expect(rulesText(summer, words, "en-GB", null)).toBe("At least 2 nights.");
  });

  it("says the longest stay only where the owner set one under a year, and the weekdays", () => {
    const week = { ...summer, minNightsByArrival: [], maxNights: 14, checkInDays: [6], checkOutDays: [6] } as const;
    expect(rulesText(week, words, "en-GB", null)).toBe(
      "At least 2 nights. At most 14 nights. Check-in on Saturday. Check-out on Saturday.",
    );
  });
});
