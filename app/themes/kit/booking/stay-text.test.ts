import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "../../../../modules/i18n/site-languages.ts";
import { CANCELLATION_RULES } from "../../../../modules/pricing/cancellation-policy.ts";
import { planWith, quote, season, stay } from "../../../../modules/pricing/pricing.testing.ts";
import { QUOTE_VIOLATIONS, type Violation } from "../../../../modules/pricing/quote-stay.ts";
import { CANCELLATION_POLICIES } from "../../../../modules/pricing/rate-plan-choices.ts";
import { VOUCHER_REFUSALS } from "../../../../modules/vouchers/voucher-limits.ts";
import { themeStrings } from "../../strings/index.ts";
import { policyText, ruleText } from "./stay-text.ts";

const say = (violation: Violation) => SITE_LANGUAGES.map((lang) => ruleText(violation, lang));

describe("a stay's broken rules in the guest's language", () => {
  it("names the minimum stay, and says when it belongs to the period", () => {
    const plan = planWith({
      minNights: 2,
      seasons: [season("2026-07-01", "2026-08-31", 15_000, { name: "Hoogseizoen", minNights: 3 })],
    });
    const [inSeason] = quote(plan, stay("2026-07-06", 1)).violations;
    if (!inSeason) throw new Error("no violation");
    expect(say(inSeason)).toEqual([
      "Minimaal 3 nachten in deze periode.",
      "Minimum stay of 3 nights in this period.",
      "Mindestens 3 Nächte in diesem Zeitraum.",
      "Minimalny pobyt w tym okresie: 3 noce.",
    ]);
    expect(say({ code: "min_nights", params: { nights: 2 } })).toEqual([
      "Minimaal 2 nachten.",
      "Minimum stay of 2 nights.",
      "Mindestens 2 Nächte.",
      "Minimalny pobyt: 2 noce.",
    ]);
  });

  it("counts in Polish with its three forms", () => {
    const pl = (nights: number) => ruleText({ code: "max_nights", params: { nights } }, "pl");
    expect([1, 2, 4, 5, 12, 14, 21, 22, 25].map(pl)).toEqual([
      "Maksymalny pobyt: 1 noc.",
      "Maksymalny pobyt: 2 noce.",
      "Maksymalny pobyt: 4 noce.",
      "Maksymalny pobyt: 5 nocy.",
      "Maksymalny pobyt: 12 nocy.",
      "Maksymalny pobyt: 14 nocy.",
      "Maksymalny pobyt: 21 nocy.",
      "Maksymalny pobyt: 22 noce.",
      "Maksymalny pobyt: 25 nocy.",
    ]);
    expect(ruleText({ code: "lead_time", params: { days: 1 } }, "de")).toBe(
      "Buchung bitte mindestens 1 Tag vor Anreise.",
    );
  });

  it("names the weekdays a stay may start and end on", () => {
    expect(say({ code: "check_in_day", params: { days: "6" } })).toEqual([
      "Aankomst alleen op zaterdag.",
      "Check-in on Saturdays only.",
      "Anreise nur samstags.",
      "Przyjazd tylko w soboty.",
    ]);
    expect(say({ code: "check_out_day", params: { days: "1,5,6" } })).toEqual([
      "Vertrek alleen op maandag, vrijdag of zaterdag.",
      "Check-out on Mondays, Fridays or Saturdays only.",
      "Abreise nur montags, freitags oder samstags.",
      "Wyjazd tylko w poniedziałki, w piątki lub w soboty.",
    ]);
    expect(ruleText({ code: "check_in_day", params: { days: "7,2" } }, "pl")).toBe(
      "Przyjazd tylko we wtorki lub w niedziele.",
    );
  });

  it("has a sentence for every rule in every language", () => {
    const params = { nights: 3, days: 2, guests: 4 };
    for (const code of QUOTE_VIOLATIONS) {
      for (const message of say({ code, params })) {
        expect(message, code).toMatch(/^\p{Lu}.{10,}\.$/u);
        expect(message, code).not.toMatch(/undefined|NaN|\{/);
      }
    }
    expect(say({ code: "too_many_guests", params: { guests: 4 } })).toEqual([
      "Deze accommodatie is voor maximaal 4 gasten.",
      "This place sleeps at most 4 guests.",
      "Diese Unterkunft bietet Platz für höchstens 4 Gäste.",
      "Ten obiekt pomieści maksymalnie 4 osoby.",
    ]);
  });
});

describe("a cancellation policy in the guest's language", () => {
  it("writes the rules out in each site language, from the same steps as the refund", () => {
    expect(policyText("moderate", "nl")).toEqual({
      name: "Gemiddeld",
      text: "Annuleer je uiterlijk 14 dagen voor aankomst, dan krijg je het hele bedrag terug. Annuleer je uiterlijk 7 dagen voor aankomst, dan krijg je 50\u00a0% terug. Annuleer je later, dan krijg je niets terug.",
    });
    expect(policyText("flexible", "en").text).toBe(
      "Cancel at least 1 day before arrival for a full refund. If you cancel later, nothing is refunded.",
    );
    expect(policyText("strict", "de")).toEqual({
      name: "Streng",
      text: "Bei Stornierung bis spätestens 30 Tage vor Anreise erhalten Sie 50\u00a0% zurück. Bei späterer Stornierung wird nichts erstattet.",
    });
    expect(policyText("flexible", "pl").text).toBe(
      "Przy anulowaniu najpóźniej 1 dzień przed przyjazdem otrzymasz zwrot całej kwoty. Przy późniejszym anulowaniu kwota nie jest zwracana.",
    );
    for (const policy of CANCELLATION_POLICIES) {
      for (const lang of SITE_LANGUAGES) {
        const { name, text } = policyText(policy, lang);
        for (const step of CANCELLATION_RULES[policy]) expect(text).toContain(String(step.daysBefore));
        expect(name).toMatch(/^\p{Lu}/u);
      }
    }
  });
});

describe("why a voucher code does not apply, in the guest's language", () => {
  it("has its own sentence for every reason in nl, en, de and pl", () => {
    for (const reason of VOUCHER_REFUSALS) {
      const texts = SITE_LANGUAGES.map((lang) => themeStrings(lang).stay.vouchers[reason]);
      expect(new Set(texts).size, reason).toBe(4);
    }
    expect(themeStrings("de").stay.vouchers.expired).toBe("Dieser Gutscheincode ist abgelaufen.");
    expect(themeStrings("nl").stay.vouchers.used_up).toBe(
      "Deze kortingscode is al het maximale aantal keren gebruikt.",
    );
  });
});
