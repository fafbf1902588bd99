import type { TFunction } from "i18next";
import type { FieldErrors } from "../../../modules/onboarding/field-errors.ts";

/** The keys the admin section translates: the plan's own, and the support module's by name. */
const ADMIN_ERROR_KEYS = {
  "admin.errors.required": "admin.errors.required",
  "admin.errors.controls": "admin.errors.controls",
  "admin.errors.number": "admin.errors.number",
  "admin.errors.range": "admin.errors.range",
  "admin.errors.tooLong": "admin.errors.tooLong",
  "admin.billing.plan.freeMonthNeedsSetupFee": "admin.billing.plan.freeMonthNeedsSetupFee",
  "support.errors.required": "admin.errors.required",
  "support.errors.controls": "admin.errors.controls",
  "support.errors.tooShort": "admin.errors.tooShort",
  "support.errors.tooLong": "admin.errors.tooLong",
} as const;

/** Field errors from a module (i18n keys with parameters) as text in the admin's language. */
export function fieldErrorTexts(errors: FieldErrors, t: TFunction): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const key = ADMIN_ERROR_KEYS[error.key as keyof typeof ADMIN_ERROR_KEYS] ?? "admin.errors.required";
    texts[field] = t(key, { ...error.params });
  }
  return texts;
}
