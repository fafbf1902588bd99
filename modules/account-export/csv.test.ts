import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV for spreadsheets", () => {
  it("quotes fields with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Jansen, Anna")).toBe('"Jansen, Anna"');
    expect(csvCell('The "blue" room')).toBe('"The ""blue"" room"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("makes text that a spreadsheet would run as a formula plain text", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}HYPERLINK("http://evil.example")`).startsWith(`"'${start}`)).toBe(true);
    }
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("-5 discount")).toBe("'-5 discount");
  });

  it("keeps numbers, negative ones too, and leaves empty values empty", () => {
    expect(csvCell(-1250)).toBe("-1250");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes CRLF lines with a header and a byte order mark", () => {
    const text = toCsv(
      ["name", "nights"],
      [
        ["Zoë Kowalska", 3],
        ["=cmd", null],
        ["Kowalska, Zofia", -2],
      ],
    );
    expect(text).toBe(`\uFEFFname,nights\r\nZoë Kowalska,3\r\n'=cmd,\r\n"Kowalska, Zofia",-2\r\n`);
  });
});
