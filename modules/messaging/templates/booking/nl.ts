import type { BookingTemplateKey } from "../../booking-template-keys.ts";
import {
  type BookingLanguage,
  linesHtml,
  type OwnerLabels,
  ownerNoteHtml,
  ownerNoteText,
  ownerStayHtml,
  ownerStayText,
  type StayLabels,
  stayHtml,
  stayText,
} from "./parts.ts";

const stay: StayLabels = {
  reference: "Boekingsnummer",
  unit: "Accommodatie",
  checkIn: "Aankomst",
  checkOut: "Vertrek",
  guests: "Gasten",
};
const owner: OwnerLabels = {
  ...stay,
  guest: "Gast",
  email: "E-mailadres",
  phone: "Telefoon",
  total: "Totaal",
  language: "Taal",
};

const signOff = "<p>Met vriendelijke groet,<br>{{ siteName }}</p>";
const textSignOff = "Met vriendelijke groet,\n{{ siteName }}";
const note = "De eigenaar schrijft:";

export const nlBooking: BookingLanguage<BookingTemplateKey> = {
  guestReason:
    "Je ontvangt deze e-mail omdat dit adres is opgegeven voor een boeking via de website hieronder, die VayVista voor de eigenaar host.",
  templates: {
    "booking-requested": {
      subject: "Je boekingsaanvraag bij {{ siteName }} ({{ reference }})",
      html: `<h1>Je boekingsaanvraag is aangekomen</h1>
<p>Hallo {{ name }},</p>
<p>Bedankt voor je aanvraag om te verblijven bij {{ siteName }}. De eigenaar accepteert of weigert hem, en je hoort het per e-mail. Tot {{ holdUntil }} houden we deze data voor je vast: niemand anders kan ze boeken.</p>
${stayHtml(stay)}
<h2>Prijs</h2>
${linesHtml("price")}
<p>Dit is nog geen boeking: je betaalt niets zolang de eigenaar je aanvraag niet heeft geaccepteerd.</p>
{{ url | button: "Naar de website" }}
${signOff}`,
      text: `Hallo {{ name }},

Bedankt voor je aanvraag om te verblijven bij {{ siteName }}. De eigenaar accepteert of weigert hem, en je hoort het per e-mail. Tot {{ holdUntil }} houden we deze data voor je vast: niemand anders kan ze boeken.

${stayText(stay)}

Prijs:
{{ price }}

Dit is nog geen boeking: je betaalt niets zolang de eigenaar je aanvraag niet heeft geaccepteerd.

{{ url }}

${textSignOff}`,
    },
    "booking-confirmed": {
      subject: "Je boeking bij {{ siteName }} is bevestigd ({{ reference }})",
      html: `<h1>Je boeking is bevestigd</h1>
<p>Hallo {{ name }},</p>
<p>Goed nieuws: je verblijf bij {{ siteName }} is geboekt. Bewaar deze e-mail: alles wat je nodig hebt staat erin.</p>
${stayHtml(stay)}
<h2>Prijs</h2>
${linesHtml("price")}
<h2>Betalen</h2>
<p>Je betaalt bij aankomst of per bankoverschrijving.</p>
{% if bankIban != blank %}<ul>{% if bankHolder != blank %}<li><strong>Ten name van:</strong> {{ bankHolder }}</li>{% endif %}<li><strong>IBAN:</strong> {{ bankIban }}</li>{% if bankBic != blank %}<li><strong>BIC:</strong> {{ bankBic }}</li>{% endif %}</ul>
<p>Vermeld bij je overschrijving je boekingsnummer {{ reference }}.</p>{% endif %}
{% if houseRules != blank %}<h2>Huisregels</h2>
${linesHtml("houseRules")}{% endif %}
<h2>Annuleringsvoorwaarden</h2>
<p>{{ cancellationPolicy }}</p>
<p>Vragen over je verblijf? Je bereikt de eigenaar via de website.</p>
{{ url | button: "Naar de website" }}
<p>We kijken ernaar uit je te verwelkomen!<br>{{ siteName }}</p>`,
      text: `Hallo {{ name }},

Goed nieuws: je verblijf bij {{ siteName }} is geboekt. Bewaar deze e-mail: alles wat je nodig hebt staat erin.

${stayText(stay)}

Prijs:
{{ price }}

Betalen:
Je betaalt bij aankomst of per bankoverschrijving.{% if bankIban != blank %}{% if bankHolder != blank %}
Ten name van: {{ bankHolder }}{% endif %}
IBAN: {{ bankIban }}{% if bankBic != blank %}
BIC: {{ bankBic }}{% endif %}
Vermeld bij je overschrijving je boekingsnummer {{ reference }}.{% endif %}
{% if houseRules != blank %}
Huisregels:
{{ houseRules }}
{% endif %}
Annuleringsvoorwaarden:
{{ cancellationPolicy }}

Vragen over je verblijf? Je bereikt de eigenaar via de website.

{{ url }}

We kijken ernaar uit je te verwelkomen!
{{ siteName }}`,
    },
    "booking-declined": {
      subject: "Je boekingsaanvraag bij {{ siteName }} kon niet worden geaccepteerd",
      html: `<h1>Je aanvraag kon niet worden geaccepteerd</h1>
<p>Hallo {{ name }},</p>
<p>Helaas kan de eigenaar van {{ siteName }} je boekingsaanvraag niet accepteren. De data worden niet langer voor je vastgehouden en je betaalt niets.</p>
${stayHtml(stay)}
${ownerNoteHtml(note)}
<p>Misschien passen andere data je ook: op de website zie je wat er nog vrij is.</p>
{{ url | button: "Beschikbare data bekijken" }}
${signOff}`,
      text: `Hallo {{ name }},

Helaas kan de eigenaar van {{ siteName }} je boekingsaanvraag niet accepteren. De data worden niet langer voor je vastgehouden en je betaalt niets.

${stayText(stay)}

${ownerNoteText(note)}Misschien passen andere data je ook: op de website zie je wat er nog vrij is.

{{ url }}

${textSignOff}`,
    },
    "booking-expired": {
      subject: "Je boekingsaanvraag bij {{ siteName }} is verlopen",
      html: `<h1>Je aanvraag is verlopen</h1>
<p>Hallo {{ name }},</p>
<p>De eigenaar van {{ siteName }} kon je boekingsaanvraag niet op tijd beantwoorden, daarom is hij verlopen. De data worden niet langer voor je vastgehouden en je betaalt niets.</p>
${stayHtml(stay)}
<p>Wil je nog steeds komen? Kijk op de website of de data nog vrij zijn en boek opnieuw.</p>
{{ url | button: "Beschikbare data bekijken" }}
${signOff}`,
      text: `Hallo {{ name }},

De eigenaar van {{ siteName }} kon je boekingsaanvraag niet op tijd beantwoorden, daarom is hij verlopen. De data worden niet langer voor je vastgehouden en je betaalt niets.

${stayText(stay)}

Wil je nog steeds komen? Kijk op de website of de data nog vrij zijn en boek opnieuw.

{{ url }}

${textSignOff}`,
    },
    "booking-cancelled": {
      subject: "Je boeking bij {{ siteName }} is geannuleerd ({{ reference }})",
      html: `<h1>Je boeking is geannuleerd</h1>
<p>Hallo {{ name }},</p>
<p>Je boeking bij {{ siteName }} is geannuleerd. De data zijn niet langer voor je gereserveerd.</p>
${stayHtml(stay)}
<ul><li><strong>Totaal van de boeking:</strong> {{ total }}</li><li><strong>Terugbetaling:</strong> {{ refund }}</li></ul>
<p>De terugbetaling volgt de annuleringsvoorwaarden van je boeking. Heb je al betaald, dan maakt de eigenaar dit bedrag aan je over; een borg krijg je altijd volledig terug.</p>
${ownerNoteHtml(note)}
{{ url | button: "Naar de website" }}
${signOff}`,
      text: `Hallo {{ name }},

Je boeking bij {{ siteName }} is geannuleerd. De data zijn niet langer voor je gereserveerd.

${stayText(stay)}
Totaal van de boeking: {{ total }}
Terugbetaling: {{ refund }}

De terugbetaling volgt de annuleringsvoorwaarden van je boeking. Heb je al betaald, dan maakt de eigenaar dit bedrag aan je over; een borg krijg je altijd volledig terug.

${ownerNoteText(note)}{{ url }}

${textSignOff}`,
    },
    "booking-changed": {
      subject: "Je boeking bij {{ siteName }} is gewijzigd ({{ reference }})",
      html: `<h1>Je boeking is gewijzigd</h1>
<p>Hallo {{ name }},</p>
<p>De eigenaar van {{ siteName }} heeft je boeking gewijzigd. Zo ziet je verblijf er nu uit:</p>
${stayHtml(stay)}
<h2>Prijs</h2>
${linesHtml("price")}
${ownerNoteHtml(note)}
<p>Klopt er iets niet? Neem dan via de website contact op met de eigenaar.</p>
{{ url | button: "Naar de website" }}
${signOff}`,
      text: `Hallo {{ name }},

De eigenaar van {{ siteName }} heeft je boeking gewijzigd. Zo ziet je verblijf er nu uit:

${stayText(stay)}

Prijs:
{{ price }}

${ownerNoteText(note)}Klopt er iets niet? Neem dan via de website contact op met de eigenaar.

{{ url }}

${textSignOff}`,
    },
    "booking-received": {
      subject: "Nieuwe boeking bij {{ siteName }}: {{ guestName }}, {{ checkIn }}",
      html: `<h1>Je hebt een nieuwe boeking</h1>
<p>Hallo {{ name }},</p>
<p>{{ guestName }} heeft een verblijf bij {{ siteName }} geboekt. De data zijn nu geblokkeerd in je boekingskalender en in je kalenderfeeds.</p>
${ownerStayHtml(owner)}
<p>De gast heeft een bevestiging gekregen met de prijs, hoe te betalen, de huisregels en de annuleringsvoorwaarden.</p>
{{ url | button: "Boeking bekijken" }}`,
      text: `Hallo {{ name }},

{{ guestName }} heeft een verblijf bij {{ siteName }} geboekt. De data zijn nu geblokkeerd in je boekingskalender en in je kalenderfeeds.

${ownerStayText(owner)}

De gast heeft een bevestiging gekregen met de prijs, hoe te betalen, de huisregels en de annuleringsvoorwaarden.

Boeking bekijken: {{ url }}`,
    },
    "booking-request-received": {
      subject: "Boekingsaanvraag bij {{ siteName }}: antwoord vóór {{ holdUntil }}",
      html: `<h1>Nieuwe boekingsaanvraag</h1>
<p>Hallo {{ name }},</p>
<p>{{ guestName }} wil graag verblijven bij {{ siteName }}. Accepteer of weiger de aanvraag vóór {{ holdUntil }}. Tot dan worden de data voor deze gast vastgehouden; zonder antwoord verloopt de aanvraag en komen de data weer vrij.</p>
${ownerStayHtml(owner)}
{{ url | button: "Accepteren of weigeren" }}`,
      text: `Hallo {{ name }},

{{ guestName }} wil graag verblijven bij {{ siteName }}. Accepteer of weiger de aanvraag vóór {{ holdUntil }}. Tot dan worden de data voor deze gast vastgehouden; zonder antwoord verloopt de aanvraag en komen de data weer vrij.

${ownerStayText(owner)}

Accepteren of weigeren: {{ url }}`,
    },
  },
};
