import { ONBOARDING_FIELDS, type OnboardingStep } from "../../../modules/onboarding/onboarding-steps.ts";
import { eurosToCents } from "./euro-amount.ts";
import type { WizardErrors } from "./wizard-errors.ts";

/** The price is typed in whole units as `basePrice` (euros or złoty); the step schema wants `basePriceCents`. */
export const PRICE_FIELD = "basePrice";

/** The fields each step's form sends (the step schema's fields, the price in euros). */
export function stepFields(step: OnboardingStep): readonly string[] {
  if (step === "price") return [PRICE_FIELD, "currency"];
  return ONBOARDING_FIELDS[step];
}

/** The text of a step's fields exactly as typed, to fill the form in again. */
export function formStrings(form: FormData, step: OnboardingStep): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of stepFields(step)) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export type StepInput = { ok: true; input: Record<string, unknown> } | { ok: false; errors: WizardErrors };

/** Turns what a step's form sent into the step schema's input (the price in cents, with its currency). */
export function stepInput(step: OnboardingStep, values: Record<string, string>): StepInput {
  if (step !== "price") return { ok: true, input: values };
  const typed = values[PRICE_FIELD] ?? "";
  const currency = values.currency || undefined;
  if (typed.trim() === "") return { ok: true, input: { basePriceCents: "", currency } };
  const cents = eurosToCents(typed);
  if (cents === null) return { ok: false, errors: { [PRICE_FIELD]: { key: "onboarding.errors.amount" } } };
  return { ok: true, input: { basePriceCents: cents, currency } };
}

/** The module reports the price as basePriceCents; the form shows it beside `basePrice`. */
export function toFormErrors(errors: WizardErrors): WizardErrors {
  const { basePriceCents, ...rest } = errors;
  return basePriceCents ? { ...rest, [PRICE_FIELD]: basePriceCents } : rest;
}
