/**
 * A date and time in the owner's language, in Dutch time: fixed, so the server's render
 * and the browser's hydration print the same text.
 */
export function formatDateTime(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(new Date(date));
}

/** A day written out (29 December 2026) in the owner's language, on the Dutch calendar. */
export function formatDay(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(new Date(date));
}
