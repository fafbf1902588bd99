import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import type { StayDate } from "../../../../modules/dates/stay-date.ts";

/** A stay date, short: "10 aug 2026". */
export function formatDay(date: StayDate, locale: string): string {
  return formatStayDate(date, locale, { day: "numeric", month: "short", year: "numeric" });
}

/** A country code in the owner's language ("DE" → "Duitsland"); the code itself when unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The digits and + of a phone number, for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
