import type { SiteLang } from "../i18n/site-languages.ts";

/**
 * The words a template the owner adds starts with, in every site language: a short, friendly
 * note about the stay, so a rule is never pointed at an empty message before the owner has
 * written their own.
 */
export const NEW_TEMPLATE_WORDS: Record<SiteLang, { subject: string; body: string }> = {
  nl: {
    subject: "Je verblijf in {{ unit.name }} ({{ stay.reference }})",
    body: `Hoi {{ guest.first_name }},

Een kort bericht over je verblijf in {{ unit.name }}, van {{ stay.check_in }} tot {{ stay.check_out }}.

Alles over je boeking vind je op je boekingspagina: {{ stay.link }}

Hartelijke groet,
{{ owner.name }}`,
  },
  en: {
    subject: "Your stay at {{ unit.name }} ({{ stay.reference }})",
    body: `Hi {{ guest.first_name }},

A short note about your stay at {{ unit.name }}, from {{ stay.check_in }} to {{ stay.check_out }}.

Everything about your booking is on your booking page: {{ stay.link }}

Kind regards,
{{ owner.name }}`,
  },
  de: {
    subject: "Ihr Aufenthalt in {{ unit.name }} ({{ stay.reference }})",
    body: `Hallo {{ guest.first_name }},

eine kurze Nachricht zu Ihrem Aufenthalt in {{ unit.name }} vom {{ stay.check_in }} bis zum {{ stay.check_out }}.

Alles zu Ihrer Buchung finden Sie auf Ihrer Buchungsseite: {{ stay.link }}

Herzliche Grüße
{{ owner.name }}`,
  },
  pl: {
    subject: "Twój pobyt w {{ unit.name }} ({{ stay.reference }})",
    body: `Cześć {{ guest.first_name }},

krótka wiadomość w sprawie Twojego pobytu w {{ unit.name }} od {{ stay.check_in }} do {{ stay.check_out }}.

Wszystko o rezerwacji znajdziesz na swojej stronie rezerwacji: {{ stay.link }}

Serdecznie pozdrawiam
{{ owner.name }}`,
  },
};
