import { z } from "zod";
import { THEME_NAMES } from "../sites/themes.ts";
import { isCountryCode } from "./country-codes.ts";
import { type FieldErrors, fieldErrors } from "./field-errors.ts";

/**
 * The sign-up wizard: its steps in order and one schema per step. Every issue message is
 * an i18n KEY under onboarding.errors (see fieldErrors for the parameters). The same
 * schemas run in the browser and on the server, which decides.
 */

export const ONBOARDING_STEPS = [
  "property",
  "location",
  "capacity",
  "theme",
  "subdomain",
  "description",
  "price",
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === "string" && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

/** Property types an owner can pick for one site (the lead form also has "multiple"). */
export const SITE_PROPERTY_TYPES = ["holidayHome", "apartment", "bnb", "chalet", "other"] as const;
export type SitePropertyType = (typeof SITE_PROPERTY_TYPES)[number];

export const ONBOARDING_LIMITS = {
  propertyName: 100,
  address: 200,
  city: 100,
  guests: { min: 1, max: 50 },
  bedrooms: { min: 0, max: 30 },
  bathrooms: { min: 0, max: 30 },
  description: { min: 20, max: 1000 },
  /** Nightly price in cents: €10 to €10,000. */
  basePriceCents: { min: 1_000, max: 1_000_000 },
} as const;

export const ONBOARDING_CURRENCY = "EUR";

export const ONBOARDING_ERROR_KEYS = [
  "onboarding.errors.required",
  "onboarding.errors.tooLong",
  "onboarding.errors.tooShort",
  "onboarding.errors.choice",
  "onboarding.errors.postalCode",
  "onboarding.errors.country",
  "onboarding.errors.number",
  "onboarding.errors.range",
  "onboarding.errors.priceRange",
  "onboarding.errors.subdomainInvalid",
  "onboarding.errors.subdomainReserved",
  "onboarding.errors.subdomainTaken",
] as const;
export type OnboardingErrorKey = (typeof ONBOARDING_ERROR_KEYS)[number];
export type OnboardingFieldErrors = FieldErrors<OnboardingErrorKey>;

const E = {
  required: "onboarding.errors.required",
  tooLong: "onboarding.errors.tooLong",
  tooShort: "onboarding.errors.tooShort",
  choice: "onboarding.errors.choice",
  postalCode: "onboarding.errors.postalCode",
  country: "onboarding.errors.country",
  number: "onboarding.errors.number",
  range: "onboarding.errors.range",
  priceRange: "onboarding.errors.priceRange",
} as const satisfies Record<string, OnboardingErrorKey>;

function requiredText(max: number) {
  return z.string({ error: E.required }).trim().min(1, { error: E.required, abort: true }).max(max, E.tooLong);
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
    description: requiredText(ONBOARDING_LIMITS.description.max).min(ONBOARDING_LIMITS.description.min, E.tooShort),
  }),
  price: z.object({
    basePriceCents: wholeNumber(ONBOARDING_LIMITS.basePriceCents, E.priceRange),
    currency: z.literal(ONBOARDING_CURRENCY, { error: E.choice }).default(ONBOARDING_CURRENCY),
  }),
} as const satisfies Record<OnboardingStep, z.ZodType>;

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

/** The first step without a valid answer, or null when all are answered. */
export function firstIncompleteStep(data: OnboardingData): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => data[step] === undefined) ?? null;
}
