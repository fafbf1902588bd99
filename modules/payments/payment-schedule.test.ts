import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_PLAN } from "../pricing/rate-plan-choices.ts";
import { paymentSchedule } from "./payment-schedule.ts";

const DEFAULT_PAYMENT_TERMS = DEFAULT_RATE_PLAN.paymentTerms;

describe("what a guest pays, and when", () => {
  it("takes 30 % at booking and the rest 30 days before arrival by default", () => {
    expect(
      paymentSchedule(DEFAULT_PAYMENT_TERMS, { totalCents: 98_500, checkIn: "2027-07-10", bookedOn: "2027-01-04" }),
    ).toEqual([
      { number: 1, amountCents: 29_550, due: "at_booking" },
      { number: 2, amountCents: 68_950, due: "2027-06-10" },
    ]);
  });

  it("takes everything at once for a booking made on or after the balance's due date", () => {
    const late = { totalCents: 98_500, checkIn: "2027-07-10" };
    expect(paymentSchedule(DEFAULT_PAYMENT_TERMS, { ...late, bookedOn: "2027-06-10" })).toEqual([
      { number: 1, amountCents: 98_500, due: "at_booking" },
    ]);
    expect(paymentSchedule(DEFAULT_PAYMENT_TERMS, { ...late, bookedOn: "2027-06-09" })).toHaveLength(2);
  });

  it("adds up to the total to the cent, whatever the percentage", () => {
    for (const totalCents of [1, 3, 99, 10_001, 123_457]) {
      for (const firstPercent of [1, 25, 33.33, 50, 99]) {
        const terms = { kind: "split" as const, firstPercent, balanceDaysBefore: 14 };
        const parts = paymentSchedule(terms, { totalCents, checkIn: "2027-08-01", bookedOn: "2027-01-01" });
        expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(totalCents);
        for (const part of parts) expect(Number.isInteger(part.amountCents) && part.amountCents > 0).toBe(true);
      }
    }
  });

  it("asks for everything at booking where the unit says so, and refuses an amount that is not whole cents", () => {
    expect(
      paymentSchedule({ kind: "full" }, { totalCents: 50_000, checkIn: "2027-08-01", bookedOn: "2027-01-01" }),
    ).toEqual([{ number: 1, amountCents: 50_000, due: "at_booking" }]);
    expect(() =>
      paymentSchedule({ kind: "full" }, { totalCents: 10.5, checkIn: "2027-08-01", bookedOn: "2027-01-01" }),
    ).toThrow(RangeError);
  });
});
