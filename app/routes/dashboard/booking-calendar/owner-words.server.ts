import type { TFunction } from "i18next";
import type { OwnerStayProblem } from "../../../../modules/booking-calendar/owner-stay-input.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { resources } from "../../../i18n/ui/resources.ts";
import { bundleTranslator } from "../../../i18n/use-i18n.tsx";

/**
 * The owner's language on the server, for the booking calendar's refusals: the action
 * answers with sentences, so a refusal reads the same in the page and in its tests.
 */
export function ownerWords(lang: Lang): TFunction {
  return bundleTranslator({ lang, strings: resources[lang] });
}

/** One message per field (its first problem), in the owner's language. */
export function problemMessages(problems: readonly OwnerStayProblem[], t: TFunction): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const problem of problems) {
    messages[problem.field] ??= t(`dashboard.bookingCalendar.errors.${problem.code}`, problem.params ?? {});
  }
  return messages;
}

/** What the form as a whole says when some field has a problem: "Check the 2 marked fields." */
export function checkFields(errors: Record<string, string>, t: TFunction): string {
  return t("form.errorSummary", { count: Object.keys(errors).length });
}
