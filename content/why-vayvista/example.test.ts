import { describe, expect, it } from "vitest";
import { commissionExample } from "./example.ts";

describe("commission example", () => {
  it("compares a year of platform commission with a year of VayVista from the plan figures", () => {
    const result = commissionExample({ setupFeeCents: 15_000, monthlyFeeCents: 5_000 }, 2_000_000, 0.15);
    expect(result.commissionCents).toBe(300_000);
    expect(result.firstYearCents).toBe(75_000);
    expect(result.laterYearCents).toBe(60_000);
    expect(result.savingFirstYearCents).toBe(225_000);
    expect(result.savingLaterYearCents).toBe(240_000);
    expect(result.breakEvenCents).toBe(500_000);
  });

  it("follows a different plan and rounds the break-even point up to whole euros", () => {
    const result = commissionExample({ setupFeeCents: 0, monthlyFeeCents: 4_950 }, 1_000_000, 0.17);
    expect(result.firstYearCents).toBe(59_400);
    expect(result.commissionCents).toBe(170_000);
    // 594 / 0.17 = 3494.12 → 3495 euros
    expect(result.breakEvenCents).toBe(349_500);
  });

  it("rejects a commission rate outside 0–100%", () => {
    expect(() => commissionExample({ setupFeeCents: 0, monthlyFeeCents: 5_000 }, 1_000_000, 15)).toThrow(RangeError);
  });
});
