import { describe, expect, it } from "vitest";
import { decimalAmount, type PaymentCsvWords, paymentsCsv } from "./payments-csv.ts";
import type { PeriodPayment } from "./payments-in-period.ts";

const WORDS: PaymentCsvWords = {
  headers: {
    date: "Date",
    reference: "Reference",
    guest: "Guest",
    kind: "Kind",
    method: "Method",
    amount: "Amount",
    refunded: "Refunded",
    currency: "Currency",
    provider: "Provider",
    providerId: "Provider id",
  },
  kinds: {
    payment: "Payment",
    deposit: "Deposit",
    depositKept: "Deposit kept",
    refund: "Refund",
    depositReturned: "Deposit returned",
  },
  methods: { card: "Card", transfer: "Bank transfer" },
  providers: { test: "Test provider", stripe: "Stripe", mollie: "Mollie", owner: "Recorded by you" },
};

const payment = (fields: Partial<PeriodPayment>): PeriodPayment => ({
  id: "p1",
  on: "2026-06-01",
  stayId: "s1",
  reference: "VV-7K3P9Q",
  guestName: "Anna de Vries",
  kind: "payment",
  method: "card",
  amountCents: 45_000,
  refundedCents: 0,
  currency: "EUR",
  provider: "stripe",
  providerId: "pi_123",
  ...fields,
});

describe("the payments CSV", () => {
  it("writes amounts as decimal numbers with a point, refunds negative", () => {
    expect(decimalAmount(45_000)).toBe("450.00");
    expect(decimalAmount(5)).toBe("0.05");
    expect(decimalAmount(-12_350)).toBe("-123.50");
    expect(decimalAmount(0)).toBe("0.00");
  });

  it("has one row per movement of money, in the owner's words, that Excel opens as UTF-8", () => {
    const csv = paymentsCsv(
      [
        payment({ refundedCents: 5_000 }),
        payment({ id: "p2", on: "2026-06-15", kind: "refund", method: null, amountCents: -5_000, providerId: "re_1" }),
        payment({ id: "p3", kind: "payment", method: "transfer", provider: "owner", providerId: null }),
        payment({ id: "p4", method: "blik", currency: "PLN", provider: "mollie", providerId: "tr_9" }),
      ],
      WORDS,
    );
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFDate,Reference,Guest,Kind,Method,Amount,Refunded,Currency,Provider,Provider id",
      "2026-06-01,VV-7K3P9Q,Anna de Vries,Payment,Card,450.00,50.00,EUR,Stripe,pi_123",
      "2026-06-15,VV-7K3P9Q,Anna de Vries,Refund,,-50.00,0.00,EUR,Stripe,re_1",
      "2026-06-01,VV-7K3P9Q,Anna de Vries,Payment,Bank transfer,450.00,0.00,EUR,Recorded by you,",
      "2026-06-01,VV-7K3P9Q,Anna de Vries,Payment,blik,450.00,0.00,PLN,Mollie,tr_9",
      "",
    ]);
  });

  it("runs no formula a guest's name or a provider's id holds, and keeps quotes and commas in their cell", () => {
    const csv = paymentsCsv(
      [
        payment({ guestName: '=HYPERLINK("https://evil.example","Klik")', providerId: "@SUM(A1)" }),
        payment({ guestName: "-2+3", reference: "+31", method: "-1" }),
        payment({ guestName: "Smit, Jan" }),
      ],
      WORDS,
    );
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Klik"")"`);
    expect(csv).toContain(",'@SUM(A1)\r\n");
    expect(csv).toContain("'+31,'-2+3,Payment,-1,");
    expect(csv).toContain(',"Smit, Jan",');
  });
});
