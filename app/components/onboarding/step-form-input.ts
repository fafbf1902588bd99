import {
  ONBOARDING_SCHEMAS,
  type OnboardingStep,
  parseOnboardingStep,
} from "../../../modules/onboarding/onboarding-steps.ts";
import { checkSubdomainRules, SUBDOMAIN_LENGTH } from "../../../modules/sites/subdomain-rules.ts";
import { eurosToCents } from "./euro-amount.ts";
import type { WizardErrors } from "./wizard-errors.ts";

/** The price is typed in euros as `basePrice`; the step schema wants `basePriceCents`. */
export const PRICE_FIELD = "basePrice";

/** The fields each step's form sends (the step schema's fields, the price in euros). */
export function stepFields(step: OnboardingStep): string[] {
  if (step === "price") return [PRICE_FIELD];
  return Object.keys(ONBOARDING_SCHEMAS[step].shape);
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

/** Turns what a step's form sent into the step schema's input (euros → cents). */
export function stepInput(step: OnboardingStep, values: Record<string, string>): StepInput {
  if (step !== "price") return { ok: true, input: values };
  const typed = values[PRICE_FIELD] ?? "";
  if (typed.trim() === "") return { ok: true, input: { basePriceCents: "" } };
  const cents = eurosToCents(typed);
  if (cents === null) return { ok: false, errors: { [PRICE_FIELD]: { key: "onboarding.errors.amount" } } };
  return { ok: true, input: { basePriceCents: cents } };
}

/** The module reports the price as basePriceCents; the form shows it beside `basePrice`. */
export function toFormErrors(errors: WizardErrors): WizardErrors {
  const { basePriceCents, ...rest } = errors;
  return basePriceCents ? { ...rest, [PRICE_FIELD]: basePriceCents } : rest;
}

/**
 * The browser's check before posting: the step's schema (the same the server runs) and
 * the subdomain rules that need no database. Null when the server should have a look;
 * the server decides either way.
 */
export function validateStepInBrowser(step: OnboardingStep, values: Record<string, string>): WizardErrors | null {
  const read = stepInput(step, values);
  if (!read.ok) return read.errors;
  const parsed = parseOnboardingStep(step, read.input);
  if (!parsed.success) return toFormErrors(parsed.errors);
  if (step === "subdomain") {
    const rules = checkSubdomainRules(values.subdomain ?? "");
    if (!rules.ok) {
      return rules.reason === "invalid"
        ? { subdomain: { key: "onboarding.errors.subdomainInvalid", params: { ...SUBDOMAIN_LENGTH } } }
        : { subdomain: { key: "onboarding.errors.subdomainReserved" } };
    }
  }
  return null;
}
