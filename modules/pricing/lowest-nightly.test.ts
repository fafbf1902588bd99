import { describe, expect, it } from "vitest";
import { lowestNightlyCents } from "./lowest-nightly.ts";
import { planWith, season, TODAY } from "./pricing.testing.ts";

describe("lowestNightlyCents", () => {
  it("is the base price of a plain plan", () => {
    expect(lowestNightlyCents(planWith({ baseNightlyCents: 12_000 }), TODAY)).toBe(12_000);
  });

  it("takes a cheaper weekend or a season still to come, never one that has ended", () => {
    const plan = planWith({
      baseNightlyCents: 12_000,
      weekendNightlyCents: 11_500,
      seasons: [season("2026-01-05", "2026-03-31", 8_000), season("2026-11-01", "2026-11-30", 9_500)],
    });
    expect(lowestNightlyCents(plan, TODAY)).toBe(9_500);
    // The season's last night still counts on its day.
    expect(lowestNightlyCents(plan, "2026-03-31")).toBe(8_000);
    expect(lowestNightlyCents(planWith({ baseNightlyCents: 12_000, weekendNightlyCents: 11_500 }), TODAY)).toBe(11_500);
  });
});
