import { describe, expect, it } from "vitest";
import { planWith, season } from "../../../../modules/pricing/pricing.testing.ts";
import { exampleStay } from "./example-stay.ts";

// Monday 1 June 2026.
const TODAY = "2026-06-01";

describe("the pricing page's example stay", () => {
  it("is a week from the first Saturday guests may book", () => {
    expect(exampleStay(planWith({ leadTimeDays: 1 }), TODAY)).toEqual({ checkIn: "2026-06-06", nights: 7 });
    expect(exampleStay(planWith({ leadTimeDays: 6 }), "2026-05-31")).toEqual({ checkIn: "2026-06-06", nights: 7 });
    expect(exampleStay(planWith({ leadTimeDays: 10 }), TODAY)).toEqual({ checkIn: "2026-06-13", nights: 7 });
  });

  it("keeps to the days guests may arrive and leave on, and to the minimum stay", () => {
    expect(exampleStay(planWith({ checkInDays: [1, 5] }), TODAY)).toEqual({ checkIn: "2026-06-08", nights: 7 });
    expect(exampleStay(planWith({ checkOutDays: [1] }), TODAY)).toEqual({ checkIn: "2026-06-06", nights: 9 });
    expect(exampleStay(planWith({ minNights: 10 }), TODAY)).toEqual({ checkIn: "2026-06-06", nights: 10 });
    const summer = season("2026-06-01", "2026-08-31", 15_000, { minNights: 14 });
    expect(exampleStay(planWith({ seasons: [summer] }), TODAY)).toEqual({ checkIn: "2026-06-06", nights: 14 });
    expect(exampleStay(planWith({ maxNights: 3 }), TODAY)).toEqual({ checkIn: "2026-06-06", nights: 3 });
  });
});
