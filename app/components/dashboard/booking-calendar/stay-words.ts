import type { TFunction } from "i18next";
import type { StayKind, StaySource, StayStatus } from "../../../../modules/booking-calendar/stay-kinds.ts";
import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import { nightsBetween, type StayDate } from "../../../../modules/dates/stay-date.ts";
import { formatZonedMoment } from "../../../../modules/dates/zoned-moment.ts";

/** What a stay is called on the calendar: the guest, a block's label, or the channel an import came from. */
export function stayName(
  stay: { kind: StayKind; source: StaySource; guestName: string | null; label: string | null },
  t: TFunction,
): string {
  if (stay.kind === "block") return stay.label?.trim() || t("dashboard.bookingCalendar.stay.blocked");
  if (stay.kind === "import") {
    return t("dashboard.bookingCalendar.stay.busyVia", {
      channel: t(`dashboard.bookingCalendar.sources.${stay.source}`),
    });
  }
  return stay.guestName?.trim() || t("dashboard.bookingCalendar.stay.noName");
}

/** "10 jul – 17 jul" (with the year when asked): the days, never shifted by a time zone. */
export function stayDates(
  stay: { checkIn: StayDate; checkOut: StayDate },
  t: TFunction,
  locale: string,
  withYear = false,
): string {
  const options: Intl.DateTimeFormatOptions = withYear
    ? { day: "numeric", month: "short", year: "numeric" }
    : { day: "numeric", month: "short" };
  return t("dashboard.bookingCalendar.stay.dates", {
    from: formatStayDate(stay.checkIn, locale, options),
    to: formatStayDate(stay.checkOut, locale, options),
  });
}

/** "3 nachten · 2 volwassenen, 1 kind" — guests only where a stay has any (blocks and imports do not). */
export function stayExtent(
  stay: { checkIn: StayDate; checkOut: StayDate; adults: number; children: number },
  t: TFunction,
): string {
  const parts = [t("dashboard.bookingCalendar.nights", { count: nightsBetween(stay.checkIn, stay.checkOut) })];
  const guests = [
    stay.adults > 0 ? t("dashboard.bookingCalendar.adults", { count: stay.adults }) : "",
    stay.children > 0 ? t("dashboard.bookingCalendar.children", { count: stay.children }) : "",
  ].filter(Boolean);
  if (guests.length > 0) parts.push(guests.join(", "));
  return parts.join(" · ");
}

/** A moment (a hold's end) on the property's clock with its zone named, the same on the server and in the browser. */
export function formatMoment(moment: Date | string, locale: string, timeZone: string): string {
  return formatZonedMoment(new Date(moment), locale, timeZone, "medium");
}

/** Until when a request holds its dates, in words; null for any other stay. */
export function holdNote(
  stay: { status: StayStatus; holdExpiresAt: Date | string | null },
  t: TFunction,
  locale: string,
  timeZone: string,
): string | null {
  if (stay.status !== "request" || !stay.holdExpiresAt) return null;
  return t("dashboard.bookingCalendar.stay.holdUntil", { time: formatMoment(stay.holdExpiresAt, locale, timeZone) });
}

/** The status word, as a badge shows it. */
export function statusWord(
  stay: { status: StayStatus; kind: StayKind; holdFor?: "decision" | "payment" },
  t: TFunction,
): string {
  const { status } = stay;
  // A booking held for its first payment is no request for the owner to answer.
  if (status === "request" && stay.holdFor === "payment")
    return t("dashboard.bookingCalendar.statuses.awaitingPayment");
  // The owner's own block is in force, not "confirmed" like a guest's booking.
  if (status === "confirmed" && stay.kind === "block") return t("dashboard.bookingCalendar.statuses.blocked");
  return t(`dashboard.bookingCalendar.statuses.${status}`);
}
