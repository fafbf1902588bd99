import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("reading time", () => {
  it("counts words across paragraphs, headings and list items without the markers", () => {
    expect(countWords("## Two words\n\nThree words here.\n\n- one\n- and two")).toBe(8);
  });

  it("does not count stray punctuation such as dashes as words", () => {
    expect(countWords("Direct bookings – no commission — ever")).toBe(5);
  });

  it("counts Polish and Dutch words with diacritics", () => {
    expect(countWords("Rezerwacje bezpośrednie są łatwe, ook voor één huisje")).toBe(8);
  });

  it("is words divided by 200, rounded up", () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(800))).toBe(4);
    expect(readingMinutes(words(999))).toBe(5);
  });

  it("is at least one minute, also for an empty body", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("Short.")).toBe(1);
  });
});
