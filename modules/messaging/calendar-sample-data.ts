import type { Lang } from "../i18n/languages.ts";
import type { CalendarTemplateData, CalendarTemplateKey } from "./calendar-template-keys.ts";

/** Where the calendar emails' buttons lead in the admin's previews. */
export const CALENDAR_SAMPLE_URLS: Record<CalendarTemplateKey, string> = {
  "calendar-feed-unhealthy": "https://vayvista.nl/dashboard/booking-calendar/feeds",
  "calendar-conflict": "https://vayvista.nl/dashboard/booking-calendar/feeds",
};

const PLACE: Record<Lang, { unit: string; feedName: string }> = {
  nl: { unit: "Het Duinhuis", feedName: "Airbnb Duinhuis" },
  en: { unit: "The Dune House", feedName: "Airbnb Dune House" },
  pl: { unit: "Dom w wydmach", feedName: "Airbnb Dom w wydmach" },
};

const DETAILS: Record<Lang, { problem: string; lastSuccess: string; conflicts: string }> = {
  nl: {
    problem: "Het kanaal stuurde een foutmelding in plaats van de agenda.",
    lastSuccess: "12 maart 2026 om 14:05",
    conflicts: "vrijdag 10 juli 2026 – vrijdag 17 juli 2026: boeking VV-7K3P9Q",
  },
  en: {
    problem: "The channel sent an error message instead of the calendar.",
    lastSuccess: "12 March 2026 at 14:05",
    conflicts: "Friday, 10 July 2026 – Friday, 17 July 2026: booking VV-7K3P9Q",
  },
  pl: {
    problem: "Kanał przysłał komunikat o błędzie zamiast kalendarza.",
    lastSuccess: "12 marca 2026 o 14:05",
    conflicts: "piątek, 10 lipca 2026 – piątek, 17 lipca 2026: rezerwacja VV-7K3P9Q",
  },
};

/** Sample values of a calendar email for the admin's preview, in its language. */
export function calendarSampleData<K extends CalendarTemplateKey>(
  key: K,
  lang: Lang,
  name: string,
): CalendarTemplateData[K] {
  const place = { name, channel: "Airbnb", url: CALENDAR_SAMPLE_URLS[key], ...PLACE[lang] };
  const details = DETAILS[lang];
  const data: CalendarTemplateData = {
    "calendar-feed-unhealthy": { ...place, problem: details.problem, lastSuccess: details.lastSuccess },
    "calendar-conflict": { ...place, conflicts: details.conflicts },
  };
  return data[key];
}
