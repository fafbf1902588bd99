import { z } from "zod";
import { parseStayDate, type StayDate } from "../dates/stay-date.ts";
import { isUuid } from "../ids/uuid.ts";
import { fieldErrors } from "../onboarding/field-errors.ts";
import { parseEuroAmount } from "../pricing/euro-amount.ts";
import {
  normaliseVoucherCode,
  VOUCHER_CODE_PATTERN,
  VOUCHER_ERROR_KEYS,
  VOUCHER_KINDS,
  VOUCHER_LIMITS,
  type VoucherErrorKey,
  type VoucherFieldErrors,
  type VoucherKind,
} from "./voucher-limits.ts";

/** A voucher as the owner sets it up, checked: what save-voucher.ts stores. */
export type VoucherInput = {
  /** Upper case, VOUCHER_CODE_PATTERN. */
  code: string;
  kind: VoucherKind;
  /** Percent (1–100) or cents. */
  amount: number;
  /** The days a booking may be made on (inclusive); null: open-ended. */
  bookFrom: StayDate | null;
  bookUntil: StayDate | null;
  /** The nights a stay may cover (inclusive); null: open-ended. */
  stayFrom: StayDate | null;
  stayUntil: StayDate | null;
  minNights: number;
  /** Null: every unit of the site. */
  unitIds: string[] | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
};

export type ParsedVoucher = { success: true; data: VoucherInput } | { success: false; errors: VoucherFieldErrors };

const E = {
  required: "required",
  tooLong: "tooLong",
  codeFormat: "codeFormat",
  choice: "choice",
  percent: "percent",
  money: "money",
  date: "date",
  dateOrder: "dateOrder",
  wholeNumber: "wholeNumber",
  unit: "unit",
} as const satisfies Record<string, VoucherErrorKey>;

const trimmed = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? "");

/** An optional day: empty is null. */
const day = trimmed
  .pipe(z.string().refine((value) => value === "" || parseStayDate(value) !== null, E.date))
  .transform((value) => (value === "" ? null : value));

/** A whole number from `min` to `max`; empty is `empty`. */
function wholeNumber<T extends number | null>(min: number, max: number, empty: T) {
  return trimmed
    .pipe(
      z
        .string()
        .refine((value) => value === "" || (/^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max), {
          error: E.wholeNumber,
          params: { min, max },
        }),
    )
    .transform((value) => (value === "" ? empty : Number(value)));
}

const schema = z.object({
  code: trimmed
    .pipe(
      z
        .string()
        .min(1, { error: E.required, abort: true })
        .max(VOUCHER_LIMITS.codeMax, { error: E.tooLong, abort: true }),
    )
    .transform(normaliseVoucherCode)
    .pipe(z.string().regex(VOUCHER_CODE_PATTERN, E.codeFormat)),
  kind: trimmed.pipe(z.string().min(1, { error: E.required, abort: true }).pipe(z.enum(VOUCHER_KINDS, E.choice))),
  bookFrom: day,
  bookUntil: day,
  stayFrom: day,
  stayUntil: day,
  minNights: wholeNumber(1, VOUCHER_LIMITS.minNightsMax, 1),
  unitIds: z
    .array(z.string())
    .optional()
    .transform((ids) => [...new Set((ids ?? []).filter((id) => id !== ""))])
    .pipe(z.array(z.string().refine(isUuid, E.unit)))
    .transform((ids) => (ids.length === 0 ? null : ids)),
  maxUses: wholeNumber(1, VOUCHER_LIMITS.maxUses, null),
  maxUsesPerEmail: wholeNumber(1, VOUCHER_LIMITS.maxUsesPerEmail, null),
});

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The amount in its kind's unit (percent or cents), or what is wrong with it. */
function parseAmount(kind: unknown, value: unknown): { amount: number } | { error: VoucherFieldErrors[string] } {
  const typed = text(value);
  if (typed === "") return { error: { key: E.required } };
  if (kind === "percent") {
    const amount = /^\d{1,3}$/.test(typed) ? Number(typed) : 0;
    return amount >= 1 && amount <= 100 ? { amount } : { error: { key: E.percent, params: { min: 1, max: 100 } } };
  }
  const amount = parseEuroAmount(typed) ?? 0;
  return amount >= 1 && amount <= VOUCHER_LIMITS.fixedMaxCents
    ? { amount }
    : { error: { key: E.money, params: { max: VOUCHER_LIMITS.fixedMaxCents / 100 } } };
}

/**
 * The voucher form's fields (strings as a form sends them, `unitIds` the ticked units),
 * checked: a code of letters, digits, - and _ (stored in upper case), a percentage from 1
 * to 100 or an amount in euros as owners type it (parseEuroAmount), days as
 * YYYY-MM-DD with each window's end not before its start, whole numbers in range. Empty
 * windows, limits and units mean "no limit". Whether the units are the site's own and the
 * code is still free is checked when saving.
 */
export function parseVoucherInput(input: Record<string, unknown>): ParsedVoucher {
  const result = schema.safeParse(input);
  const errors: VoucherFieldErrors = {};
  if (!result.success) {
    // A bad unit in the list is a problem of the one units field.
    for (const [field, error] of Object.entries(fieldErrors(result.error.issues, VOUCHER_ERROR_KEYS, E.required))) {
      errors[field.startsWith("unitIds.") ? "unitIds" : field] ??= error;
    }
  }
  // The amount is read by its kind, and is checked whatever else is wrong, as are the windows.
  const kind = text(input.kind);
  const amount = VOUCHER_KINDS.some((k) => k === kind) ? parseAmount(kind, input.amount) : null;
  if (amount && "error" in amount) errors.amount = amount.error;
  for (const [from, until] of [
    ["bookFrom", "bookUntil"],
    ["stayFrom", "stayUntil"],
  ] as const) {
    const start = parseStayDate(text(input[from]));
    const end = parseStayDate(text(input[until]));
    if (start !== null && end !== null && end < start) errors[until] ??= { key: E.dateOrder };
  }
  if (!result.success || !amount || "error" in amount || Object.keys(errors).length > 0) {
    return { success: false, errors };
  }
  return { success: true, data: { ...result.data, amount: amount.amount } };
}
