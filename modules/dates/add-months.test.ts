import { describe, expect, it } from "vitest";
import { addMonths } from "./add-months.ts";

const d = (text: string) => text;

describe("a monthly period's next start", () => {
  it("is the same day next month, across a year's end", () => {
    expect(addMonths(d("2027-01-05"), 1)).toBe("2027-02-05");
    expect(addMonths(d("2026-12-15"), 1)).toBe("2027-01-15");
  });

  it("ends a short month on its last day and returns to the anchor day after it", () => {
    expect(addMonths(d("2027-01-31"), 1)).toBe("2027-02-28");
    expect(addMonths(d("2028-01-31"), 1)).toBe("2028-02-29");
    expect(addMonths(d("2027-02-28"), 1, 31)).toBe("2027-03-31");
    expect(addMonths(d("2027-03-31"), 1)).toBe("2027-04-30");
  });
});
