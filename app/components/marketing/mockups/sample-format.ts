import { type Lang, LOCALES } from "../../../../modules/i18n/languages.ts";
import { formatMoney } from "../../../../modules/plans/format-plan.ts";
import { resources } from "../../../i18n/ui/resources.ts";

/**
 * Formatting for the sample data in the mock-ups: euros, dates and weekday names the way
 * each language writes them. Dates are calendar days in UTC so server and browser agree.
 */
export function euros(lang: Lang, cents: number): string {
  return formatMoney(cents, "EUR", lang);
}

export function day(year: number, month: number, date: number): Date {
  return new Date(Date.UTC(year, month - 1, date));
}

/** The month and weekday names of the interface's home (app/i18n/ui: calendar). */
const calendar = (lang: Lang) => resources[lang].calendar;

const monthIndex = (date: Date) => date.getUTCMonth();

export function shortDate(lang: Lang, date: Date): string {
  return `${date.getUTCDate()} ${calendar(lang).monthsShort[monthIndex(date)]}`;
}

/** "12–19 Jul", or "26 Jul – 2 Aug" across two months. */
export function dateRange(lang: Lang, from: Date, to: Date): string {
  if (monthIndex(from) === monthIndex(to)) return `${from.getUTCDate()}–${shortDate(lang, to)}`;
  return `${shortDate(lang, from)} – ${shortDate(lang, to)}`;
}

/** "12 July", "12 juli", "12 lipca". */
export function longDate(lang: Lang, date: Date): string {
  return `${date.getUTCDate()} ${calendar(lang).monthsInDate[monthIndex(date)]}`;
}

export function monthName(lang: Lang, month: number): string {
  return calendar(lang).months[month - 1] ?? "";
}

export function shortMonth(lang: Lang, month: number): string {
  return calendar(lang).monthsShort[month - 1] ?? "";
}

/** Narrow weekday names, Monday first. */
export function weekdayNames(lang: Lang): string[] {
  return calendar(lang).weekdaysNarrow;
}

/** Cells of a month grid, Monday first: null for the blanks before the 1st. */
export function monthGrid(year: number, month: number): (number | null)[] {
  const first = day(year, month, 1).getUTCDay();
  const lead = (first + 6) % 7;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
}

export function percent(lang: Lang, value: number, digits = 0): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "percent", maximumFractionDigits: digits }).format(value);
}

export function number(lang: Lang, value: number): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** Replaces {name} placeholders (single braces: plan tokens use double ones). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
