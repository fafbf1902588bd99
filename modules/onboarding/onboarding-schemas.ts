import { z } from "zod";
import { SITE_CURRENCIES } from "../pricing/currencies.ts";
import { THEME_NAMES } from "../sites/themes.ts";
import { multiLine, oneLine } from "../text/text-checks.ts";
import { isCountryCode } from "./country-codes.ts";
import { fieldErrors } from "./field-errors.ts";
import {
  ONBOARDING_ERROR_KEYS,
  type ONBOARDING_FIELDS,
  ONBOARDING_LIMITS,
  ONBOARDING_STEPS,
  type OnboardingErrorKey,
  type OnboardingFieldErrors,
  type OnboardingStep,
  SITE_PROPERTY_TYPES,
} from "./onboarding-steps.ts";

/**
 * One schema per step of the sign-up wizard, run on the server, which decides. Every issue
 * message is an i18n KEY under onboarding.errors (see fieldErrors for the parameters).
 */

const E = {
  required: "onboarding.errors.required",
  tooLong: "onboarding.errors.tooLong",
  tooShort: "onboarding.errors.tooShort",
  oneLine: "onboarding.errors.oneLine",
  controls: "onboarding.errors.controls",
  choice: "onboarding.errors.choice",
  postalCode: "onboarding.errors.postalCode",
  country: "onboarding.errors.country",
  number: "onboarding.errors.number",
  range: "onboarding.errors.range",
  priceRange: "onboarding.errors.priceRange",
} as const satisfies Record<string, OnboardingErrorKey>;

/** A required text; a code, a number or a name is one line, without control characters (they break every format it is written into). */
function requiredText(max: number, lines: "one" | "several" = "one") {
  return z
    .string({ error: E.required })
    .trim()
    .check(lines === "one" ? oneLine(E.oneLine) : multiLine(E.controls))
    .min(1, { error: E.required, abort: true })
    .max(max, E.tooLong);
}

/** A whole number typed in a form ("3") or sent as a number, within [min, max]. */
function wholeNumber(range: { min: number; max: number }, error: OnboardingErrorKey = E.range) {
  return z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    requiredText(9)
      .regex(/^\d+$/, { error: E.number, abort: true })
      .transform(Number)
      .refine((n) => n >= range.min && n <= range.max, { error, params: { min: range.min, max: range.max } }),
  );
}

const SUBDOMAIN_FIELD_MAX = 100; // the rules (modules/sites/subdomain-rules.ts) decide the real length

export const ONBOARDING_SCHEMAS = {
  property: z.object({
    name: requiredText(ONBOARDING_LIMITS.propertyName),
    type: z.enum(SITE_PROPERTY_TYPES, { error: E.choice }),
  }),
  location: z.object({
    address: requiredText(ONBOARDING_LIMITS.address),
    postalCode: requiredText(12)
      .toUpperCase()
      .regex(/^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])?$/, E.postalCode),
    city: requiredText(ONBOARDING_LIMITS.city),
    country: requiredText(2).toUpperCase().refine(isCountryCode, E.country),
  }),
  capacity: z.object({
    guests: wholeNumber(ONBOARDING_LIMITS.guests),
    bedrooms: wholeNumber(ONBOARDING_LIMITS.bedrooms),
    bathrooms: wholeNumber(ONBOARDING_LIMITS.bathrooms),
  }),
  theme: z.object({ theme: z.enum(THEME_NAMES, { error: E.choice }) }),
  /** The shape only; saveOnboardingStep checks the name with checkSubdomain. */
  subdomain: z.object({ subdomain: requiredText(SUBDOMAIN_FIELD_MAX) }),
  description: z.object({
    description: requiredText(ONBOARDING_LIMITS.description.max, "several").min(
      ONBOARDING_LIMITS.description.min,
      E.tooShort,
    ),
  }),
  price: z.object({
    basePriceCents: wholeNumber(ONBOARDING_LIMITS.basePriceCents, E.priceRange),
    /** The currency the site will price in (changeable in its booking settings until its first booking). */
    currency: z.enum(SITE_CURRENCIES, { error: E.choice }).default("EUR"),
  }),
} as const satisfies { [S in OnboardingStep]: z.ZodObject<Record<(typeof ONBOARDING_FIELDS)[S][number], z.ZodType>> };

export type OnboardingStepData = { [S in OnboardingStep]: z.output<(typeof ONBOARDING_SCHEMAS)[S]> };
/** The answers saved so far, per step. */
export type OnboardingData = Partial<OnboardingStepData>;

export function parseOnboardingStep<S extends OnboardingStep>(
  step: S,
  input: unknown,
): { success: true; data: OnboardingStepData[S] } | { success: false; errors: OnboardingFieldErrors } {
  const result = ONBOARDING_SCHEMAS[step].safeParse(input);
  return result.success
    ? { success: true, data: result.data as OnboardingStepData[S] }
    : { success: false, errors: fieldErrors(result.error.issues, ONBOARDING_ERROR_KEYS, E.required) };
}

/**
 * The saved answers that still pass their step's schema (a draft written before a rule
 * changed is asked again rather than trusted).
 */
export function readOnboardingData(raw: unknown): OnboardingData {
  const data: Record<string, unknown> = {};
  if (raw && typeof raw === "object") {
    for (const step of ONBOARDING_STEPS) {
      const parsed = ONBOARDING_SCHEMAS[step].safeParse((raw as Record<string, unknown>)[step]);
      if (parsed.success) data[step] = parsed.data;
    }
  }
  return data as OnboardingData;
}
