import { describe, expect, it } from "vitest";
import type { InvoiceLine } from "./invoice-document.ts";
import { invoiceTotals, vatCentsOf, vatFor } from "./vat-rule.ts";

const line = (quantity: number, unitCents: number): InvoiceLine => ({
  description: "VayVista",
  quantity,
  unitCents,
  totalCents: quantity * unitCents,
});

describe("VAT for a buyer of the Dutch seller", () => {
  it.each([
    ["a Dutch consumer", "NL", null, "domestic", 2100],
    ["a Dutch business with its VAT number", "NL", "NL852580345B01", "domestic", 2100],
    ["a Dutch buyer typed in lower case", "nl", null, "domestic", 2100],
    ["a German business with a number in Germany's format", "DE", "DE136695976", "reverse_charge", 0],
    ["a Polish business that typed its number loosely", "PL", "526-025-09-95", "reverse_charge", 0],
    ["a Greek business (EL prefix)", "GR", "EL094259216", "reverse_charge", 0],
    ["a German consumer", "DE", null, "domestic", 2100],
    ["a German buyer whose number has the wrong length", "DE", "DE13669597", "domestic", 2100],
    ["a Belgian buyer who gave a Dutch number", "BE", "NL852580345B01", "domestic", 2100],
    ["a Polish buyer with an empty number", "PL", "", "domestic", 2100],
    ["a British business", "GB", "GB123456789", "outside_scope", 0],
    ["a Swiss consumer", "CH", null, "outside_scope", 0],
    ["an American buyer", "US", null, "outside_scope", 0],
    ["a country code that names no country", "ZZ", null, "domestic", 2100],
    ["the EU as a country", "EU", "EU123", "domestic", 2100],
    ["a hostile country code", "__proto__", "123", "domestic", 2100],
    ["an empty country", "", null, "domestic", 2100],
  ] as const)("%s: %s with %s → %s at %d", (_who, buyerCountry, buyerVatNumber, treatment, rate) => {
    expect(vatFor({ sellerCountry: "NL", buyerCountry, buyerVatNumber, rateBasisPoints: 2100 })).toEqual({
      treatment,
      rateBasisPoints: rate,
    });
  });

  it("charges the rate the admin set, and refuses a rate or a seller it cannot apply", () => {
    expect(vatFor({ sellerCountry: "NL", buyerCountry: "NL", buyerVatNumber: null, rateBasisPoints: 900 })).toEqual({
      treatment: "domestic",
      rateBasisPoints: 900,
    });
    for (const rate of [-1, 10_001, 21.5, Number.NaN]) {
      expect(() =>
        vatFor({ sellerCountry: "NL", buyerCountry: "NL", buyerVatNumber: null, rateBasisPoints: rate }),
      ).toThrow(RangeError);
    }
    expect(() =>
      vatFor({ sellerCountry: "GB", buyerCountry: "NL", buyerVatNumber: null, rateBasisPoints: 2100 }),
    ).toThrow(/not in the EU/);
  });
});

describe("VAT in cents", () => {
  it.each([
    [10_000, 2100, 2100],
    [1050, 2100, 221], // 220.5 rounds up
    [1049, 2100, 220], // 220.29
    [1, 2100, 0], // 0.21
    [3, 2100, 1], // 0.63
    [50, 1000, 5],
    [0, 2100, 0],
    [15_000, 0, 0],
  ])("%d at %d basis points is %d", (net, rate, vat) => {
    expect(vatCentsOf(net, rate)).toBe(vat);
    // A credit note's VAT is exactly the negative of its invoice's.
    expect(vatCentsOf(-net, rate)).toBe(vat === 0 ? 0 : -vat);
  });

  it("refuses amounts that are no whole cents or too large to be exact", () => {
    expect(() => vatCentsOf(10.5, 2100)).toThrow(RangeError);
    expect(() => vatCentsOf(Number.MAX_SAFE_INTEGER, 2100)).toThrow(RangeError);
  });
});

describe("an invoice's totals", () => {
  it("adds the lines, takes VAT once on the subtotal and adds it", () => {
    // The setup fee and the first month; per line the VAT would round to 3150 + 1050 + 1 cent more.
    expect(invoiceTotals([line(1, 15_000), line(1, 5_000)], 2100)).toEqual({
      subtotalCents: 20_000,
      vatCents: 4_200,
      totalCents: 24_200,
    });
    expect(invoiceTotals([line(3, 1050), line(1, 1049)], 2100)).toEqual({
      subtotalCents: 4199,
      vatCents: 882, // 881.79
      totalCents: 5081,
    });
    expect(invoiceTotals([line(1, 15_000)], 0)).toEqual({ subtotalCents: 15_000, vatCents: 0, totalCents: 15_000 });
  });

  it("gives a credit note the exact negative of its invoice's totals", () => {
    const invoice = invoiceTotals([line(1, 15_000), line(1, 4_950)], 2100);
    const credit = invoiceTotals([line(1, -15_000), line(1, -4_950)], 2100);
    expect(credit).toEqual({
      subtotalCents: -invoice.subtotalCents,
      vatCents: -invoice.vatCents,
      totalCents: -invoice.totalCents,
    });
    expect(credit.vatCents).toBe(-4190); // 4189.5 away from zero
  });

  it("refuses a line whose total is not its quantity times its price", () => {
    expect(() =>
      invoiceTotals([{ description: "Maand", quantity: 2, unitCents: 5_000, totalCents: 5_000 }], 2100),
    ).toThrow(/does not add up/);
    expect(() => invoiceTotals([{ description: "x", quantity: 1, unitCents: 0.5, totalCents: 0.5 }], 2100)).toThrow(
      RangeError,
    );
  });

  it("has nothing to add on an empty invoice", () => {
    expect(invoiceTotals([], 2100)).toEqual({ subtotalCents: 0, vatCents: 0, totalCents: 0 });
  });
});
