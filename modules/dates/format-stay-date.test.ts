import { describe, expect, it } from "vitest";
import { formatStayDate } from "./format-stay-date.ts";

describe("stay dates in words", () => {
  it("names the day meant, in the reader's language, on a server in any zone", () => {
    expect(formatStayDate("2026-07-04", "nl-NL")).toBe("zaterdag 4 juli");
    expect(formatStayDate("2026-07-04", "en-GB")).toBe("Saturday 4 July");
    expect(formatStayDate("2026-07-04", "de-DE")).toBe("Samstag, 4. Juli");
    expect(formatStayDate("2026-03-29", "pl-PL")).toBe("niedziela, 29 marca");
    expect(formatStayDate("2028-02-29", "en-GB", { day: "numeric", month: "short", year: "numeric" })).toBe(
      "29 Feb 2028",
    );
    expect(formatStayDate("2026-12-31", "nl-NL", { dateStyle: "long" })).toBe("31 december 2026");
  });
});
