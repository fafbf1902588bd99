import { dayNumber, type StayDate } from "./stay-date.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A stay date in words for `locale` ("zaterdag 4 juli", "Saturday 4 July"). The date is
 * formatted at noon UTC in the UTC zone, so the day shown is the day meant on any server or
 * browser, whatever its zone.
 */
export function formatStayDate(
  date: StayDate,
  locale: string,
  options: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long" },
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    formats.set(key, format);
  }
  return format.format(new Date(dayNumber(date) * 86_400_000 + 43_200_000));
}
