import type { Lang } from "../i18n/languages.ts";
import type { CalendarTemplateData, CalendarTemplateKey } from "./calendar-template-keys.ts";
import { channelText, conflictsText, feedProblemText } from "./calendar-values.ts";
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
  const { unit, feedName, lastSuccess } = sampleWords(lang).calendar;
  const place = { name, channel: channelText("airbnb", lang), url: CALENDAR_SAMPLE_URLS[key], unit, feedName };
  const conflict = {
    checkIn: "2026-07-10",
    checkOut: "2026-07-17",
    ours: { kind: "booking", status: "confirmed", reference: "VV-7K3P9Q" },
  };
  const data: CalendarTemplateData = {
    "calendar-feed-unhealthy": { ...place, problem: feedProblemText("error_body", lang), lastSuccess },
    "calendar-conflict": { ...place, conflicts: conflictsText([conflict], lang) },
  };
  return data[key];
}
