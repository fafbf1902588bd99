import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import type { BookingStrings } from "../../strings/booking/types.ts";
import { counted } from "./words.ts";

/** A stay date as the confirmation writes it: "zaterdag 4 juli 2026". */
export function confirmationDate(date: string, locale: string): string {
  return formatStayDate(date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}

/** "2 volwassenen, 1 kind". */
export function guestsText(adults: number, children: number, words: BookingStrings["confirmation"], locale: string) {
  const parts = [counted(words.adults, adults, locale)];
  if (children > 0) parts.push(counted(words.children, children, locale));
  return parts.join(", ");
}
