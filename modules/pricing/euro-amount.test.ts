import { describe, expect, it } from "vitest";
import { euroAmountText, parseEuroAmount, parsePercentText, percentText } from "./euro-amount.ts";

describe("amounts as owners type them", () => {
  it("reads euros with a comma or a point, with or without thousands", () => {
    const cases: [string, number][] = [
      ["125", 12_500],
      ["89,50", 8_950],
      ["89.50", 8_950],
      ["89,5", 8_950],
      ["0,99", 99],
      ["1.250", 125_000],
      ["1,250", 125_000],
      ["1.250,50", 125_050],
      ["1,250.50", 125_050],
      ["1.250.000", 125_000_000],
      ["€ 125,-", 12_500],
      ["125.-", 12_500],
      ["€125", 12_500],
      [" 125 € ", 12_500],
      ["1 250,00", 125_000],
      ["0", 0],
    ];
    for (const [text, cents] of cases) expect(parseEuroAmount(text), text).toBe(cents);
  });

  it("refuses what is not an amount in euros and cents", () => {
    for (const text of [
      "",
      "abc",
      "12,345,6",
      "-5",
      "12,3456",
      "1.25.0",
      "1,250,50.5",
      "12,50,-",
      "1e3",
      "١٢٣",
      ",50",
      "12.5.0,1",
    ]) {
      expect(parseEuroAmount(text), text).toBeNull();
    }
  });

  it("reads percentages with at most two decimals", () => {
    expect(parsePercentText("10")).toBe(10);
    expect(parsePercentText("12,5")).toBe(12.5);
    expect(parsePercentText("12.5 %")).toBe(12.5);
    expect(parsePercentText("7,25%")).toBe(7.25);
    expect(parsePercentText("7,125")).toBeNull();
    expect(parsePercentText("ten")).toBeNull();
  });

  it("writes amounts and percentages back as they are typed", () => {
    expect(euroAmountText(12_500, ",")).toBe("125");
    expect(euroAmountText(8_950, ",")).toBe("89,50");
    expect(euroAmountText(8_905, ".")).toBe("89.05");
    expect(euroAmountText(99, ",")).toBe("0,99");
    expect(percentText(12.5, ",")).toBe("12,5");
    expect(percentText(10, ".")).toBe("10");
    for (const cents of [0, 1, 99, 100, 12_345, 1_000_000]) {
      expect(parseEuroAmount(euroAmountText(cents, ","))).toBe(cents);
      expect(parseEuroAmount(euroAmountText(cents, "."))).toBe(cents);
    }
  });
});
