import { describe, expect, it } from "vitest";
import { isEuCountry, normaliseVatNumber } from "./vat-number.ts";

describe("an EU business's VAT number, checked by its country's format", () => {
  it("takes it as people type it and stores it with its country's prefix", () => {
    expect(normaliseVatNumber("NL", "nl 8525.80.345.B01")).toBe("NL852580345B01");
    expect(normaliseVatNumber("NL", "852580345B01")).toBe("NL852580345B01");
    expect(normaliseVatNumber("PL", "PL 526-025-09-95")).toBe("PL5260250995");
    expect(normaliseVatNumber("DE", "DE 136 695 976")).toBe("DE136695976");
    expect(normaliseVatNumber("AT", "ATU13585627")).toBe("ATU13585627");
    expect(normaliseVatNumber("AT", "U13585627")).toBe("ATU13585627");
    expect(normaliseVatNumber("ES", "ESX2482300W")).toBe("ESX2482300W");
    expect(normaliseVatNumber("FR", "FR 40 303 265 045")).toBe("FR40303265045");
    expect(normaliseVatNumber("IE", "IE6388047V")).toBe("IE6388047V");
    expect(normaliseVatNumber("SE", "SE556000016701")).toBe("SE556000016701");
  });

  it("writes Greece's numbers with EL, as VIES does, whether typed with EL, GR or nothing", () => {
    expect(normaliseVatNumber("GR", "EL094259216")).toBe("EL094259216");
    expect(normaliseVatNumber("GR", "094259216")).toBe("EL094259216");
    expect(normaliseVatNumber("GR", "GR094259216")).toBeNull();
  });

  it("refuses a number of the wrong length or shape, another country's number, and a country outside the EU", () => {
    expect(normaliseVatNumber("NL", "NL852580345")).toBeNull();
    expect(normaliseVatNumber("NL", "DE136695976")).toBeNull();
    expect(normaliseVatNumber("DE", "13669597")).toBeNull();
    expect(normaliseVatNumber("PL", "PL52602509")).toBeNull();
    expect(normaliseVatNumber("FR", "FRIO303265045")).toBeNull();
    expect(normaliseVatNumber("SE", "SE556000016799")).toBeNull();
    expect(normaliseVatNumber("GB", "GB123456789")).toBeNull();
    expect(normaliseVatNumber("NL", `NL${"1".repeat(60)}`)).toBeNull();
    expect(normaliseVatNumber("NL", "")).toBeNull();
    expect(normaliseVatNumber("__proto__", "123")).toBeNull();
    expect(normaliseVatNumber("constructor", "123")).toBeNull();
  });

  it("knows the 27 member states and no others", () => {
    const eu = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" ");
    expect(eu.every(isEuCountry)).toBe(true);
    for (const outside of ["GB", "CH", "NO", "US", "EL", "XX", "__proto__", "constructor"]) {
      expect(isEuCountry(outside), outside).toBe(false);
    }
  });
});
