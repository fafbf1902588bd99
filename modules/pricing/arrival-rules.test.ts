import { describe, expect, it } from "vitest";
import { addDays } from "../dates/stay-date.ts";
import { minNightsByArrival } from "./arrival-rules.ts";
import { planWith, quote, season, stay } from "./pricing.testing.ts";

describe("the shortest stay per arrival day, as the date picker gets it", () => {
  const summer = season("2026-07-01", "2026-08-31", 15_000, { name: "Zomer", minNights: 7 });
  const building = season("2026-07-18", "2026-08-08", 18_000, { name: "Bouwvak", minNights: 14, priority: 1 });
  // A season without a minimum of its own keeps the plan's, even where it beats one that has.
  const fair = season("2026-08-20", "2026-08-23", 16_000, { name: "Kermis", priority: 2 });
  const winter = season("2026-11-01", "2027-02-28", 8_000, { name: "Winter", minNights: 1 });
  const plan = planWith({ minNights: 3, seasons: [summer, building, fair, winter] });

  it("lists the arrival days whose minimum is not the plan's, season by season as the quote ranks them", () => {
    expect(minNightsByArrival(plan, "2026-06-01", "2027-06-01")).toEqual([
      { from: "2026-07-01", until: "2026-07-17", minNights: 7 },
      { from: "2026-07-18", until: "2026-08-08", minNights: 14 },
      { from: "2026-08-09", until: "2026-08-19", minNights: 7 },
      { from: "2026-08-24", until: "2026-08-31", minNights: 7 },
      { from: "2026-11-01", until: "2027-02-28", minNights: 1 },
    ]);
  });

  it("cuts the runs at the span asked for, whose last day is not an arrival day of it", () => {
    expect(minNightsByArrival(plan, "2026-07-10", "2026-07-20")).toEqual([
      { from: "2026-07-10", until: "2026-07-17", minNights: 7 },
      { from: "2026-07-18", until: "2026-07-19", minNights: 14 },
    ]);
    expect(minNightsByArrival(planWith({ minNights: 3 }), "2026-06-01", "2027-06-01")).toEqual([]);
  });

  it("agrees with the quote on every arrival day: the shortest stay it names is the shortest the quote accepts", () => {
    const from = "2026-06-25";
    const runs = minNightsByArrival(plan, from, "2027-03-05");
    for (let day = 0; day < 250; day++) {
      const arrival = addDays(from, day);
      const nights = runs.find((r) => r.from <= arrival && arrival <= r.until)?.minNights ?? plan.minNights;
      const codes = (n: number) => quote(plan, stay(arrival, n)).violations.map((v) => v.code);
      expect(codes(nights), arrival).not.toContain("min_nights");
      if (nights > 1) expect(codes(nights - 1), arrival).toContain("min_nights");
    }
  });
});
