import { describe, expect, it } from "vitest";
import { centsToEuroInput, eurosToCents } from "./euro-amount.ts";

describe("euro amounts typed by owners", () => {
  it("reads whole euros, decimals with a comma or a point, and thousands", () => {
    expect(eurosToCents("125")).toBe(12500);
    expect(eurosToCents(" 125,50 ")).toBe(12550);
    expect(eurosToCents("125.5")).toBe(12550);
    expect(eurosToCents("€ 1.250")).toBe(125000);
    expect(eurosToCents("1.250,75")).toBe(125075);
    expect(eurosToCents("1,250.75")).toBe(125075);
    expect(eurosToCents("10000")).toBe(1000000);
    expect(eurosToCents("450 zł")).toBe(45000);
    expect(eurosToCents("1 250,50 ZŁ")).toBe(125050);
  });

  it("refuses what is not an amount", () => {
    for (const input of ["", "abc", "-12", "12,345,6", "1.250.50", "12,3456", "1e3", "12 euro"]) {
      expect(eurosToCents(input), input).toBeNull();
    }
  });

  it("shows cents again the way the owner's language writes them", () => {
    expect(centsToEuroInput(12500, "nl")).toBe("125");
    expect(centsToEuroInput(12550, "nl")).toBe("125,50");
    expect(centsToEuroInput(12505, "pl")).toBe("125,05");
    expect(centsToEuroInput(12550, "en")).toBe("125.50");
    expect(eurosToCents(centsToEuroInput(99, "nl"))).toBe(99);
  });
});
