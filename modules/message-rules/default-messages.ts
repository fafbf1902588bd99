import type { SiteLang } from "../i18n/site-languages.ts";
import type { RuleDraft } from "./default-rules.ts";

type MessageText = { name: string; subject: string; body: string };
type DefaultKey = NonNullable<RuleDraft["key"]>;

/**
 * The words of the messages every owner starts with, in the four site languages (issue 19
 * §2): written as a host would write them, so a new site's guests hear something good before
 * the owner has touched them. Bodies are plain text with blank lines between paragraphs;
 * values are escaped when the message is rendered.
 */
export const DEFAULT_MESSAGES: Record<DefaultKey, Record<SiteLang, MessageText>> = {
  confirmation: {
    nl: {
      name: "Bevestiging",
      subject: "Je verblijf in {{ unit.name }} is bevestigd ({{ stay.reference }})",
      body: `Hoi {{ guest.first_name }},

Wat leuk dat je komt! Je verblijf in {{ unit.name }} is bevestigd: van {{ stay.check_in }} tot {{ stay.check_out }}, {{ stay.nights }}, met {{ stay.guests }}.

Je boekingsnummer is {{ stay.reference }}. Op je eigen boekingspagina zie je alles nog eens, betaal je wat nog openstaat en kun je zo nodig annuleren: {{ stay.link }}

Wat je betaalt:
{{ stay.price }}

{{ stay.payment }}

Annuleringsvoorwaarden: {{ stay.cancellation_policy }}

Inchecken kan vanaf {{ unit.check_in_from }}. Een paar dagen voor je aankomst sturen we je de route en alles wat je nodig hebt om binnen te komen.

Tot gauw,
{{ owner.name }}`,
    },
    en: {
      name: "Confirmation",
      subject: "Your stay at {{ unit.name }} is confirmed ({{ stay.reference }})",
      body: `Hi {{ guest.first_name }},

We are delighted you are coming! Your stay at {{ unit.name }} is confirmed: from {{ stay.check_in }} to {{ stay.check_out }}, {{ stay.nights }}, for {{ stay.guests }}.

Your booking reference is {{ stay.reference }}. Your own booking page has all the details, lets you pay anything still open and cancel if you need to: {{ stay.link }}

What you pay:
{{ stay.price }}

{{ stay.payment }}

Cancellation policy: {{ stay.cancellation_policy }}

Check-in is from {{ unit.check_in_from }}. A few days before you arrive we will send you directions and everything you need to get in.

See you soon,
{{ owner.name }}`,
    },
    de: {
      name: "Bestätigung",
      subject: "Ihr Aufenthalt in {{ unit.name }} ist bestätigt ({{ stay.reference }})",
      body: `Hallo {{ guest.first_name }},

schön, dass Sie kommen! Ihr Aufenthalt in {{ unit.name }} ist bestätigt: vom {{ stay.check_in }} bis zum {{ stay.check_out }}, {{ stay.nights }}, für {{ stay.guests }}.

Ihre Buchungsnummer ist {{ stay.reference }}. Auf Ihrer eigenen Buchungsseite finden Sie alle Angaben, können noch Offenes bezahlen und bei Bedarf stornieren: {{ stay.link }}

Ihr Preis:
{{ stay.price }}

{{ stay.payment }}

Stornobedingungen: {{ stay.cancellation_policy }}

Check-in ist ab {{ unit.check_in_from }}. Ein paar Tage vor Ihrer Anreise schicken wir Ihnen die Wegbeschreibung und alles, was Sie zum Hineinkommen brauchen.

Bis bald,
{{ owner.name }}`,
    },
    pl: {
      name: "Potwierdzenie",
      subject: "Twój pobyt w {{ unit.name }} jest potwierdzony ({{ stay.reference }})",
      body: `Cześć {{ guest.first_name }},

bardzo się cieszymy, że przyjeżdżasz! Twój pobyt w {{ unit.name }} jest potwierdzony: od {{ stay.check_in }} do {{ stay.check_out }}, {{ stay.nights }}, dla {{ stay.guests }}.

Numer rezerwacji to {{ stay.reference }}. Na Twojej stronie rezerwacji znajdziesz wszystkie szczegóły, zapłacisz to, co jeszcze pozostało, i w razie potrzeby anulujesz pobyt: {{ stay.link }}

Co płacisz:
{{ stay.price }}

{{ stay.payment }}

Warunki anulowania: {{ stay.cancellation_policy }}

Zameldowanie jest możliwe od {{ unit.check_in_from }}. Kilka dni przed przyjazdem wyślemy Ci opis dojazdu i wszystko, czego potrzebujesz, żeby wejść do środka.

Do zobaczenia,
{{ owner.name }}`,
    },
  },
  arrival_info: {
    nl: {
      name: "Aankomstinformatie",
      subject: "Over drie dagen in {{ unit.name }}: zo kom je binnen",
      body: `Hoi {{ guest.first_name }},

Nog even en dan ben je er! Hier vind je alles voor je aankomst op {{ stay.check_in }}.

Adres: {{ site.address }}
{{ site.route }}

Inchecken kan van {{ unit.check_in_from }} tot {{ unit.check_in_until }}, uitchecken tot {{ unit.check_out_until }}.

Zo kom je binnen:
{{ unit.check_in_instructions }}

Heb je onderweg een vraag? Stuur gewoon een antwoord op deze e-mail.

Goede reis,
{{ owner.name }}`,
    },
    en: {
      name: "Arrival information",
      subject: "Three days to go at {{ unit.name }}: how to get in",
      body: `Hi {{ guest.first_name }},

Not long now! Here is everything you need for your arrival on {{ stay.check_in }}.

Address: {{ site.address }}
{{ site.route }}

Check-in is from {{ unit.check_in_from }} to {{ unit.check_in_until }}, check-out by {{ unit.check_out_until }}.

How to get in:
{{ unit.check_in_instructions }}

Any questions on the way? Just reply to this email.

Safe travels,
{{ owner.name }}`,
    },
    de: {
      name: "Anreiseinformationen",
      subject: "In drei Tagen in {{ unit.name }}: so kommen Sie hinein",
      body: `Hallo {{ guest.first_name }},

bald ist es so weit! Hier finden Sie alles für Ihre Anreise am {{ stay.check_in }}.

Adresse: {{ site.address }}
{{ site.route }}

Check-in ist von {{ unit.check_in_from }} bis {{ unit.check_in_until }} möglich, Check-out bis {{ unit.check_out_until }}.

So kommen Sie hinein:
{{ unit.check_in_instructions }}

Haben Sie unterwegs eine Frage? Antworten Sie einfach auf diese E-Mail.

Gute Reise,
{{ owner.name }}`,
    },
    pl: {
      name: "Informacje o przyjeździe",
      subject: "Za trzy dni w {{ unit.name }}: jak wejść do środka",
      body: `Cześć {{ guest.first_name }},

już niedługo! Poniżej wszystko, czego potrzebujesz na przyjazd {{ stay.check_in }}.

Adres: {{ site.address }}
{{ site.route }}

Zameldowanie od {{ unit.check_in_from }} do {{ unit.check_in_until }}, wymeldowanie do {{ unit.check_out_until }}.

Jak wejść do środka:
{{ unit.check_in_instructions }}

Masz pytanie w drodze? Po prostu odpowiedz na tę wiadomość.

Szerokiej drogi,
{{ owner.name }}`,
    },
  },
  review_request: {
    nl: {
      name: "Vraag om een beoordeling",
      subject: "Hoe was je verblijf in {{ unit.name }}?",
      body: `Hoi {{ guest.first_name }},

Bedankt dat je bij ons was! We hopen dat je een fijne tijd hebt gehad in {{ unit.name }}.

Wil je in een paar zinnen vertellen hoe je het vond? Andere gasten hebben er veel aan, en wij horen graag wat we nog beter kunnen doen: {{ site.url }}

Hartelijke groet,
{{ owner.name }}`,
    },
    en: {
      name: "Review request",
      subject: "How was your stay at {{ unit.name }}?",
      body: `Hi {{ guest.first_name }},

Thank you for staying with us! We hope you had a lovely time at {{ unit.name }}.

Would you tell us in a few sentences how it was? It helps other guests a lot, and we would love to hear what we could do even better: {{ site.url }}

Warm regards,
{{ owner.name }}`,
    },
    de: {
      name: "Bitte um eine Bewertung",
      subject: "Wie war Ihr Aufenthalt in {{ unit.name }}?",
      body: `Hallo {{ guest.first_name }},

vielen Dank für Ihren Besuch! Wir hoffen, Sie hatten eine schöne Zeit in {{ unit.name }}.

Erzählen Sie uns in ein paar Sätzen, wie es Ihnen gefallen hat? Anderen Gästen hilft das sehr, und wir erfahren gern, was wir noch besser machen können: {{ site.url }}

Herzliche Grüße,
{{ owner.name }}`,
    },
    pl: {
      name: "Prośba o opinię",
      subject: "Jak minął pobyt w {{ unit.name }}?",
      body: `Cześć {{ guest.first_name }},

dziękujemy za pobyt u nas! Mamy nadzieję, że dobrze wypoczęliście w {{ unit.name }}.

Napiszesz w kilku zdaniach, jak było? To bardzo pomaga innym gościom, a my chętnie dowiemy się, co możemy zrobić jeszcze lepiej: {{ site.url }}

Serdecznie pozdrawiamy,
{{ owner.name }}`,
    },
  },
};
