import { describe, expect, it } from "vitest";
import { checkIban, formatIban, isBic, normaliseBic, normaliseIban, readBankDetails } from "./bank-details.ts";

describe("IBAN", () => {
  it("accepts real Dutch, German, Polish, Belgian, French, Austrian and Norwegian IBANs", () => {
    for (const iban of [
      "NL91ABNA0417164300",
      "DE89370400440532013000",
      "PL61109010140000071219812874",
      "BE68539007547034",
      "FR1420041010050500013M02606",
      "AT611904300234573201",
      "NO9386011117947",
    ]) {
      expect(checkIban(iban), iban).toEqual({ ok: true, iban });
    }
  });

  it("reads an IBAN typed in lower case with spaces as its stored form", () => {
    expect(normaliseIban(" nl91 abna 0417\t1643 00 ")).toBe("NL91ABNA0417164300");
    expect(checkIban("de89 3704 0044 0532 0130 00")).toEqual({ ok: true, iban: "DE89370400440532013000" });
  });

  it("finds a typo by the check digits", () => {
    expect(checkIban("NL91ABNA0417164301")).toEqual({ ok: false, problem: "ibanChecksum" });
    // Two digits swapped.
    expect(checkIban("DE89370400440532031000")).toEqual({ ok: false, problem: "ibanChecksum" });
    expect(checkIban("PL61109010140000071219812875")).toMatchObject({ problem: "ibanChecksum" });
  });

  it("says how long an IBAN of its country is when a character is missing or extra", () => {
    expect(checkIban("NL91ABNA041716430")).toEqual({ ok: false, problem: "ibanLength", expected: 18, actual: 17 });
    expect(checkIban("BE685390075470341")).toEqual({ ok: false, problem: "ibanLength", expected: 16, actual: 17 });
  });

  it("refuses a country without IBANs and text that is no IBAN", () => {
    expect(checkIban("US12345678901234567890")).toEqual({ ok: false, problem: "ibanCountry" });
    for (const wrong of ["NL-91-ABNA-0417-1643-00", "12ABNA0417164300", "NLAB", "NL91", "NL91ABNA04171643€0"]) {
      expect(checkIban(wrong).ok, wrong).toBe(false);
    }
    expect(checkIban("NL91")).toEqual({ ok: false, problem: "ibanFormat" });
  });

  it("groups an IBAN in fours for people to read", () => {
    expect(formatIban("NL91ABNA0417164300")).toBe("NL91 ABNA 0417 1643 00");
    expect(formatIban("BE68539007547034")).toBe("BE68 5390 0754 7034");
    expect(formatIban("pl61 1090 10140000071219812874")).toBe("PL61 1090 1014 0000 0712 1981 2874");
  });
});

describe("BIC", () => {
  it("takes 8 or 11 characters: bank, country and place in letters, the rest letters or digits", () => {
    for (const bic of ["ABNANL2A", "DEUTDEFF", "DEUTDEFF500", "WBKPPLPP", "GEBABEBB", "BNPAFRPPXXX"]) {
      expect(isBic(bic), bic).toBe(true);
    }
    for (const bic of ["ABNANL2", "ABNANL2AX", "ABNANL2AXXXX", "AB1ANL2A", "ABNA122A", "abnanl2a"]) {
      expect(isBic(bic), bic).toBe(false);
    }
    expect(normaliseBic(" abna nl 2a ")).toBe("ABNANL2A");
  });
});

describe("the owner's bank details", () => {
  it("stores what was typed in its normal form", () => {
    expect(
      readBankDetails({ accountHolder: "  S.  de Vries ", iban: "nl91 abna 0417 1643 00", bic: "abnanl2a" }),
    ).toEqual({ ok: true, details: { accountHolder: "S. de Vries", iban: "NL91ABNA0417164300", bic: "ABNANL2A" } });
    expect(readBankDetails({ accountHolder: "Piotr Nowak", iban: "PL61109010140000071219812874", bic: "" })).toEqual({
      ok: true,
      details: { accountHolder: "Piotr Nowak", iban: "PL61109010140000071219812874", bic: null },
    });
  });

  it("reads an empty form as no bank transfer", () => {
    expect(readBankDetails({ accountHolder: " ", iban: "", bic: "" })).toEqual({ ok: true, details: null });
  });

  it("names every problem at its field", () => {
    expect(readBankDetails({ accountHolder: "", iban: "NL91ABNA0417164301", bic: "ABNA" })).toEqual({
      ok: false,
      errors: { accountHolder: { key: "holderMissing" }, iban: { key: "ibanChecksum" }, bic: { key: "bicFormat" } },
    });
    expect(readBankDetails({ accountHolder: "S. de Vries", iban: "NL91ABNA041716430", bic: "" })).toEqual({
      ok: false,
      errors: { iban: { key: "ibanLength", params: { expected: 18, actual: 17 } } },
    });
    expect(readBankDetails({ accountHolder: "S. de Vries", iban: " ", bic: "ABNANL2A" })).toEqual({
      ok: false,
      errors: { iban: { key: "ibanMissing" } },
    });
    expect(readBankDetails({ accountHolder: "x".repeat(71), iban: "NL91ABNA0417164300", bic: "" })).toEqual({
      ok: false,
      errors: { accountHolder: { key: "holderTooLong", params: { max: 70 } } },
    });
    expect(readBankDetails({ accountHolder: "S. de\u0000 Vries", iban: "NL91ABNA0417164300", bic: "" })).toEqual({
      ok: false,
      errors: { accountHolder: { key: "controls" } },
    });
  });
});
