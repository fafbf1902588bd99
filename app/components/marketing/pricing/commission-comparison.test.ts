import { describe, expect, it } from "vitest";
import { STANDARD_PLAN as plan } from "../../../../modules/seed/seed.ts";
import { commissionComparison } from "./commission-comparison.ts";

describe("commission comparison", () => {
  it("compares 15% commission with a year of the plan", () => {
    const { rows } = commissionComparison(plan, "en");
    expect(rows[0]).toEqual({ revenue: "€10,000", commission: "€1,500", yearOne: "€750", later: "€600" });
    expect(rows.map((r) => r.commission)).toEqual(["€1,500", "€3,000", "€6,000"]);
  });

  it("rounds the break-even turnover up to whole euros and follows the plan", () => {
    expect(commissionComparison(plan, "en").breakEven).toBe("€334");
    expect(commissionComparison({ ...plan, monthlyFeeCents: 4_500 }, "en").breakEven).toBe("€300");
    expect(commissionComparison(plan, "en", 1000).breakEven).toBe("€500");
  });
});
