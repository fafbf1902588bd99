import { describe, expect, it } from "vitest";
import { newSupportRequestSchema, parseSupport } from "../../../modules/support/support-schemas.ts";
import { translator } from "../../i18n/i18n.tsx";
import { supportErrorMessages, supportLimitMessage } from "./support-errors.ts";

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

  it("says in the owner's language that a post over the hourly limit was not sent, and when to try again", () => {
    expect(supportLimitMessage(translator("nl"), "request", 42)).toBe(
      "Je hebt ons het afgelopen uur al veel vragen gestuurd. Je tekst staat nog in het formulier: verstuur hem over 42 min. opnieuw.",
    );
    expect(supportLimitMessage(translator("en"), "message", 7)).toBe(
      "You have sent many messages in the past hour. Your text is still in the form: please send it again in 7 min.",
    );
    expect(supportLimitMessage(translator("pl"), "request", 3)).toContain("za 3 min.");
    expect(supportLimitMessage(translator("pl"), "message", 3)).toContain("wiadomości");
  });
});
