import type { FieldErrors } from "../onboarding/field-errors.ts";

/**
 * How long a support request's subject and a message may be, and the keys of what can be
 * wrong with them. Free of the schema library: the forms in the browser read these for
 * their length limits; support-schemas.ts validates on the server.
 */
export const SUPPORT_LIMITS = {
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const SUPPORT_ERROR_KEYS = [
  "support.errors.required",
  "support.errors.controls",
  "support.errors.tooShort",
  "support.errors.tooLong",
] as const;
export type SupportErrorKey = (typeof SUPPORT_ERROR_KEYS)[number];
export type SupportFieldErrors = FieldErrors<SupportErrorKey>;
