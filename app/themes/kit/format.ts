import { SITE_LOCALES, type SiteLang } from "../../../modules/i18n/site-languages.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";

/** "juli 2025" from "2025-07-01". */
export function monthYear(isoDate: string, t: ThemeStrings): string {
  const [year, month] = isoDate.split("-");
  return `${t.months[Number(month) - 1] ?? ""} ${year}`;
}

/** A date written out in the page's language (the date of a post). */
export function longDate(iso: string, lang: SiteLang): string {
  return new Intl.DateTimeFormat(SITE_LOCALES[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/** "4,8" / "4.8": a rating average in the page's language. */
export function ratingNumber(value: number, lang: SiteLang): string {
  return value.toLocaleString(SITE_LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "4,5" / "4.5" / "4": a count of stars, a half where there is one, in the page's language. */
export function starsNumber(value: number, lang: SiteLang): string {
  return value.toLocaleString(SITE_LOCALES[lang], { maximumFractionDigits: 1 });
}

/** "{name}"-style placeholders filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A WhatsApp chat link for a phone number in international form. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** The contact page, with a unit chosen in the form where given. */
export function contactPath(site: SiteView, unitSlug?: string): string {
  return unitSlug ? `${site.paths.contact}?unit=${encodeURIComponent(unitSlug)}` : site.paths.contact;
}

/** Paragraphs of plain owner text, split where the owner left an empty line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
