import type { Lang } from "../../../modules/i18n/languages.ts";

/**
 * Amounts are typed in euros ("49,50", "49.5", "€ 150") and stored in cents. A value that
 * is not a plain amount with at most two decimals is passed on as typed, so the plan's own
 * validation names the problem beside the field.
 */
export function eurosToCents(typed: string): string {
  const value = typed.replace(/€/g, "").replace(/\s+/g, "");
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return typed.trim();
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return String(whole * 100 + fraction);
}

/** Cents as the form shows them: two decimals with the admin's decimal sign. */
export function centsToEuros(cents: number, lang: Lang): string {
  const text = (cents / 100).toFixed(2);
  return lang === "en" ? text : text.replace(".", ",");
}
