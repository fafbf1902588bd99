import { PaymentStatus } from "@mollie/api-client";
import { describe, expect, it } from "vitest";
import { centsOf, type MolliePaymentView, mollieAmount, toProviderPayment } from "./mollie-mapping.ts";

function payment(overrides: Partial<MolliePaymentView>): MolliePaymentView {
  return {
    id: "tr_abc",
    status: PaymentStatus.open,
    amount: { currency: "EUR", value: "120.00" },
    _links: { checkout: { href: "https://www.mollie.com/checkout/select-method/abc" } },
    ...overrides,
  };
}

describe("amounts", () => {
  it("are written and read in whole cents, exactly", () => {
    expect(mollieAmount(1, "EUR")).toEqual({ currency: "EUR", value: "0.01" });
    expect(mollieAmount(123_456_789, "PLN")).toEqual({ currency: "PLN", value: "1234567.89" });
    expect(centsOf({ currency: "EUR", value: "0.29" })).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(centsOf(undefined)).toBe(0);
  });

  it("refuses what is not an amount in cents", () => {
    for (const cents of [0, -100, 12.5, Number.NaN]) expect(() => mollieAmount(cents, "EUR")).toThrow(RangeError);
    for (const value of ["10.5", "-1.00", "1e3", "10.000", ""]) {
      expect(() => centsOf({ currency: "EUR", value })).toThrow(/unexpected Mollie amount/);
    }
  });
});

describe("a Mollie payment as ours", () => {
  it("waits for its payer while open or pending, with the hosted page only then", () => {
    expect(toProviderPayment(payment({}), null)).toMatchObject({
      state: "requires_payment",
      checkoutUrl: expect.any(String),
    });
    expect(toProviderPayment(payment({ status: PaymentStatus.pending }), null).state).toBe("requires_payment");
    expect(toProviderPayment(payment({ status: PaymentStatus.paid }), null).checkoutUrl).toBeNull();
  });

  it("counts a captured hold at what was captured, and its refunds against that", () => {
    const captured = payment({
      status: PaymentStatus.paid,
      amountCaptured: { currency: "EUR", value: "50.00" },
      amountRefunded: { currency: "EUR", value: "50.00" },
    });
    expect(toProviderPayment(captured, null)).toMatchObject({
      state: "refunded",
      amountCents: 5_000,
      refundedCents: 5_000,
    });
  });

  it("keeps only a plain failure code, from the status reason, the card or the bank", () => {
    const failed = (overrides: Partial<MolliePaymentView>) =>
      toProviderPayment(payment({ status: PaymentStatus.failed, ...overrides }), null).failureCode;
    expect(failed({ statusReason: { code: "insufficient_funds" } })).toBe("insufficient_funds");
    expect(failed({ details: { failureReason: "card_expired" } })).toBe("card_expired");
    expect(failed({ details: { bankReasonCode: "AM04" } })).toBe("AM04");
    expect(failed({ statusReason: { code: "<b>x</b>" } })).toBeNull();
    expect(failed({})).toBeNull();
  });

  it("refuses a status or currency it does not know", () => {
    expect(() => toProviderPayment(payment({ status: "refunded" as PaymentStatus }), null)).toThrow(/status/);
    expect(() => toProviderPayment(payment({ amount: { currency: "USD", value: "1.00" } }), null)).toThrow(/currency/);
  });
});
