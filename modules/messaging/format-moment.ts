import { SITE_LOCALES } from "../i18n/site-languages.ts";
import type { EmailLang, Moment } from "./template-keys.ts";

/** A moment as owners read it, e.g. "12 maart 2026 om 14:05", in Central European time (nl and pl alike). */
export function formatMoment(moment: Moment, lang: EmailLang): string {
  if (typeof moment === "string") return moment;
  return new Intl.DateTimeFormat(SITE_LOCALES[lang], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(moment);
}
