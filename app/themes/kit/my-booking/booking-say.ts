import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import type { StayDate } from "../../../../modules/dates/stay-date.ts";
import { formatZonedMoment } from "../../../../modules/dates/zoned-moment.ts";
import { SITE_LOCALES, type SiteLang } from "../../../../modules/i18n/site-languages.ts";
import type { GuestBookingView } from "../../../../modules/payments/guest-booking.ts";
import { formatMoney } from "../booking/words.ts";

/** How a guest's booking page writes its amounts, days and moments: the site's currency, the property's calendar. */
export type BookingSay = {
  locale: string;
  /** "€ 580", "2450 zł". */
  money: (cents: number) => string;
  /** A day of the stay's calendar ("1 July 2026"), or the day a moment fell on at the property ("12 June 2026"). */
  day: (dateOrMoment: string) => string;
  /** A moment on the property's clock with its zone named: "Saturday 4 July 2026 at 14:05 (Central European Time)". */
  moment: (iso: string) => string;
};

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function bookingSay(view: Pick<GuestBookingView, "currency" | "timeZone">, lang: SiteLang): BookingSay {
  const locale = SITE_LOCALES[lang];
  const dayAt = new Intl.DateTimeFormat(locale, { ...DAY, timeZone: view.timeZone });
  return {
    locale,
    money: (cents) => formatMoney(cents, locale, view.currency),
    day: (value) =>
      DATE_ONLY.test(value) ? formatStayDate(value as StayDate, locale, DAY) : dayAt.format(new Date(value)),
    moment: (iso) => formatZonedMoment(new Date(iso), locale, view.timeZone),
  };
}
