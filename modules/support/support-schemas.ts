import { z } from "zod";
import { type FieldErrors, fieldErrors } from "../onboarding/field-errors.ts";

/** Owner ↔ team support threads: limits and validation, with i18n keys as messages. */

export const SUPPORT_LIMITS = {
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const SUPPORT_ERROR_KEYS = [
  "support.errors.required",
  "support.errors.tooShort",
  "support.errors.tooLong",
] as const;
export type SupportErrorKey = (typeof SUPPORT_ERROR_KEYS)[number];
export type SupportFieldErrors = FieldErrors<SupportErrorKey>;

const E = {
  required: "support.errors.required",
  tooShort: "support.errors.tooShort",
  tooLong: "support.errors.tooLong",
} as const satisfies Record<string, SupportErrorKey>;

function text(limits: { min: number; max: number }) {
  return z
    .string({ error: E.required })
    .trim()
    .min(1, { error: E.required, abort: true })
    .min(limits.min, E.tooShort)
    .max(limits.max, E.tooLong);
}

export const newSupportRequestSchema = z.object({
  subject: text(SUPPORT_LIMITS.subject),
  message: text(SUPPORT_LIMITS.message),
});

export const supportMessageSchema = z.object({ body: text(SUPPORT_LIMITS.message) });

export function parseSupport<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { success: true; data: z.output<T> } | { success: false; errors: SupportFieldErrors } {
  const result = schema.safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error.issues, SUPPORT_ERROR_KEYS, E.required) };
}
