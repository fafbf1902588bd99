import type { TFunction } from "i18next";
import { listOr } from "../../../../modules/i18n/fill-in.ts";
import { CANCELLATION_RULES } from "../../../../modules/pricing/cancellation-policy.ts";
import type { Violation } from "../../../../modules/pricing/quote-stay.ts";
import type { CancellationPolicy } from "../../../../modules/pricing/rate-plan-choices.ts";
import { violationValues } from "../../../../modules/pricing/violation-values.ts";

/**
 * A stay's broken rules and a cancellation policy in the owner's words
 * (app/i18n/ui/dashboard/pricing: rules, policies), for the pricing page's example and the
 * booking calendar. Plain functions of a translator, so the page and its server say the same.
 */

/** "Minimaal 7 nachten in deze periode.", "Check-in on Saturdays only.": a broken rule of a quote. */
export function ruleText(violation: Violation, t: TFunction): string {
  const { count, weekdays, season } = violationValues(violation);
  const rule = violation.code === "min_nights" && season ? "min_nights_season" : violation.code;
  const days = listOr(
    weekdays.map((day) => t(`dashboard.pricing.rules.weekdays.${day}`)),
    t("dashboard.pricing.rules.or"),
  );
  return t(`dashboard.pricing.rules.${rule}`, { count, days });
}

/** The policy's name as owners and guests see it: "Gemiddeld", "Moderate". */
export function policyName(policy: CancellationPolicy, t: TFunction): string {
  return t(`dashboard.pricing.policies.names.${policy}`);
}

/** The policy's refund rules written out, from CANCELLATION_RULES, so text and refund agree. */
export function policyText(policy: CancellationPolicy, t: TFunction): string {
  const steps = CANCELLATION_RULES[policy].map((step) =>
    step.percent === 100
      ? t("dashboard.pricing.policies.fullRefund", { count: step.daysBefore })
      : t("dashboard.pricing.policies.partRefund", { count: step.daysBefore, percent: step.percent }),
  );
  return [...steps, t("dashboard.pricing.policies.later")].join(" ");
}
