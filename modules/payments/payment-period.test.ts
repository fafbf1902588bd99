import { describe, expect, it } from "vitest";
import { lastMonth, parsePaymentPeriod } from "./payment-period.ts";

describe("the period of a payments export", () => {
  it("defaults to the whole month before today's", () => {
    expect(lastMonth("2026-07-01")).toEqual({ from: "2026-06-01", to: "2026-06-30" });
    expect(lastMonth("2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(lastMonth("2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("takes two real days, the first not after the last, both included", () => {
    expect(parsePaymentPeriod("2026-06-01", "2026-06-30")).toEqual({
      ok: true,
      period: { from: "2026-06-01", to: "2026-06-30" },
    });
    expect(parsePaymentPeriod("2026-06-01", "2026-06-01")).toMatchObject({ ok: true });
  });

  it("says which day is malformed", () => {
    for (const from of ["", "2026-02-30", "01-06-2026", "2026-6-1", " 2026-06-01", null, ["2026-06-01"], 20260601]) {
      expect(parsePaymentPeriod(from, "2026-06-30")).toEqual({ ok: false, field: "from", problem: "malformed" });
    }
    expect(parsePaymentPeriod("2026-06-01", "2026-13-01")).toEqual({ ok: false, field: "to", problem: "malformed" });
    expect(parsePaymentPeriod("2026-06-01", undefined)).toEqual({ ok: false, field: "to", problem: "malformed" });
  });

  it("refuses a period the wrong way round, or longer than two years", () => {
    expect(parsePaymentPeriod("2026-06-30", "2026-06-01")).toEqual({ ok: false, field: "to", problem: "reversed" });
    expect(parsePaymentPeriod("2024-01-01", "2025-12-31")).toMatchObject({ ok: true });
    expect(parsePaymentPeriod("2024-01-01", "2026-01-01")).toEqual({ ok: false, field: "to", problem: "tooLong" });
    expect(parsePaymentPeriod("2024-02-29", "2026-02-28")).toMatchObject({ ok: true });
    expect(parsePaymentPeriod("1000-01-01", "9999-12-31")).toEqual({ ok: false, field: "to", problem: "tooLong" });
  });
});
