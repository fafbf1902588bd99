import { describe, expect, it } from "vitest";
import { nightlyRate, occupancyPercent } from "./overview-views.ts";

describe("the overview's occupancy figures", () => {
  it("are a whole percentage of the nights available, and a rate per priced night", () => {
    expect(occupancyPercent({ booked: 26, available: 89, rateCents: 0, rateNights: 0 })).toBe(29);
    expect(occupancyPercent({ booked: 0, available: 0, rateCents: 0, rateNights: 0 })).toBe(0);
    expect(nightlyRate({ booked: 26, available: 89, rateCents: 272_000, rateNights: 23 })).toBe(11_826);
    expect(nightlyRate({ booked: 3, available: 31, rateCents: 0, rateNights: 0 })).toBeNull();
  });
});
