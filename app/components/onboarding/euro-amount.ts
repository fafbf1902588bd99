import type { Lang } from "../../../modules/i18n/languages.ts";

/**
 * An amount in euros as owners type it — "125", "125,50", "125.5", "€ 1.250", "450 zł" or
 * "1,250.00" — in cents; null when it is not an amount. A separator followed by one or two
 * digits at the end is the decimal one; groups of three digits are thousands.
 */
export function eurosToCents(input: string): number | null {
  const s = input.replace(/[€\s\u00a0]|zł/gi, "");
  if (s.length === 0 || s.length > 16 || !/^\d[\d.,]*$/.test(s)) return null;
  const match = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(s);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!/^\d+$/.test(whole) && !/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(whole)) return null;
  // A grouping separator must differ from the decimal one ("1.250.50" is not an amount).
  const separatorBeforeFraction = s.charAt(whole.length);
  if (fraction && whole.includes(separatorBeforeFraction)) return null;
  const euros = Number(whole.replace(/[.,]/g, ""));
  return euros * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the price field shows them again: "125" or "125,50" ("125.50" in English). */
export function centsToEuroInput(cents: number, lang: Lang): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(euros);
  return `${euros}${lang === "en" ? "." : ","}${String(rest).padStart(2, "0")}`;
}
