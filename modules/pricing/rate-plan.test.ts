import { describe, expect, it } from "vitest";
import { planWith, season } from "./pricing.testing.ts";
import { DEFAULT_RATE_PLAN, parseRatePlan, type RatePlan, ratePlanSchema } from "./rate-plan.ts";

const fullPlan = (): RatePlan =>
  planWith({
    weekendNightlyCents: 13_500,
    seasons: [season("2026-07-01", "2026-08-31", 16_000, { id: "zomer", name: "Zomer", minNights: 7, priority: 1 })],
    minNights: 2,
    maxNights: 28,
    checkInDays: [5, 1],
    checkOutDays: [],
    bookingWindowDays: 540,
    leadTimeDays: 2,
    cleaningFeeCents: 7_500,
    extraGuestFee: { aboveGuests: 4, perNightCents: 1_500 },
    touristTax: { kind: "perPersonNight", cents: 245 },
    depositCents: 25_000,
    lengthOfStayDiscounts: [
      { minNights: 28, percent: 20 },
      { minNights: 7, percent: 10 },
    ],
    lastMinute: { withinDays: 7, percent: 12.5 },
    earlyBooking: { daysAhead: 180, percent: 5 },
    cancellationPolicy: "strict",
    bookingMode: "instant",
    requestHoldHours: 24,
  });

describe("rate plans", () => {
  it("starts from a plan that cannot be booked until the owner sets a price", () => {
    expect(ratePlanSchema.parse(DEFAULT_RATE_PLAN)).toEqual(DEFAULT_RATE_PLAN);
    expect(DEFAULT_RATE_PLAN).toMatchObject({
      baseNightlyCents: 0,
      minNights: 1,
      leadTimeDays: 1,
      bookingMode: "request",
      cancellationPolicy: "moderate",
    });
  });

  it("keeps a whole plan as the owner saved it, weekdays and discount steps in order", () => {
    const stored = JSON.parse(JSON.stringify(fullPlan()));
    const plan = parseRatePlan(stored);
    expect(plan.checkInDays).toEqual([1, 5]);
    expect(plan.lengthOfStayDiscounts.map((d) => d.minNights)).toEqual([7, 28]);
    expect(plan).toEqual({
      ...fullPlan(),
      checkInDays: [1, 5],
      lengthOfStayDiscounts: [
        { minNights: 7, percent: 10 },
        { minNights: 28, percent: 20 },
      ],
    });
  });

  it("reads an older document, filling the rules it lacks with the defaults", () => {
    expect(parseRatePlan({ baseNightlyCents: 12_000, minNights: 3 })).toEqual({
      ...DEFAULT_RATE_PLAN,
      baseNightlyCents: 12_000,
      minNights: 3,
    });
    expect(parseRatePlan({})).toEqual(DEFAULT_RATE_PLAN);
    expect(parseRatePlan(null)).toEqual(DEFAULT_RATE_PLAN);
    expect(parseRatePlan("not a plan")).toEqual(DEFAULT_RATE_PLAN);
  });

  it("reads a damaged document rule by rule, dropping only what no longer reads", () => {
    const plan = parseRatePlan({
      baseNightlyCents: 11_000,
      weekendNightlyCents: "a lot",
      touristTax: { kind: "perStay", cents: 100 },
      seasons: [
        {
          id: "ok",
          name: "Zomer",
          from: "2026-07-01",
          until: "2026-08-31",
          nightlyCents: 15_000,
          minNights: null,
          priority: 0,
        },
        {
          id: "ok",
          name: "Twice",
          from: "2026-07-01",
          until: "2026-07-02",
          nightlyCents: 15_000,
          minNights: null,
          priority: 0,
        },
        {
          id: "bad",
          name: "Backwards",
          from: "2026-09-01",
          until: "2026-08-01",
          nightlyCents: 1,
          minNights: null,
          priority: 0,
        },
        "junk",
      ],
      minNights: 10,
      maxNights: 5,
      lengthOfStayDiscounts: [
        { minNights: 7, percent: 10 },
        { minNights: 7, percent: 15 },
      ],
      bookingMode: "sometimes",
    });
    expect(plan.baseNightlyCents).toBe(11_000);
    expect(plan.weekendNightlyCents).toBeNull();
    expect(plan.touristTax).toEqual({ kind: "none" });
    expect(plan.seasons.map((s) => s.name)).toEqual(["Zomer"]);
    expect([plan.minNights, plan.maxNights]).toEqual([10, 10]);
    expect(plan.lengthOfStayDiscounts).toEqual([{ minNights: 7, percent: 10 }]);
    expect(plan.bookingMode).toBe("request");
    // What it reads is a plan the schema accepts.
    expect(ratePlanSchema.safeParse(plan).success).toBe(true);
  });

  it("never hands out the shared default to be changed", () => {
    const plan = parseRatePlan({});
    plan.seasons.push(season("2026-07-01", "2026-07-31", 1));
    plan.checkInDays.push(6);
    expect(DEFAULT_RATE_PLAN.seasons).toEqual([]);
    expect(DEFAULT_RATE_PLAN.checkInDays).toEqual([]);
  });

  it("refuses a plan whose rules are out of range or contradict each other", () => {
    const accepted = (rules: Partial<RatePlan>) => ratePlanSchema.safeParse({ ...fullPlan(), ...rules }).success;
    expect(accepted({})).toBe(true);
    expect(accepted({ maxNights: 1 })).toBe(false);
    expect(accepted({ baseNightlyCents: 99.5 })).toBe(false);
    expect(accepted({ baseNightlyCents: -1 })).toBe(false);
    expect(accepted({ lastMinute: { withinDays: 7, percent: 7.125 } })).toBe(false);
    expect(accepted({ lastMinute: { withinDays: 7, percent: 0 } })).toBe(false);
    expect(accepted({ touristTax: { kind: "percent", percent: 60 } })).toBe(false);
    expect(accepted({ checkInDays: [8 as 1] })).toBe(false);
    expect(accepted({ requestHoldHours: 0 })).toBe(false);
    expect(accepted({ seasons: [season("2026-08-01", "2026-07-01", 10_000)] })).toBe(false);
    expect(accepted({ seasons: [season("2026-02-30", "2026-03-01", 10_000)] })).toBe(false);
    const twin = season("2026-07-01", "2026-07-31", 10_000, { id: "same" });
    expect(accepted({ seasons: [twin, { ...twin, name: "Other" }] })).toBe(false);
    expect(
      accepted({
        lengthOfStayDiscounts: [
          { minNights: 7, percent: 10 },
          { minNights: 7, percent: 12 },
        ],
      }),
    ).toBe(false);
  });
});
