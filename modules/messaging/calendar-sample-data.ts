import type { Lang } from "../i18n/languages.ts";
import type { CalendarTemplateData, CalendarTemplateKey } from "./calendar-template-keys.ts";
import { sampleWords } from "./templates/default-templates.ts";

/** Where the calendar emails' buttons lead in the admin's previews. */
export const CALENDAR_SAMPLE_URLS: Record<CalendarTemplateKey, string> = {
  "calendar-feed-unhealthy": "https://vayvista.nl/dashboard/booking-calendar/feeds",
  "calendar-conflict": "https://vayvista.nl/dashboard/booking-calendar/feeds",
};

/** Sample values of a calendar email for the admin's preview, in its language. */
export function calendarSampleData<K extends CalendarTemplateKey>(
  key: K,
  lang: Lang,
  name: string,
): CalendarTemplateData[K] {
  const { unit, feedName, ...details } = sampleWords(lang).calendar;
  const place = { name, channel: "Airbnb", url: CALENDAR_SAMPLE_URLS[key], unit, feedName };
  const data: CalendarTemplateData = {
    "calendar-feed-unhealthy": { ...place, problem: details.problem, lastSuccess: details.lastSuccess },
    "calendar-conflict": { ...place, conflicts: details.conflicts },
  };
  return data[key];
}
