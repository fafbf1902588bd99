import { describe, expect, it } from "vitest";
import { asOneLine, hasControlCharacter } from "./single-line.ts";

describe("one-line text", () => {
  it("finds C0 (NUL, tab, line breaks), DEL, C1 and the Unicode line and paragraph separators", () => {
    for (const bad of [
      "a\u0000b",
      "a\tb",
      "a\nb",
      "a\rb",
      "a\u007fb",
      "a\u0085b",
      "a\u009fb",
      "a\u2028b",
      "a\u2029b",
    ]) {
      expect([bad, hasControlCharacter(bad)]).toEqual([bad, true]);
    }
  });

  it("leaves letters, punctuation, emoji and ordinary spaces alone", () => {
    for (const good of ["Huis Eva – Duinhuis", "Łódź; a, b \\ c", "Zażółć 🏡", "a\u00a0b", "Café \u200d"]) {
      expect([good, hasControlCharacter(good), asOneLine(good)]).toEqual([good, false, good]);
    }
  });

  it("makes a saved text one line: each run of control characters is one space", () => {
    expect(asOneLine("Huis Eva\r\nEND:VCALENDAR\u0000\u2028x")).toBe("Huis Eva END:VCALENDAR x");
  });
});
