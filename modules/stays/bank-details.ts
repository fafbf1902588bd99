import { hasControlCharacter } from "../text/single-line.ts";

/**
 * The owner's bank details for guests who pay by bank transfer: IBAN and BIC as people type
 * them, normalised and checked (ISO 13616: country, length per country, the mod-97 check
 * digits; ISO 9362 for the BIC). Pure and free of the schema library, so the dashboard's
 * form, the booking API and the confirmation share one reading.
 */

/**
 * The length of an IBAN per country (the IBAN registry): every SEPA country first, then the
 * others that have IBANs. Territories that bank in France, Finland or the UK use their code.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AL: 28,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  RS: 22,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
  AE: 23,
  AZ: 28,
  BA: 20,
  BH: 22,
  BR: 29,
  BY: 28,
  CR: 22,
  DO: 28,
  EG: 29,
  FO: 18,
  GE: 22,
  GL: 18,
  GT: 28,
  IL: 23,
  IQ: 23,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LY: 25,
  MR: 27,
  MU: 30,
  PK: 24,
  PS: 29,
  QA: 29,
  SA: 24,
  SC: 31,
  SD: 18,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VG: 24,
  XK: 20,
};

/** An IBAN as typed ("nl91 abna 0417 1643 00") in the form it is stored and checked: no spaces, upper case. */
export function normaliseIban(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/** A stored IBAN as people read it: in groups of four ("NL91 ABNA 0417 1643 00"). */
export function formatIban(iban: string): string {
  return normaliseIban(iban)
    .replace(/(.{4})(?=.)/g, "$1 ")
    .trim();
}

/** The ISO 7064 mod-97-10 check of ISO 13616: the four first characters moved to the end, letters as 10–35. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    // Two digits for a letter: shift by 100, else by 10.
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

export type IbanProblem =
  /** Other characters than letters and digits, or not country + two check digits up front. */
  | "ibanFormat"
  /** A country without IBANs (or a code that is no country). */
  | "ibanCountry"
  /** Too short or too long for its country: `expected` and `actual` characters. */
  | "ibanLength"
  /** The check digits do not match: a typo. */
  | "ibanChecksum";

export type IbanCheck =
  | { ok: true; iban: string }
  | { ok: false; problem: IbanProblem; expected?: number; actual?: number };

/** Whether a typed IBAN is one (normalised first); the stored form when it is. */
export function checkIban(typed: string): IbanCheck {
  const iban = normaliseIban(typed);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, problem: "ibanFormat" };
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === undefined) return { ok: false, problem: "ibanCountry" };
  if (iban.length !== expected) return { ok: false, problem: "ibanLength", expected, actual: iban.length };
  if (ibanRemainder(iban) !== 1) return { ok: false, problem: "ibanChecksum" };
  return { ok: true, iban };
}

/** A BIC as typed ("abna nl 2a") in its stored form: no spaces, upper case. */
export function normaliseBic(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/**
 * ISO 9362: bank (4 letters), country (2 letters), location (2 letters or digits), and an
 * optional branch (3 letters or digits): 8 or 11 characters.
 */
export function isBic(bic: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic);
}

/** The longest account holder's name a SEPA transfer carries. */
export const ACCOUNT_HOLDER_MAX = 70;

/** The details a guest needs to pay by transfer, as stored: normalised IBAN and BIC. */
export type BankDetails = { accountHolder: string; iban: string; bic: string | null };

export type BankDetailsProblem =
  | IbanProblem
  /** The holder or the BIC is filled in, the IBAN not. */
  | "ibanMissing"
  | "holderMissing"
  | "holderTooLong"
  /** The holder's name holds a control character (a NUL, say): one line of text only. */
  | "controls"
  | "bicFormat";

export type BankDetailsField = "accountHolder" | "iban" | "bic";

export type BankDetailsErrors = Partial<
  Record<BankDetailsField, { key: BankDetailsProblem; params?: Record<string, number> }>
>;

/**
 * The bank details from what the owner typed. An empty form is no bank transfer (null: the
 * guest pays on arrival, or the owner tells them how); an IBAN needs the name of the account
 * it belongs to; the BIC is optional (SEPA needs none), but must be one when given.
 */
export function readBankDetails(typed: {
  accountHolder: string;
  iban: string;
  bic: string;
}): { ok: true; details: BankDetails | null } | { ok: false; errors: BankDetailsErrors } {
  const accountHolder = typed.accountHolder.trim().replace(/\s+/g, " ");
  const iban = normaliseIban(typed.iban);
  const bic = normaliseBic(typed.bic);
  const errors: BankDetailsErrors = {};
  if (accountHolder.length > ACCOUNT_HOLDER_MAX) {
    errors.accountHolder = { key: "holderTooLong", params: { max: ACCOUNT_HOLDER_MAX } };
  } else if (hasControlCharacter(accountHolder)) {
    errors.accountHolder = { key: "controls" };
  }
  if (bic !== "" && !isBic(bic)) errors.bic = { key: "bicFormat" };
  if (iban === "") {
    if (accountHolder !== "" || bic !== "") errors.iban = { key: "ibanMissing" };
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, details: null };
  }
  const checked = checkIban(iban);
  if (!checked.ok) {
    errors.iban =
      checked.expected !== undefined && checked.actual !== undefined
        ? { key: checked.problem, params: { expected: checked.expected, actual: checked.actual } }
        : { key: checked.problem };
  }
  if (accountHolder === "") errors.accountHolder = { key: "holderMissing" };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, details: { accountHolder, iban, bic: bic === "" ? null : bic } };
}
