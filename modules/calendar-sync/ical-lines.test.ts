import { describe, expect, it } from "vitest";
import { contentLine, escapeText, parseContentLine, unescapeText, unfoldLines } from "./ical-lines.ts";

describe("reading content lines", () => {
  it("unfolds lines folded at any octet, with CRLF, LF or CR endings and a byte-order mark", () => {
    const text =
      "\uFEFFBEGIN:VCALENDAR\r\nDESCRIPTION:Reservation URL: https://www.airbnb.com/det\r\n ails\nX:a\r\tb\rEND:VCALENDAR";
    expect([...unfoldLines(text)]).toEqual([
      "BEGIN:VCALENDAR",
      "DESCRIPTION:Reservation URL: https://www.airbnb.com/details",
      "X:ab",
      "END:VCALENDAR",
    ]);
    expect([...unfoldLines("A:1\r\n\r\n")]).toEqual(["A:1", "", ""]);
  });
});

describe("writing content lines", () => {
  it("escapes TEXT so that a reader gets the same text back, line breaks as \\n", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf\rg\u2028h\u2029i\u0085j")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng\\nh\\ni\\nj");
    expect(unescapeText(escapeText("Huis; Eva, \\ Duinhuis\nTwo"))).toBe("Huis; Eva, \\ Duinhuis\nTwo");
  });

  it("writes no control character: a tab is a space, NUL, DEL and C1 controls are left out", () => {
    expect(escapeText("a\tb\u0000c\u007fd\u009fe\u000bf")).toBe("a bcdef");
  });

  it("folds at 75 octets, never inside a character, and unfolds to the same line", () => {
    const exact = `NAME:${"x".repeat(70)}`;
    expect(contentLine("NAME", "x".repeat(70))).toBe(`${exact}\r\n`);
    for (const value of ["x".repeat(71), "ż".repeat(80), `${"x".repeat(69)}🏡🌊${"é".repeat(60)}`]) {
      const written = contentLine("NAME", value);
      const physical = written.slice(0, -2).split("\r\n");
      expect(physical.length).toBeGreaterThan(1);
      for (const line of physical) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        expect(Buffer.from(line).toString()).toBe(line);
      }
      expect([...unfoldLines(written)].filter(Boolean).map(parseContentLine)).toEqual([
        { name: "NAME", params: {}, value },
      ]);
    }
  });
});
