import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasStrayControlCharacter } from "./multi-line.ts";
import { multiLine, oneLine } from "./text-checks.ts";

describe("control characters in text", () => {
  const name = z.string().trim().check(oneLine("oneLine")).min(2, "required").max(10, "tooLong");
  const message = z.string().trim().check(multiLine("controls")).max(20, "tooLong");
  const problems = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it("refuses every control character in one line, and that one problem only", () => {
    for (const bad of ["Jo\u0000nas", "Jo\nnas", "Jo\tnas", "Jo\u007fnas", "Jo\u0085nas", "Jo\u2028nas", "\u0000"]) {
      expect([bad, problems(name, bad)]).toEqual([bad, ["oneLine"]]);
    }
    // Spaces and line breaks around a name are trimmed, not refused.
    expect(name.parse(" Jonas\r\n")).toBe("Jonas");
    expect(problems(name, "J")).toEqual(["required"]);
  });

  it("keeps tabs and line breaks in a text of several lines, and refuses NUL, other C0, DEL and C1", () => {
    expect(message.parse("Hallo,\r\n\tbis bald")).toBe("Hallo,\r\n\tbis bald");
    expect(message.parse("Zeile\u2028zwei")).toBe("Zeile\u2028zwei");
    for (const bad of [
      "a\u0000b",
      "a\u0001b",
      "a\u000bb",
      "a\u000cb",
      "a\u001bb",
      "a\u007fb",
      "a\u0080b",
      "a\u009fb",
    ]) {
      expect([bad, hasStrayControlCharacter(bad), problems(message, bad)]).toEqual([bad, true, ["controls"]]);
    }
    for (const good of ["a\tb", "a\nb", "a\rb", "Zażółć 🏡", "a\u00a0b"]) {
      expect([good, hasStrayControlCharacter(good)]).toEqual([good, false]);
    }
  });
});
