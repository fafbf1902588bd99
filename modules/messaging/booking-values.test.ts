import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "../i18n/site-languages.ts";
import { CANCELLATION_RULES } from "../pricing/cancellation-policy.ts";
import { CANCELLATION_POLICIES } from "../pricing/rate-plan-choices.ts";
import { cancellationPolicyText } from "./booking-values.ts";

describe("a booking's values in its emails", () => {
  it("writes the cancellation policy out in every site language, from the same steps as the refund", () => {
    expect(cancellationPolicyText("moderate", "nl")).toBe(
      "Annuleer je uiterlijk 14 dagen voor aankomst, dan krijg je het hele bedrag terug. Annuleer je uiterlijk 7 dagen voor aankomst, dan krijg je 50\u00a0% terug. Annuleer je later, dan krijg je niets terug.",
    );
    expect(cancellationPolicyText("strict", "de")).toBe(
      "Bei Stornierung bis spätestens 30 Tage vor Anreise erhalten Sie 50\u00a0% zurück. Bei späterer Stornierung wird nichts erstattet.",
    );
    for (const policy of CANCELLATION_POLICIES) {
      for (const lang of SITE_LANGUAGES) {
        const text = cancellationPolicyText(policy, lang);
        for (const step of CANCELLATION_RULES[policy]) expect(text).toContain(String(step.daysBefore));
      }
    }
  });
});
