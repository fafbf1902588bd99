import { z } from "zod";
import { multiLine, oneLine } from "../text/text-checks.ts";
import { type LeadKind, PROPERTY_TYPES, TIME_SLOTS } from "./lead-choices.ts";
import { consultationDateWindow, isDateOnly } from "./lead-dates.ts";

/**
 * The contact and consultation forms, validated by the same schemas in the browser (on
 * submit) and on the server (the authority). Every issue message is an i18n KEY from
 * app/i18n/ui/*.ts, so the page renders it in its own language; parameters such as the
 * maximum length come from the issue itself (see leadErrors).
 */

/** Off-screen field only robots fill in; a filled one means the submission is dropped. */
export const HONEYPOT_FIELD = "website";

/** Longest accepted input per field, also used as maxLength in the forms. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 150,
  messageMin: 10,
  message: 5000,
  propertyLocation: 150,
  notes: 5000,
  unitCountMin: 1,
  unitCountMax: 500,
} as const;

export const LEAD_ERROR_KEYS = [
  "errors.required",
  "errors.tooLong",
  "errors.tooShort",
  "errors.oneLine",
  "errors.controls",
  "errors.email",
  "errors.phone",
  "errors.date",
  "errors.dateTooFar",
  "errors.choice",
  "errors.number",
  "errors.rateLimited",
  "errors.server",
] as const;
export type LeadErrorKey = (typeof LEAD_ERROR_KEYS)[number];

/** One message for one field: an i18n key and the values it interpolates. */
export type LeadError = { key: LeadErrorKey; params?: Record<string, number> };
/** Field name → its first problem, in the order the fields appear in the form. */
export type LeadFieldErrors = Record<string, LeadError>;

const E = {
  required: "errors.required",
  tooLong: "errors.tooLong",
  tooShort: "errors.tooShort",
  oneLine: "errors.oneLine",
  controls: "errors.controls",
  email: "errors.email",
  phone: "errors.phone",
  date: "errors.date",
  dateTooFar: "errors.dateTooFar",
  choice: "errors.choice",
  number: "errors.number",
} as const satisfies Record<string, LeadErrorKey>;

/** Digits, spaces, brackets, dots and dashes with an optional leading +; 8 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 8 && digits <= 15;
}

/** How many lines a text may have: one (a name, a subject) holds no control character, several only tabs and line breaks. */
type Lines = "one" | "several";
const lines = (kind: Lines) => (kind === "one" ? oneLine(E.oneLine) : multiLine(E.controls));

/** A required, trimmed text of at most `max` characters. */
function requiredText(max: number, kind: Lines = "one") {
  return z
    .string({ error: E.required })
    .trim()
    .check(lines(kind))
    .min(1, { error: E.required, abort: true })
    .max(max, E.tooLong);
}

/** An optional, trimmed text; empty becomes undefined. */
function optionalText(max: number, kind: Lines = "one") {
  return z
    .string({ error: E.required })
    .trim()
    .check(lines(kind))
    .max(max, E.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));
}

const email = requiredText(LEAD_LIMITS.email).regex(z.regexes.email, E.email);
const phone = requiredText(LEAD_LIMITS.phone).refine(isPhoneNumber, E.phone);
const optionalPhone = optionalText(LEAD_LIMITS.phone).refine((v) => v === undefined || isPhoneNumber(v), E.phone);

export const contactSchema = z.object({
  name: requiredText(LEAD_LIMITS.name),
  email,
  phone: optionalPhone,
  subject: requiredText(LEAD_LIMITS.subject),
  message: requiredText(LEAD_LIMITS.message, "several").min(LEAD_LIMITS.messageMin, E.tooShort),
});
export type ContactLead = z.output<typeof contactSchema>;

/**
 * The consultation form. `today` is the date in Amsterdam ("YYYY-MM-DD", see
 * amsterdamToday); the preferred date must fall from tomorrow up to three months ahead.
 */
export function consultationSchema(today: string) {
  const window = consultationDateWindow(today);
  return z.object({
    name: requiredText(LEAD_LIMITS.name),
    email,
    phone,
    preferredDate: requiredText(10)
      .refine(isDateOnly, { error: E.date, abort: true })
      .refine((d) => d >= window.min, { error: E.date, abort: true })
      .refine((d) => d <= window.max, E.dateTooFar),
    timeSlot: z.enum(TIME_SLOTS, { error: E.choice }),
    propertyType: z.enum(PROPERTY_TYPES, { error: E.choice }),
    propertyLocation: requiredText(LEAD_LIMITS.propertyLocation),
    unitCount: requiredText(4)
      .regex(/^\d+$/, { error: E.number, abort: true })
      .transform(Number)
      .pipe(z.number().int().min(LEAD_LIMITS.unitCountMin, E.number).max(LEAD_LIMITS.unitCountMax, E.number)),
    notes: optionalText(LEAD_LIMITS.notes, "several"),
  });
}
export type ConsultationLead = z.output<ReturnType<typeof consultationSchema>>;

/** Field names of each form, in the order they appear (and are listed in the error summary). */
export const LEAD_FIELDS: Record<LeadKind, readonly string[]> = {
  contact: Object.keys(contactSchema.shape),
  consultation: Object.keys(consultationSchema("2000-01-01").shape),
};

function isLeadErrorKey(value: string): value is LeadErrorKey {
  return (LEAD_ERROR_KEYS as readonly string[]).includes(value);
}

/** The first issue per field, as i18n keys with their parameters. */
export function leadErrors(issues: readonly z.core.$ZodIssue[]): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    const key = isLeadErrorKey(issue.message) ? issue.message : E.required;
    if (issue.code === "too_big" && key === E.tooLong) errors[field] = { key, params: { max: Number(issue.maximum) } };
    else if (issue.code === "too_small" && key === E.tooShort)
      errors[field] = { key, params: { min: Number(issue.minimum) } };
    else errors[field] = { key };
  }
  return errors;
}

export type ParsedLead = { kind: "contact"; data: ContactLead } | { kind: "consultation"; data: ConsultationLead };

/** Validates raw form values (strings from FormData) for a form. */
export function parseLead(
  kind: LeadKind,
  values: Record<string, unknown>,
  opts: { today: string },
): { success: true; lead: ParsedLead } | { success: false; errors: LeadFieldErrors } {
  if (kind === "contact") {
    const result = contactSchema.safeParse(values);
    return result.success
      ? { success: true, lead: { kind, data: result.data } }
      : { success: false, errors: leadErrors(result.error.issues) };
  }
  const result = consultationSchema(opts.today).safeParse(values);
  return result.success
    ? { success: true, lead: { kind, data: result.data } }
    : { success: false, errors: leadErrors(result.error.issues) };
}

/** The text fields of a submitted form, without the honeypot and without files, to re-fill it. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name === HONEYPOT_FIELD || typeof value !== "string") continue;
    values[name] = value.slice(0, LEAD_LIMITS.message + 100);
  }
  return values;
}
