import { counted, fillIn, listOr } from "../../../../modules/i18n/fill-in.ts";
import { SITE_LOCALES, type SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { CANCELLATION_RULES } from "../../../../modules/pricing/cancellation-policy.ts";
import type { Violation } from "../../../../modules/pricing/quote-stay.ts";
import type { CancellationPolicy } from "../../../../modules/pricing/rate-plan-choices.ts";
import { violationValues } from "../../../../modules/pricing/violation-values.ts";
import { themeStrings } from "../../strings/index.ts";

/**
 * A stay's broken rules and its cancellation policy in a guest's words (app/themes/strings/stay),
 * for the booking page and the booking API's answers alike.
 */

/** "Minimaal 7 nachten in deze periode.", "Anreise nur samstags.": a broken rule of a quote. */
export function ruleText(violation: Violation, lang: SiteLang): string {
  const { rules } = themeStrings(lang).stay;
  const { count, weekdays, season } = violationValues(violation);
  const words = rules[violation.code === "min_nights" && season ? "min_nights_season" : violation.code];
  if (typeof words !== "string") return counted(words, count, SITE_LOCALES[lang]);
  return fillIn(words, {
    days: listOr(
      weekdays.map((day) => rules.weekdays[day - 1] ?? ""),
      rules.or,
    ),
  });
}

/** The policy's name and its refund rules written out, from CANCELLATION_RULES, so text and refund agree. */
export function policyText(policy: CancellationPolicy, lang: SiteLang): { name: string; text: string } {
  const { policies } = themeStrings(lang).stay;
  const locale = SITE_LOCALES[lang];
  const steps = CANCELLATION_RULES[policy].map((step) =>
    step.percent === 100
      ? counted(policies.fullRefund, step.daysBefore, locale)
      : fillIn(counted(policies.partRefund, step.daysBefore, locale), { percent: step.percent }),
  );
  return { name: policies.names[policy], text: [...steps, policies.later].join(" ") };
}
