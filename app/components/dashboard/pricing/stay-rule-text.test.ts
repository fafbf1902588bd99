import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../../modules/i18n/languages.ts";
import { QUOTE_VIOLATIONS, type Violation } from "../../../../modules/pricing/quote-stay.ts";
import { CANCELLATION_POLICIES } from "../../../../modules/pricing/rate-plan-choices.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { policyName, policyText, ruleText } from "./stay-rule-text.ts";

const say = (violation: Violation) => LANGUAGES.map((lang) => ruleText(violation, translator(lang)));

describe("a stay's broken rules and the cancellation policies in the owner's language", () => {
  it("names the minimum stay, the period's, the weekdays and the guests, counted in Polish too", () => {
    expect(say({ code: "min_nights", params: { nights: 7, season: "Zomer" } })).toEqual([
      "Minimaal 7 nachten in deze periode.",
      "Minimum stay of 7 nights in this period.",
      "Minimalny pobyt w tym okresie: 7 nocy.",
    ]);
    expect(say({ code: "check_out_day", params: { days: "6,1,5" } })).toEqual([
      "Vertrek alleen op maandag, vrijdag of zaterdag.",
      "Check-out on Mondays, Fridays or Saturdays only.",
      "Wyjazd tylko w poniedziałki, w piątki lub w soboty.",
    ]);
    expect(
      [1, 2, 5, 22].map((guests) => ruleText({ code: "too_many_guests", params: { guests } }, translator("pl"))),
    ).toEqual([
      "Ten obiekt pomieści maksymalnie 1 osobę.",
      "Ten obiekt pomieści maksymalnie 2 osoby.",
      "Ten obiekt pomieści maksymalnie 5 osób.",
      "Ten obiekt pomieści maksymalnie 22 osoby.",
    ]);
    for (const code of QUOTE_VIOLATIONS) {
      for (const message of say({ code, params: { nights: 3, days: 2, guests: 4 } })) {
        expect(message, code).toMatch(/^\p{Lu}.{10,}\.$/u);
        expect(message, code).not.toMatch(/undefined|NaN|\{|dashboard\./);
      }
    }
  });

  it("writes a policy's steps out as the refund gives them", () => {
    expect(policyText("moderate", translator("nl"))).toBe(
      "Annuleer je uiterlijk 14 dagen voor aankomst, dan krijg je het hele bedrag terug. Annuleer je uiterlijk 7 dagen voor aankomst, dan krijg je 50\u00a0% terug. Annuleer je later, dan krijg je niets terug.",
    );
    expect(policyText("flexible", translator("pl"))).toBe(
      "Przy anulowaniu najpóźniej 1 dzień przed przyjazdem otrzymasz zwrot całej kwoty. Przy późniejszym anulowaniu kwota nie jest zwracana.",
    );
    expect(CANCELLATION_POLICIES.map((policy) => policyName(policy, translator("en")))).toEqual([
      "Flexible",
      "Moderate",
      "Strict",
    ]);
  });
});
