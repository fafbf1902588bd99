import { counted, fillIn } from "../i18n/fill-in.ts";
import { SITE_LOCALES, type SiteLang } from "../i18n/site-languages.ts";
import { CANCELLATION_RULES } from "../pricing/cancellation-policy.ts";
import type { CancellationPolicy } from "../pricing/rate-plan-choices.ts";
import { guestValueWords } from "./templates/default-templates.ts";

/**
 * The values of a booking's emails written out in the reader's language, from the words of
 * the emails' home (templates/values).
 */

/** The policy's refund rules written out, from CANCELLATION_RULES, so the email and the refund agree. */
export function cancellationPolicyText(policy: CancellationPolicy, lang: SiteLang): string {
  const words = guestValueWords(lang).booking.policy;
  const locale = SITE_LOCALES[lang];
  const steps = CANCELLATION_RULES[policy].map((step) =>
    step.percent === 100
      ? counted(words.fullRefund, step.daysBefore, locale)
      : fillIn(counted(words.partRefund, step.daysBefore, locale), { percent: step.percent }),
  );
  return [...steps, words.later].join(" ");
}
