import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents } from "./euro-input.ts";

describe("euro amounts in the plan form", () => {
  it("reads euros with a comma or a point, with or without cents and a euro sign", () => {
    expect(eurosToCents("49,50")).toBe("4950");
    expect(eurosToCents("49.5")).toBe("4950");
    expect(eurosToCents("€ 150")).toBe("15000");
    expect(eurosToCents(" 0,05 ")).toBe("5");
  });

  it("passes anything else on as typed, for the plan's validation to refuse", () => {
    expect(eurosToCents("1.234,56")).toBe("1.234,56");
    expect(eurosToCents("12,345")).toBe("12,345");
    expect(eurosToCents("-5")).toBe("-5");
    expect(eurosToCents("")).toBe("");
  });

  it("shows cents with the decimal sign of the admin's language", () => {
    expect(centsToEuros(4950, "nl")).toBe("49,50");
    expect(centsToEuros(15000, "en")).toBe("150.00");
    expect(centsToEuros(5, "pl")).toBe("0,05");
  });
});
