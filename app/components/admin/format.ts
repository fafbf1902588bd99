import { type Lang, LOCALES } from "../../../modules/i18n/languages.ts";

/** Admins work in Amsterdam time whatever the server's zone, so server and browser render alike. */
const TIME_ZONE = "Europe/Amsterdam";

export function formatDateTime(value: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(new Date(value));
}

export function formatDate(value: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeZone: TIME_ZONE }).format(new Date(value));
}

/** A calendar day stored as "YYYY-MM-DD", shown in the admin's language without shifting it. */
export function formatDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A calendar day stored as "YYYY-MM-DD" in the short form lists use ("28 Nov 2026"), without shifting it. */
export function formatShortDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
