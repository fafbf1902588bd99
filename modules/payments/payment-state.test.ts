import { describe, expect, it } from "vitest";
import { isOpen, isSettledPaid, PAYMENT_STATES, type PaymentState, settledState } from "./payment-state.ts";

/** Settles each read in turn, as the inbox job does, and counts the state changes. */
function settleAll(reads: PaymentState[], start: PaymentState = "requires_payment") {
  let state = start;
  let changes = 0;
  for (const observed of reads) {
    const next = settledState(state, observed);
    if (next !== state) changes++;
    state = next;
  }
  return { state, changes };
}

describe("settling a payment as the provider is read", () => {
  it("pays once however often and in whatever order the provider's states are read", () => {
    expect(settleAll(["paid", "paid", "requires_payment", "authorised", "paid"])).toEqual({
      state: "paid",
      changes: 1,
    });
    expect(settleAll(["authorised", "paid", "authorised"])).toEqual({ state: "paid", changes: 2 });
  });

  it("lets a payment whose first attempt failed be paid on a retry, but never un-pays one", () => {
    expect(settleAll(["failed", "paid"])).toEqual({ state: "paid", changes: 2 });
    expect(settleAll(["paid", "failed", "expired", "cancelled"])).toEqual({ state: "paid", changes: 1 });
  });

  it("keeps the first end of a payment that never went through", () => {
    expect(settleAll(["expired", "cancelled", "failed"]).state).toBe("expired");
  });

  it("moves a paid payment on to partly and then fully refunded, never back", () => {
    expect(settleAll(["paid", "refunded", "partly_refunded", "paid"])).toEqual({ state: "refunded", changes: 2 });
    expect(settleAll(["partly_refunded", "refunded"]).state).toBe("refunded");
  });

  it("holds the nights while a payment is open, and confirms only once the money is there", () => {
    const open = PAYMENT_STATES.filter(isOpen);
    expect(open).toEqual(["requires_payment", "authorised"]);
    expect(PAYMENT_STATES.filter(isSettledPaid)).toEqual(["paid", "partly_refunded", "refunded"]);
  });
});
