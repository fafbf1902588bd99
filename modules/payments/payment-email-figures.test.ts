import { describe, expect, it } from "vitest";
import { type LedgerRow, paidCents } from "./ledger-rows.ts";
import { collectionOf, depositClaimOf, methodOf, paymentForOf, stillDueOf } from "./payment-email-figures.ts";

let made = 0;
/** A ledger row of one stay, a paid euro charge of the first instalment unless said otherwise. */
function row(fields: Partial<LedgerRow>): LedgerRow {
  made += 1;
  return {
    id: `row-${made}`,
    siteId: "site",
    stayId: "stay",
    subscriptionId: null,
    kind: "charge",
    purpose: "instalment",
    instalment: 1,
    attempt: 1,
    state: "paid",
    amountCents: 10_000,
    refundedCents: 0,
    capturedCents: null,
    currency: "EUR",
    provider: "test",
    providerPaymentId: null,
    providerRefundId: null,
    idempotencyKey: null,
    method: "card",
    savedMethodId: null,
    savedMethodKind: null,
    customerId: null,
    checkoutUrl: null,
    dueOn: "2026-07-01",
    captureBefore: null,
    refundOf: null,
    failureCode: null,
    note: null,
    attempts: 1,
    settledAt: null,
    createdAt: new Date(Date.UTC(2026, 6, 1, 0, made)),
    updatedAt: new Date(),
    ...fields,
  };
}

describe("what a payment email says of the ledger", () => {
  it("names a refund by the payment it gives back, and sends it back the way that was paid", () => {
    const deposit = row({ purpose: "deposit", instalment: null, method: "blik" });
    const refund = row({ kind: "refund", purpose: "refund", instalment: null, refundOf: deposit.id, method: null });
    expect(paymentForOf(refund, [deposit, refund])).toBe("deposit");
    expect(methodOf(refund, [deposit, refund])).toBe("blik");
    // A method no provider names, a transfer and cash the owner recorded.
    expect(methodOf(row({ method: "klarna" }), [])).toBe("online");
    expect(methodOf(row({ kind: "transfer", provider: "owner", method: null }), [])).toBe("transfer");
    expect(methodOf(row({ kind: "manual", provider: "owner", method: "cash" }), [])).toBe("cash");
    expect(methodOf(row({ kind: "manual", provider: "owner", method: "card_terminal" }), [])).toBe("card_terminal");
    expect(methodOf(row({ kind: "manual", provider: "owner", method: "other" }), [])).toBe("owner");
  });

  it("calls a single instalment the full amount, and the first of two the first payment", () => {
    const only = row({});
    expect(paymentForOf(only, [only])).toBe("full");
    const balance = row({ instalment: 2, state: "requires_payment" });
    expect(paymentForOf(only, [only, balance])).toBe("first");
    expect(paymentForOf(balance, [only, balance])).toBe("balance");
  });

  it("counts what was paid less what went back, and nothing of deposits, holds or open rows", () => {
    const first = row({ amountCents: 30_000 });
    const rows = [
      first,
      row({
        kind: "refund",
        purpose: "refund",
        instalment: null,
        refundOf: first.id,
        amountCents: 5_000,
        state: "refunded",
      }),
      row({ instalment: 2, amountCents: 70_000, state: "requires_payment" }),
      row({ kind: "hold", purpose: "deposit", instalment: null, amountCents: 20_000, state: "authorised" }),
    ];
    expect(paidCents(rows)).toBe(25_000);
  });

  it("lists what is still due on its newest day, and nothing of the price once a transfer paid it", () => {
    const first = row({ amountCents: 30_000, savedMethodKind: "card" });
    const failed = row({ instalment: 2, amountCents: 70_000, state: "failed", dueOn: "2026-08-01" });
    const retry = row({
      instalment: 2,
      attempt: 2,
      amountCents: 70_000,
      state: "requires_payment",
      dueOn: "2026-08-05",
    });
    const hold = row({
      kind: "hold",
      purpose: "deposit",
      instalment: null,
      amountCents: 20_000,
      state: "requires_payment",
      dueOn: "2026-09-09",
    });
    const due = stillDueOf([first, failed, retry, hold], 100_000);
    expect(due).toEqual([
      { what: "balance", cents: 70_000, on: "2026-08-05", hold: false },
      { what: "deposit", cents: 20_000, on: "2026-09-09", hold: true },
    ]);
    expect(collectionOf([first, failed, retry, hold], due)).toBe("card");
    expect(collectionOf([row({ method: "blik" })], due)).toBe("link");
    const transfer = row({ kind: "transfer", provider: "owner", instalment: 2, amountCents: 70_000 });
    const after = stillDueOf([first, failed, retry, hold, transfer], 100_000);
    expect(after.map((item) => item.what)).toEqual(["deposit"]);
    expect(collectionOf([first], after)).toBeNull();
  });

  it("tells what of a deposit the owner kept: a hold's capture, or a payment's part not refunded", () => {
    const hold = row({
      kind: "hold",
      purpose: "deposit",
      amountCents: 20_000,
      capturedCents: 4_500,
      note: " Broken glass ",
    });
    expect(depositClaimOf(hold, [hold])).toEqual({
      amountCents: 20_000,
      keptCents: 4_500,
      returnedCents: 15_500,
      reason: "Broken glass",
    });
    const paid = row({ purpose: "deposit", amountCents: 20_000, refundedCents: 20_000 });
    expect(depositClaimOf(paid, [paid])).toMatchObject({ keptCents: 0, returnedCents: 20_000, reason: "" });
  });
});
