import type { TFunction } from "i18next";
import type { FieldError } from "../../../modules/onboarding/field-errors.ts";
import type { OnboardingErrorKey, OnboardingStep } from "../../../modules/onboarding/onboarding-steps.ts";

/** The module's keys plus the two the page adds: an unreadable amount and a failed save. */
export type WizardErrorKey = OnboardingErrorKey | "onboarding.errors.amount" | "onboarding.errors.server";
export type WizardError = FieldError<WizardErrorKey>;
/** Form field name → its problem; "form" for the whole form. */
export type WizardErrors = Record<string, WizardError>;

/** What the wizard's action answers when a step was not saved: the problems and what was typed. */
export type WizardActionData = {
  ok: false;
  step: OnboardingStep;
  errors: WizardErrors;
  values: Record<string, string>;
};

/** The message for one problem; price limits arrive in cents and are shown in the chosen currency. */
export function wizardErrorText(t: TFunction, locale: string, error: WizardError, currency = "EUR"): string {
  if (error.key === "onboarding.errors.priceRange" && error.params) {
    const money = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency === "PLN" ? "PLN" : "EUR",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    });
    return t(error.key, {
      min: money.format((error.params.min ?? 0) / 100),
      max: money.format((error.params.max ?? 0) / 100),
    });
  }
  return t(error.key, { ...error.params });
}
