import { formatZonedMoment } from "../../../../modules/dates/zoned-moment.ts";

/** A moment on the property's clock, written out in the owner's language ("vrijdag 10 juli 2026 om 10:00 (…)"). */
export function emailMoment(at: Date | string, locale: string, timeZone: string): string {
  return formatZonedMoment(new Date(at), locale, timeZone, "medium");
}
