import { describe, expect, it } from "vitest";
import { newSupportRequestSchema, parseSupport } from "../../../modules/support/support-schemas.ts";
import { translator } from "../../i18n/i18n.tsx";
import { supportErrorMessages } from "./support-errors.ts";

describe("supportErrorMessages", () => {
  it("turns the module's error keys into sentences with their limits, per language", () => {
    const parsed = parseSupport(newSupportRequestSchema, { subject: "Hi", message: "x".repeat(5001) });
    if (parsed.success) throw new Error("expected errors");
    expect(supportErrorMessages(translator("nl"), parsed.errors)).toEqual({
      subject: "Gebruik minstens 3 tekens.",
      message: "Gebruik hoogstens 5000 tekens.",
    });
    expect(supportErrorMessages(translator("pl"), parsed.errors).subject).toBe("Minimalna liczba znaków: 3.");
    const empty = parseSupport(newSupportRequestSchema, { subject: " ", message: "" });
    if (empty.success) throw new Error("expected errors");
    expect(supportErrorMessages(translator("en"), empty.errors)).toEqual({
      subject: "Please fill in this field.",
      message: "Please fill in this field.",
    });
  });
});
