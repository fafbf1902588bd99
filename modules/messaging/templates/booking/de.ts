import type { BookingGuestTemplateKey } from "../../booking-template-keys.ts";
import {
  type BookingLanguage,
  linesHtml,
  ownerNoteHtml,
  ownerNoteText,
  type StayLabels,
  stayHtml,
  stayText,
} from "./parts.ts";

/** German, for guests only (owners read the platform's languages); formal, as German hosts write. */
const stay: StayLabels = {
  reference: "Buchungsnummer",
  unit: "Unterkunft",
  checkIn: "Anreise",
  checkOut: "Abreise",
  guests: "Gäste",
};

const signOff = "<p>Mit freundlichen Grüßen<br>{{ siteName }}</p>";
const textSignOff = "Mit freundlichen Grüßen\n{{ siteName }}";
const note = "Der Gastgeber schreibt:";

export const deBooking: BookingLanguage<BookingGuestTemplateKey> = {
  guestReason:
    "Sie erhalten diese E-Mail, weil diese Adresse für eine Buchung über die unten genannte Website angegeben wurde, die VayVista für den Gastgeber betreibt.",
  templates: {
    "booking-requested": {
      subject: "Ihre Buchungsanfrage bei {{ siteName }} ({{ reference }})",
      html: `<h1>Ihre Buchungsanfrage ist angekommen</h1>
<p>Hallo {{ name }},</p>
<p>vielen Dank für Ihre Anfrage für einen Aufenthalt bei {{ siteName }}. Der Gastgeber nimmt sie an oder lehnt sie ab; Sie erhalten Nachricht per E-Mail. Bis {{ holdUntil }} halten wir diese Daten für Sie frei: Niemand sonst kann sie buchen.</p>
${stayHtml(stay)}
<h2>Preis</h2>
${linesHtml("price")}
<p>Dies ist noch keine Buchung: Sie zahlen nichts, solange der Gastgeber Ihre Anfrage nicht angenommen hat.</p>
{{ url | button: "Zur Website" }}
${signOff}`,
      text: `Hallo {{ name }},

vielen Dank für Ihre Anfrage für einen Aufenthalt bei {{ siteName }}. Der Gastgeber nimmt sie an oder lehnt sie ab; Sie erhalten Nachricht per E-Mail. Bis {{ holdUntil }} halten wir diese Daten für Sie frei: Niemand sonst kann sie buchen.

${stayText(stay)}

Preis:
{{ price }}

Dies ist noch keine Buchung: Sie zahlen nichts, solange der Gastgeber Ihre Anfrage nicht angenommen hat.

{{ url }}

${textSignOff}`,
    },
    "booking-confirmed": {
      subject: "Ihre Buchung bei {{ siteName }} ist bestätigt ({{ reference }})",
      html: `<h1>Ihre Buchung ist bestätigt</h1>
<p>Hallo {{ name }},</p>
<p>gute Nachrichten: Ihr Aufenthalt bei {{ siteName }} ist gebucht. Bitte bewahren Sie diese E-Mail auf, sie enthält alles, was Sie brauchen.</p>
${stayHtml(stay)}
<h2>Preis</h2>
${linesHtml("price")}
<h2>Bezahlung</h2>
<p>Sie zahlen bei Anreise oder per Banküberweisung.</p>
{% if bankIban != blank %}<ul>{% if bankHolder != blank %}<li><strong>Kontoinhaber:</strong> {{ bankHolder }}</li>{% endif %}<li><strong>IBAN:</strong> {{ bankIban }}</li>{% if bankBic != blank %}<li><strong>BIC:</strong> {{ bankBic }}</li>{% endif %}</ul>
<p>Bitte geben Sie bei der Überweisung Ihre Buchungsnummer {{ reference }} an.</p>{% endif %}
{% if houseRules != blank %}<h2>Hausregeln</h2>
${linesHtml("houseRules")}{% endif %}
<h2>Stornierungsbedingungen</h2>
<p>{{ cancellationPolicy }}</p>
<p>Fragen zu Ihrem Aufenthalt? Sie erreichen den Gastgeber über die Website.</p>
{{ url | button: "Zur Website" }}
<p>Wir freuen uns auf Ihren Besuch!<br>{{ siteName }}</p>`,
      text: `Hallo {{ name }},

gute Nachrichten: Ihr Aufenthalt bei {{ siteName }} ist gebucht. Bitte bewahren Sie diese E-Mail auf, sie enthält alles, was Sie brauchen.

${stayText(stay)}

Preis:
{{ price }}

Bezahlung:
Sie zahlen bei Anreise oder per Banküberweisung.{% if bankIban != blank %}{% if bankHolder != blank %}
Kontoinhaber: {{ bankHolder }}{% endif %}
IBAN: {{ bankIban }}{% if bankBic != blank %}
BIC: {{ bankBic }}{% endif %}
Bitte geben Sie bei der Überweisung Ihre Buchungsnummer {{ reference }} an.{% endif %}
{% if houseRules != blank %}
Hausregeln:
{{ houseRules }}
{% endif %}
Stornierungsbedingungen:
{{ cancellationPolicy }}

Fragen zu Ihrem Aufenthalt? Sie erreichen den Gastgeber über die Website.

{{ url }}

Wir freuen uns auf Ihren Besuch!
{{ siteName }}`,
    },
    "booking-declined": {
      subject: "Ihre Buchungsanfrage bei {{ siteName }} konnte nicht angenommen werden",
      html: `<h1>Ihre Anfrage konnte nicht angenommen werden</h1>
<p>Hallo {{ name }},</p>
<p>leider kann der Gastgeber von {{ siteName }} Ihre Buchungsanfrage nicht annehmen. Die Daten werden nicht mehr für Sie freigehalten, und Sie zahlen nichts.</p>
${stayHtml(stay)}
${ownerNoteHtml(note)}
<p>Vielleicht passen Ihnen andere Daten: Auf der Website sehen Sie, was noch frei ist.</p>
{{ url | button: "Freie Termine ansehen" }}
${signOff}`,
      text: `Hallo {{ name }},

leider kann der Gastgeber von {{ siteName }} Ihre Buchungsanfrage nicht annehmen. Die Daten werden nicht mehr für Sie freigehalten, und Sie zahlen nichts.

${stayText(stay)}

${ownerNoteText(note)}Vielleicht passen Ihnen andere Daten: Auf der Website sehen Sie, was noch frei ist.

{{ url }}

${textSignOff}`,
    },
    "booking-expired": {
      subject: "Ihre Buchungsanfrage bei {{ siteName }} ist abgelaufen",
      html: `<h1>Ihre Anfrage ist abgelaufen</h1>
<p>Hallo {{ name }},</p>
<p>der Gastgeber von {{ siteName }} konnte Ihre Buchungsanfrage nicht rechtzeitig beantworten, daher ist sie abgelaufen. Die Daten werden nicht mehr für Sie freigehalten, und Sie zahlen nichts.</p>
${stayHtml(stay)}
<p>Möchten Sie trotzdem kommen? Sehen Sie auf der Website nach, ob die Daten noch frei sind, und buchen Sie erneut.</p>
{{ url | button: "Freie Termine ansehen" }}
${signOff}`,
      text: `Hallo {{ name }},

der Gastgeber von {{ siteName }} konnte Ihre Buchungsanfrage nicht rechtzeitig beantworten, daher ist sie abgelaufen. Die Daten werden nicht mehr für Sie freigehalten, und Sie zahlen nichts.

${stayText(stay)}

Möchten Sie trotzdem kommen? Sehen Sie auf der Website nach, ob die Daten noch frei sind, und buchen Sie erneut.

{{ url }}

${textSignOff}`,
    },
    "booking-cancelled": {
      subject: "Ihre Buchung bei {{ siteName }} wurde storniert ({{ reference }})",
      html: `<h1>Ihre Buchung wurde storniert</h1>
<p>Hallo {{ name }},</p>
<p>Ihre Buchung bei {{ siteName }} wurde storniert. Die Daten sind nicht mehr für Sie reserviert.</p>
${stayHtml(stay)}
<ul><li><strong>Gesamtbetrag der Buchung:</strong> {{ total }}</li><li><strong>Erstattung:</strong> {{ refund }}</li></ul>
<p>Die Erstattung richtet sich nach den Stornierungsbedingungen Ihrer Buchung. Haben Sie schon bezahlt, überweist der Gastgeber Ihnen diesen Betrag zurück; eine Kaution erhalten Sie immer vollständig zurück.</p>
${ownerNoteHtml(note)}
{{ url | button: "Zur Website" }}
${signOff}`,
      text: `Hallo {{ name }},

Ihre Buchung bei {{ siteName }} wurde storniert. Die Daten sind nicht mehr für Sie reserviert.

${stayText(stay)}
Gesamtbetrag der Buchung: {{ total }}
Erstattung: {{ refund }}

Die Erstattung richtet sich nach den Stornierungsbedingungen Ihrer Buchung. Haben Sie schon bezahlt, überweist der Gastgeber Ihnen diesen Betrag zurück; eine Kaution erhalten Sie immer vollständig zurück.

${ownerNoteText(note)}{{ url }}

${textSignOff}`,
    },
    "booking-changed": {
      subject: "Ihre Buchung bei {{ siteName }} wurde geändert ({{ reference }})",
      html: `<h1>Ihre Buchung wurde geändert</h1>
<p>Hallo {{ name }},</p>
<p>der Gastgeber von {{ siteName }} hat Ihre Buchung geändert. So sieht Ihr Aufenthalt jetzt aus:</p>
${stayHtml(stay)}
<h2>Preis</h2>
${linesHtml("price")}
${ownerNoteHtml(note)}
<p>Stimmt etwas nicht? Bitte wenden Sie sich über die Website an den Gastgeber.</p>
{{ url | button: "Zur Website" }}
${signOff}`,
      text: `Hallo {{ name }},

der Gastgeber von {{ siteName }} hat Ihre Buchung geändert. So sieht Ihr Aufenthalt jetzt aus:

${stayText(stay)}

Preis:
{{ price }}

${ownerNoteText(note)}Stimmt etwas nicht? Bitte wenden Sie sich über die Website an den Gastgeber.

{{ url }}

${textSignOff}`,
    },
  },
};
