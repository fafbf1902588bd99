import { describe, expect, it } from "vitest";
import { addDays } from "../dates/stay-date.ts";
import { refundFor } from "./cancellation-policy.ts";

const CHECK_IN = "2026-07-04";
/** The percentage refunded when cancelling `days` days before arrival. */
const refundedPercent = (policy: "flexible" | "moderate" | "strict", days: number) =>
  refundFor(policy, { totalCents: 100_000, checkIn: CHECK_IN, cancelledOn: addDays(CHECK_IN, -days) }).percent;

describe("cancellation policies", () => {
  it("refunds everything under the flexible policy until the day before arrival", () => {
    expect([60, 2, 1, 0, -1].map((days) => refundedPercent("flexible", days))).toEqual([100, 100, 100, 0, 0]);
  });

  it("refunds everything until 14 days before, half until 7 under the moderate policy", () => {
    expect([30, 14, 13, 7, 6, 1, 0].map((days) => refundedPercent("moderate", days))).toEqual([
      100, 100, 50, 50, 0, 0, 0,
    ]);
  });

  it("refunds half until 30 days before under the strict policy", () => {
    expect([90, 30, 29, 1].map((days) => refundedPercent("strict", days))).toEqual([50, 50, 0, 0]);
  });

  it("counts calendar days across a clock change and a month end, and rounds the refund half up", () => {
    // 28 March to 11 April 2026 is 14 days, summer time starting in between.
    expect(refundFor("moderate", { totalCents: 84_501, checkIn: "2026-04-11", cancelledOn: "2026-03-28" })).toEqual({
      refundCents: 84_501,
      percent: 100,
    });
    expect(refundFor("moderate", { totalCents: 84_501, checkIn: "2026-04-11", cancelledOn: "2026-03-29" })).toEqual({
      refundCents: 42_251,
      percent: 50,
    });
    expect(refundFor("strict", { totalCents: 0, checkIn: "2026-04-11", cancelledOn: "2026-01-01" })).toEqual({
      refundCents: 0,
      percent: 50,
    });
  });
});
