import type { FieldErrors } from "./field-errors.ts";

/**
 * The sign-up wizard: its steps in order, the fields of each, their limits and the keys of
 * what can be wrong. Free of the schema library, so the wizard in the browser can read it;
 * onboarding-schemas.ts holds one schema per step, which the server runs and which decides.
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
  /** Nightly price in cents of the chosen currency: 10 to 10,000 euros or złoty. */
  basePriceCents: { min: 1_000, max: 1_000_000 },
} as const;

/** The fields each step's form sends (the price as cents); each step's schema has exactly these. */
export const ONBOARDING_FIELDS = {
  property: ["name", "type"],
  location: ["address", "postalCode", "city", "country"],
  capacity: ["guests", "bedrooms", "bathrooms"],
  theme: ["theme"],
  subdomain: ["subdomain"],
  description: ["description"],
  price: ["basePriceCents", "currency"],
} as const satisfies Record<OnboardingStep, readonly string[]>;

export const ONBOARDING_ERROR_KEYS = [
  "onboarding.errors.required",
  "onboarding.errors.tooLong",
  "onboarding.errors.tooShort",
  "onboarding.errors.oneLine",
  "onboarding.errors.controls",
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

/**
 * The first step without a valid answer, or null when all are answered. Takes the saved
 * answers (OnboardingData, onboarding-schemas.ts) by their steps only, so this file stays
 * below the schemas.
 */
export function firstIncompleteStep(data: Partial<Record<OnboardingStep, unknown>>): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => data[step] === undefined) ?? null;
}
