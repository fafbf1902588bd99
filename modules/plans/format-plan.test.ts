import { describe, expect, it } from "vitest";
import { STANDARD_PLAN as plan } from "../seed/seed.ts";
import { fillPlanTokens, formatMoney, planTokens } from "./format-plan.ts";

describe("plan figures in copy", () => {
  it("formats euros the way each language writes them", () => {
    // Intl separates amount and sign with a no-break space, so they never wrap apart.
    expect(formatMoney(15000, "EUR", "nl")).toBe("€\u00a0150");
    expect(formatMoney(5000, "EUR", "en")).toBe("€50");
    expect(formatMoney(5000, "EUR", "pl")).toBe("50\u00a0€");
    expect(formatMoney(4950, "EUR", "en")).toBe("€49.50");
  });

  it("fills the plan's figures into copy", () => {
    const text =
      "Setup {{setupFee}}, then {{monthlyFee}} a month, live within {{liveWithinDays}} days, {{moneyBackDays}}-day guarantee.";
    expect(fillPlanTokens(text, planTokens(plan, "en"))).toBe(
      "Setup €150, then €50 a month, live within 7 days, 30-day guarantee.",
    );
  });

  it("refuses copy with a token it does not know", () => {
    expect(() => fillPlanTokens("{{freeMonths}} months free", planTokens(plan, "nl"))).toThrow(/freeMonths/);
  });
});
