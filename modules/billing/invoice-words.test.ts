import { describe, expect, it } from "vitest";
import { wordProblems } from "../i18n/word-check.testing.ts";
import {
  dayBefore,
  INVOICE_WORDS,
  invoiceCountry,
  invoiceDay,
  invoiceMethod,
  invoiceMoney,
  invoiceRate,
} from "./invoice-words.ts";

describe("the invoices' words", () => {
  it("has every word in Dutch, English and Polish, none empty, with the same placeholders", () => {
    expect(wordProblems(INVOICE_WORDS)).toEqual([]);
  });

  it("says the reverse charge as each language's tax law asks", () => {
    expect(INVOICE_WORDS.nl.statements.reverse_charge).toBe("Btw verlegd");
    expect(INVOICE_WORDS.en.statements.reverse_charge).toBe(
      "VAT reverse-charged (Article 196 of Directive 2006/112/EC)",
    );
    expect(INVOICE_WORDS.pl.statements.reverse_charge).toBe("Odwrotne obciążenie");
  });
});

describe("an invoice's values in its language", () => {
  it("writes euros as each language does, a credit note's negative ones too", () => {
    expect(invoiceMoney(123_456, "nl")).toBe("€\u00a01.234,56");
    expect(invoiceMoney(-18_150, "nl")).toBe("€\u00a0-181,50");
    expect(invoiceMoney(123_456, "en")).toBe("€1,234.56");
    expect(invoiceMoney(-18_150, "en")).toBe("-€181.50");
    expect(invoiceMoney(123_456, "pl").replace(/\s/g, " ")).toBe("1234,56 €");
    expect(invoiceMoney(-18_150, "pl").replace(/\s/g, " ")).toBe("-181,50 €");
  });

  it("writes days out, and a period's last day is the day before its exclusive end", () => {
    expect(invoiceDay("2027-01-05", "nl")).toBe("5 januari 2027");
    expect(invoiceDay("2027-01-05", "en")).toBe("5 January 2027");
    expect(invoiceDay("2027-01-05", "pl")).toBe("5 stycznia 2027");
    expect(dayBefore("2027-03-01")).toBe("2027-02-28");
    expect(dayBefore("2028-01-01")).toBe("2027-12-31");
    expect(() => invoiceDay("2027-02-30", "nl")).toThrow(RangeError);
    expect(() => invoiceDay("5 januari", "nl")).toThrow(RangeError);
  });

  it("names countries in the language, and prints a code it cannot name as it is", () => {
    expect(invoiceCountry("PL", "nl")).toBe("Polen");
    expect(invoiceCountry("DE", "en")).toBe("Germany");
    expect(invoiceCountry("NL", "pl")).toBe("Holandia");
    expect(invoiceCountry("__proto__", "nl")).toBe("__proto__");
  });

  it("writes the rate and the payment method", () => {
    expect(invoiceRate(2100, "nl")).toBe("21");
    expect(invoiceRate(550, "nl")).toBe("5,5");
    expect(invoiceRate(550, "en")).toBe("5.5");
    expect(invoiceMethod("ideal", "nl")).toBe("iDEAL");
    expect(invoiceMethod("sepa_debit", "en")).toBe("SEPA Direct Debit");
    expect(invoiceMethod("card", "pl")).toBe("karta płatnicza");
    expect(invoiceMethod("Stripe", "pl")).toBe("Stripe");
    expect(invoiceMethod("toString", "en")).toBe("toString");
  });
});
