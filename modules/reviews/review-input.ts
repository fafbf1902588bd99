import { z } from "zod";
import { fieldErrors } from "../onboarding/field-errors.ts";
import { hasStrayControlCharacter } from "../text/multi-line.ts";
import { multiLine, oneLine } from "../text/text-checks.ts";
import { REVIEW_ERROR_KEYS, REVIEW_LIMITS, type ReviewErrorKey, type ReviewFieldErrors } from "./review-limits.ts";
import { REVIEW_LANGS, REVIEW_SOURCES, type ReviewLang, type ReviewSource } from "./review-sources.ts";

/** A review as the owner enters it, checked: what save-review.ts stores. */
export type ReviewInput = {
  guestName: string;
  /** YYYY-MM-01 */
  stayMonth: string;
  rating: number;
  body: string;
  lang: ReviewLang;
  source: ReviewSource;
  unitId: string | null;
};

export type ParsedReview = { success: true; data: ReviewInput } | { success: false; errors: ReviewFieldErrors };

const E = {
  required: "required",
  controls: "controls",
  tooLong: "tooLong",
  month: "month",
  futureMonth: "futureMonth",
  rating: "rating",
  choice: "choice",
  unit: "unit",
} as const satisfies Record<string, ReviewErrorKey>;

/** The month it is now in the Netherlands, as YYYY-MM: a stay cannot be later. */
export function currentStayMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
  }).formatToParts(now);
  const part = (type: "year" | "month") => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

/** The guest's name is one line; the review may hold tabs and line breaks. No other control character in either. */
function text(max: number, lines: "one" | "several") {
  return z
    .string({ error: E.required })
    .trim()
    .check(lines === "one" ? oneLine(E.controls) : multiLine(E.controls))
    .min(1, { error: E.required, abort: true })
    .max(max, E.tooLong);
}

function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string({ error: E.required })
    .min(1, { error: E.required, abort: true })
    .pipe(z.enum(values, { error: E.choice }));
}

function reviewSchema(now: Date) {
  const latest = currentStayMonth(now);
  return z.object({
    guestName: text(REVIEW_LIMITS.guestName, "one"),
    stayMonth: z
      .string({ error: E.required })
      .trim()
      .min(1, { error: E.required, abort: true })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: E.month, abort: true })
      .refine((month) => month >= REVIEW_LIMITS.firstMonth, { error: E.month, abort: true })
      .refine((month) => month <= latest, E.futureMonth)
      .transform((month) => `${month}-01`),
    rating: z
      .string({ error: E.rating })
      .regex(/^[1-5]$/, E.rating)
      .transform(Number),
    body: text(REVIEW_LIMITS.body, "several"),
    lang: choice(REVIEW_LANGS),
    source: choice(REVIEW_SOURCES),
    unitId: z
      .string()
      .optional()
      .transform((id) => (id ? id : null))
      .pipe(z.uuid({ error: E.unit }).nullable()),
  });
}

/**
 * The review form's fields (strings as a form sends them; `stayMonth` as the month input's
 * YYYY-MM), checked: the guest's name and words are required, the stay is a month from 2000
 * up to the current one, the rating 1–5. Errors are keys of REVIEW_ERROR_KEYS per field.
 * Whether `unitId` is a unit of the site is checked when saving.
 */
export function parseReviewInput(input: Record<string, unknown>, now: Date = new Date()): ParsedReview {
  const result = reviewSchema(now).safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error.issues, REVIEW_ERROR_KEYS, E.required) };
}

/** The owner's answer: "" removes it. */
export function parseReviewReply(
  input: unknown,
): { success: true; reply: string | null } | { success: false; errors: ReviewFieldErrors } {
  const reply = typeof input === "string" ? input.trim() : "";
  if (hasStrayControlCharacter(reply)) return { success: false, errors: { reply: { key: E.controls } } };
  if (reply.length > REVIEW_LIMITS.reply) {
    return { success: false, errors: { reply: { key: E.tooLong, params: { max: REVIEW_LIMITS.reply } } } };
  }
  return { success: true, reply: reply === "" ? null : reply };
}
