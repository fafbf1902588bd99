import { PaymentStatus, SequenceType } from "@mollie/api-client";
import { describe, expect, it } from "vitest";
import type { MolliePaymentView } from "./mollie-mapping.ts";
import { toProviderSetup } from "./mollie-setup-mapping.ts";

const CARD = { id: "mdt_new", kind: "card" } as const;

function setupPayment(overrides: Partial<MolliePaymentView & { sequenceType: SequenceType }>) {
  return {
    id: "tr_setup",
    status: PaymentStatus.open,
    amount: { currency: "EUR", value: "0.00" },
    sequenceType: SequenceType.first,
    customerId: "cst_owner",
    _links: { checkout: { href: "https://www.mollie.com/checkout/credit-card/tr_setup" } },
    ...overrides,
  };
}

describe("a €0 first payment as a setup", () => {
  it("stays open while the card's check (3-D Secure) is under way, without a page once Mollie gives none", () => {
    const pending = setupPayment({ status: PaymentStatus.pending, _links: {} });

    expect(toProviderSetup(pending, null)).toEqual({
      providerSetupId: "tr_setup",
      state: "open",
      checkoutUrl: null,
      savedMethod: null,
      customerId: "cst_owner",
    });
  });

  it("saved nothing when paid without a mandate we can charge", () => {
    expect(toProviderSetup(setupPayment({ status: PaymentStatus.paid }), null)).toMatchObject({
      state: "failed",
      savedMethod: null,
    });
    expect(toProviderSetup(setupPayment({ status: PaymentStatus.paid }), CARD)).toMatchObject({
      state: "saved",
      savedMethod: CARD,
    });
  });

  it("is not a payment of money, nor a one-off or recurring payment", () => {
    const charged = setupPayment({ amount: { currency: "EUR", value: "0.01" } });
    const oneoff = setupPayment({ sequenceType: SequenceType.oneoff });

    for (const payment of [charged, oneoff]) expect(() => toProviderSetup(payment, null)).toThrow(/no setup/);
  });
});
