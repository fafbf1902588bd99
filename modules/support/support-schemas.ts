import { z } from "zod";
import { fieldErrors } from "../onboarding/field-errors.ts";
import { multiLine, oneLine } from "../text/text-checks.ts";
import { SUPPORT_ERROR_KEYS, SUPPORT_LIMITS, type SupportErrorKey, type SupportFieldErrors } from "./support-limits.ts";

/** Owner ↔ team support threads: validation on the server, with i18n keys as messages. */

const E = {
  required: "support.errors.required",
  controls: "support.errors.controls",
  tooShort: "support.errors.tooShort",
  tooLong: "support.errors.tooLong",
} as const satisfies Record<string, SupportErrorKey>;

/** A subject is one line; a message may hold tabs and line breaks. No other control character in either. */
function text(limits: { min: number; max: number }, lines: "one" | "several") {
  return z
    .string({ error: E.required })
    .trim()
    .check(lines === "one" ? oneLine(E.controls) : multiLine(E.controls))
    .min(1, { error: E.required, abort: true })
    .min(limits.min, E.tooShort)
    .max(limits.max, E.tooLong);
}

export const newSupportRequestSchema = z.object({
  subject: text(SUPPORT_LIMITS.subject, "one"),
  message: text(SUPPORT_LIMITS.message, "several"),
});

export const supportMessageSchema = z.object({ body: text(SUPPORT_LIMITS.message, "several") });

export function parseSupport<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { success: true; data: z.output<T> } | { success: false; errors: SupportFieldErrors } {
  const result = schema.safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error.issues, SUPPORT_ERROR_KEYS, E.required) };
}
