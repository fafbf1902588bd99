import { z } from "zod";

/** The keys of what can be wrong with a whole number typed in an admin form. */
export const WHOLE_NUMBER_ERRORS = {
  required: "admin.errors.required",
  number: "admin.errors.number",
  range: "admin.errors.range",
} as const;

/**
 * A whole number typed in an admin form ("15") or sent as a number, within [min, max]; the
 * range error carries both, for the message beside the field.
 */
export function adminWholeNumber(range: { min: number; max: number }) {
  const E = WHOLE_NUMBER_ERRORS;
  return z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z
      .string({ error: E.required })
      .trim()
      .min(1, { error: E.required, abort: true })
      .regex(/^\d{1,9}$/, { error: E.number, abort: true })
      .transform(Number)
      .refine((n) => n >= range.min && n <= range.max, { error: E.range, params: { ...range } }),
  );
}
