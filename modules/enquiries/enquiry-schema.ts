import { z } from "zod";
import { addDays, isDateOnly } from "../leads/lead-dates.ts";
import { isPhoneNumber } from "../leads/lead-schemas.ts";
import { multiLine, oneLine } from "../text/text-checks.ts";

/**
 * The contact form of an owner's site (app/themes/kit/contact-form.tsx), validated on the
 * server. A problem is a key of the theme's words (`contact.errors` in
 * app/themes/strings), so the page says it in its own language; `tooLong` carries its maximum.
 */

/** The field people never see (the kit's form hides it); one filled in means a robot sent the form. */
export const ENQUIRY_HONEYPOT = "website";

/** The fields in the order the form shows them, which is also the order problems are listed in. */
export const ENQUIRY_FIELDS = ["name", "email", "phone", "checkIn", "checkOut", "guests", "unit", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** Longest accepted input per field; the form's maxLength says the same. */
export const ENQUIRY_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  /** A unit's slug, chosen from a list: anything longer is not one. */
  unit: 100,
  guestsMin: 1,
  guestsMax: 50,
  /** How far ahead a stay may start or end: further is a mistyped year. */
  yearsAhead: 3,
} as const;

export type EnquiryError =
  | { key: "required" | "controls" | "email" | "phone" | "date" | "datePast" | "dateOrder" | "guests" }
  | { key: "tooLong"; max: number };
export type EnquiryErrorKey = EnquiryError["key"];
/** Field → its first problem. */
export type EnquiryFieldErrors = Partial<Record<EnquiryField, EnquiryError>>;

/** A valid enquiry, trimmed; what the guest left out is undefined. */
export type EnquiryInput = {
  name: string;
  email: string;
  phone?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** The slug of the unit the guest chose; whether the site has it is checked when storing. */
  unit?: string;
  message: string;
};

const ISSUE_KEYS = new Set<string>(["required", "controls", "email", "phone", "date", "datePast", "guests", "tooLong"]);

/** Trimmed and required; a control character (in a one-line text: a line break too) is `controls`. */
function requiredText(max: number, lines: "one" | "several" = "one") {
  return z
    .string({ error: "required" })
    .trim()
    .check(lines === "one" ? oneLine("controls") : multiLine("controls"))
    .min(1, { error: "required", abort: true })
    .max(max, "tooLong");
}

/** Trimmed; empty or missing becomes undefined. Longer than `max` is `tooLong`, or the field's own problem. */
function optionalText(max: number, tooLong: EnquiryErrorKey = "tooLong") {
  return z
    .string()
    .trim()
    .check(oneLine("controls"))
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined);
}

/** A day of the stay: a real date, from today (in Amsterdam, where the houses are) up to a few years ahead. */
function stayDay(today: string) {
  const last = addDays(today, 366 * ENQUIRY_LIMITS.yearsAhead);
  return optionalText(10, "date")
    .refine((d) => d === undefined || isDateOnly(d), { error: "date", abort: true })
    .refine((d) => d === undefined || d >= today, { error: "datePast", abort: true })
    .refine((d) => d === undefined || d <= last, "date");
}

/** `today` is the date in Amsterdam ("YYYY-MM-DD", see amsterdamToday). */
export function enquirySchema(today: string) {
  return z.object({
    name: requiredText(ENQUIRY_LIMITS.name),
    email: requiredText(ENQUIRY_LIMITS.email).regex(z.regexes.email, "email"),
    phone: optionalText(ENQUIRY_LIMITS.phone).refine((v) => v === undefined || isPhoneNumber(v), "phone"),
    checkIn: stayDay(today),
    checkOut: stayDay(today),
    guests: optionalText(3, "guests")
      .refine((v) => v === undefined || /^\d+$/.test(v), { error: "guests", abort: true })
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .refine((n) => n === undefined || (n >= ENQUIRY_LIMITS.guestsMin && n <= ENQUIRY_LIMITS.guestsMax), "guests"),
    // Not the guest's mistake when wrong: a unit the site does not have is simply left out.
    unit: z
      .string()
      .optional()
      .transform((v) => v?.trim().toLowerCase() ?? "")
      .transform((v) => (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) && v.length <= ENQUIRY_LIMITS.unit ? v : undefined)),
    message: requiredText(ENQUIRY_LIMITS.message, "several"),
  });
}

function errorOf(issue: z.core.$ZodIssue): EnquiryError {
  const key = ISSUE_KEYS.has(issue.message) ? issue.message : "required";
  if (key === "tooLong" && issue.code === "too_big") return { key, max: Number(issue.maximum) };
  if (key === "tooLong") return { key: "required" };
  return { key: key as Exclude<EnquiryErrorKey, "tooLong"> };
}

/** Only text fields count; a file posted under a field's name is as good as nothing. */
function textValues(values: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const field of ENQUIRY_FIELDS) {
    const value = values[field];
    if (typeof value === "string") texts[field] = value;
  }
  return texts;
}

/**
 * Validates what the contact form sent. Problems come per field in the form's order; the
 * order of the two dates is checked once each is fine on its own (departure after arrival).
 */
export function parseEnquiry(
  values: Record<string, unknown>,
  opts: { today: string },
): { success: true; enquiry: EnquiryInput } | { success: false; errors: EnquiryFieldErrors } {
  const texts = textValues(values);
  const result = enquirySchema(opts.today).safeParse(texts);
  const found: EnquiryFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && (ENQUIRY_FIELDS as readonly string[]).includes(field)) {
        found[field as EnquiryField] ??= errorOf(issue);
      }
    }
  }
  const checkIn = texts.checkIn?.trim();
  const checkOut = texts.checkOut?.trim();
  if (!found.checkIn && !found.checkOut && checkIn && checkOut && checkOut <= checkIn) {
    found.checkOut = { key: "dateOrder" };
  }
  const errors: EnquiryFieldErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const error = found[field];
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0 || !result.success) return { success: false, errors };
  return { success: true, enquiry: result.data };
}

/**
 * What the guest typed, to fill the form in again after a problem: the form's own fields
 * only (not the honeypot, no files), each cut at a length no honest form sends.
 */
export function enquiryFormValues(form: FormData): Partial<Record<EnquiryField, string>> {
  const values: Partial<Record<EnquiryField, string>> = {};
  for (const field of ENQUIRY_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, ENQUIRY_LIMITS.message + 100);
  }
  return values;
}
