import type { FieldErrors } from "../onboarding/field-errors.ts";

/**
 * What a voucher may be, and what can be wrong with its form. Free of the schema library
 * and the database: the dashboard's page reads these in the browser; voucher-input.ts checks
 * on the server.
 */

export const VOUCHER_KINDS = ["percent", "fixed"] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const VOUCHER_LIMITS = {
  /** Characters of a code (the database's check: 2 to 40). */
  codeMin: 2,
  codeMax: 40,
  /** The largest fixed discount, in cents (€ 100,000). */
  fixedMaxCents: 10_000_000,
  /** Minimum nights a voucher can ask for. */
  minNightsMax: 365,
  maxUses: 1_000_000,
  maxUsesPerEmail: 1000,
} as const;

/** The database's rule for a code (vouchers_code_format): letters, digits, - and _, starting with a letter or digit. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;

/** A code as guests and owners type it, in the form it is stored and compared: trimmed, upper case. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

export const VOUCHER_ERROR_KEYS = [
  "required",
  "tooLong",
  "codeFormat",
  "codeTaken",
  "choice",
  "percent",
  "money",
  "date",
  "dateOrder",
  "wholeNumber",
  "unit",
  "belowUses",
] as const;
export type VoucherErrorKey = (typeof VOUCHER_ERROR_KEYS)[number];
export type VoucherFieldErrors = FieldErrors<VoucherErrorKey>;

/** Why a code cannot be used for a stay (checkVoucher), in the order they are checked. */
export const VOUCHER_REFUSALS = [
  "unknown",
  "inactive",
  "not_yet",
  "expired",
  "stay_outside",
  "min_nights",
  "unit",
  "used_up",
  "used_by_email",
] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];
