import { z } from "zod";
import { fieldErrors } from "../onboarding/field-errors.ts";
import { SUPPORT_ERROR_KEYS, SUPPORT_LIMITS, type SupportErrorKey, type SupportFieldErrors } from "./support-limits.ts";

/** Owner ↔ team support threads: validation on the server, with i18n keys as messages. */

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
