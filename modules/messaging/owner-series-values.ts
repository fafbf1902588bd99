import { formatStayDate } from "../dates/format-stay-date.ts";
import { type Lang, LOCALES } from "../i18n/languages.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { formatMoney } from "./booking-values.ts";

/** The figures of one owner's month, as counted by modules/owner-emails/monthly-figures.ts. */
export type MonthFigures = {
  /** The first day of the month, `YYYY-MM-01`. */
  month: string;
  bookings: number;
  bookedCents: number;
  receivedCents: number;
  visitors: number;
  pageViews: number;
  currency: SiteCurrency;
};

/** "oktober 2026", "October 2026", "październik 2026": the month as a heading names it. */
export function monthText(firstDay: string, lang: Lang): string {
  return formatStayDate(firstDay, LOCALES[lang], { month: "long", year: "numeric" });
}

/** The monthly summary's values written out in the owner's language. */
export function monthlySummaryValues(figures: MonthFigures, lang: Lang) {
  const count = new Intl.NumberFormat(LOCALES[lang]);
  return {
    month: monthText(figures.month, lang),
    bookings: count.format(figures.bookings),
    booked: formatMoney(figures.bookedCents, lang, figures.currency),
    received: formatMoney(figures.receivedCents, lang, figures.currency),
    visitors: count.format(figures.visitors),
    pageViews: count.format(figures.pageViews),
  };
}
