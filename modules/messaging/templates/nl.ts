import { nlAccountData } from "./account-data/nl.ts";
import { nlBooking } from "./booking/nl.ts";
import { nlCalendar } from "./calendar/nl.ts";
import { nlGuestMessages } from "./guest-messages/nl.ts";
import { nlOwnerSeries } from "./owner-series/nl.ts";
import { nlPayment } from "./payment/nl.ts";
import { quoteHtml } from "./quote.ts";
import { nlSamples } from "./samples/nl.ts";
import { nlSubscription } from "./subscription/nl.ts";
import type { LanguageTemplates } from "./types.ts";
import { nlValues } from "./values/nl.ts";

const signOff = "<p>Hartelijke groet,<br>Het VayVista-team</p>";
const textSignOff = "Hartelijke groet,\nHet VayVista-team";

export const nl: LanguageTemplates = {
  layout: {
    tagline: "VayVista — je eigen boekingswebsite, zonder commissie.",
    reason: "Je ontvangt deze e-mail omdat je een account hebt bij VayVista.",
    visitorReason: "Je ontvangt deze e-mail omdat dit adres is ingevuld in een formulier op de website van VayVista.",
    guestReason:
      "Je ontvangt deze e-mail omdat dit adres is ingevuld in het contactformulier van de website hieronder, die VayVista voor de eigenaar host.",
  },
  testEmail: {
    subject: "Testbericht van VayVista",
    body: "Dit is een testbericht. Komt het aan, dan werken de SMTP-instellingen van VayVista.",
  },
  templates: {
    welcome: {
      subject: "Welkom bij VayVista, {{ name }}!",
      html: `<h1>Welkom bij VayVista!</h1>
<p>Hoi {{ name }},</p>
<p>Fijn dat je er bent. Met VayVista krijgt je vakantiehuis een eigen boekingswebsite: gasten boeken en betalen rechtstreeks bij jou, zonder commissie.</p>
<p>In je account vul je stap voor stap de gegevens van je huis in: foto's, beschrijving, prijzen en beschikbaarheid. Wij doen de rest en laten je weten zodra je website live staat.</p>
{{ url | button: "Naar mijn account" }}
<p>Heb je vragen? Stuur ons gerust een bericht, we helpen je graag.</p>
${signOff}`,
      text: `Hoi {{ name }},

Welkom bij VayVista! Fijn dat je er bent. Met VayVista krijgt je vakantiehuis een eigen boekingswebsite: gasten boeken en betalen rechtstreeks bij jou, zonder commissie.

In je account vul je stap voor stap de gegevens van je huis in: foto's, beschrijving, prijzen en beschikbaarheid. Wij doen de rest en laten je weten zodra je website live staat.

Naar je account: {{ url }}

Heb je vragen? Stuur ons gerust een bericht, we helpen je graag.

${textSignOff}`,
    },
    "verify-email": {
      subject: "Bevestig je e-mailadres",
      html: `<h1>Bevestig je e-mailadres</h1>
<p>Hoi {{ name }},</p>
<p>Bevestig je e-mailadres met de knop hieronder. Zo weten we zeker dat berichten over je account en je boekingen bij jou aankomen.</p>
{{ url | button: "E-mailadres bevestigen" }}
<p>Werkt de knop niet? Kopieer dan deze link in je browser:<br>{{ url | link }}</p>
<p>De link werkt een beperkte tijd. Heb je geen account aangemaakt bij VayVista? Dan kun je deze e-mail negeren.</p>
${signOff}`,
      text: `Hoi {{ name }},

Bevestig je e-mailadres via de link hieronder. Zo weten we zeker dat berichten over je account en je boekingen bij jou aankomen.

{{ url }}

De link werkt een beperkte tijd. Heb je geen account aangemaakt bij VayVista? Dan kun je deze e-mail negeren.

${textSignOff}`,
    },
    "password-reset": {
      subject: "Nieuw wachtwoord instellen",
      html: `<h1>Nieuw wachtwoord instellen</h1>
<p>Hoi {{ name }},</p>
<p>We kregen een verzoek om het wachtwoord van je VayVista-account opnieuw in te stellen. Kies een nieuw wachtwoord met de knop hieronder.</p>
{{ url | button: "Nieuw wachtwoord kiezen" }}
<p>De link werkt een beperkte tijd en één keer. Werkt de knop niet? Kopieer dan deze link in je browser:<br>{{ url | link }}</p>
<p>Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren: je huidige wachtwoord blijft gewoon werken.</p>
${signOff}`,
      text: `Hoi {{ name }},

We kregen een verzoek om het wachtwoord van je VayVista-account opnieuw in te stellen. Kies een nieuw wachtwoord via deze link:

{{ url }}

De link werkt een beperkte tijd en één keer. Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren: je huidige wachtwoord blijft gewoon werken.

${textSignOff}`,
    },
    "password-changed": {
      subject: "Je wachtwoord is gewijzigd",
      html: `<h1>Je wachtwoord is gewijzigd</h1>
<p>Hoi {{ name }},</p>
<p>Het wachtwoord van je VayVista-account is gewijzigd op {{ time }}.</p>
<p>Was jij dit? Dan hoef je niets te doen.</p>
<p>Was jij dit niet? Stel dan meteen een nieuw wachtwoord in en laat het ons weten, zodat we je account samen kunnen beveiligen.</p>
{{ url | button: "Nieuw wachtwoord instellen" }}
${signOff}`,
      text: `Hoi {{ name }},

Het wachtwoord van je VayVista-account is gewijzigd op {{ time }}.

Was jij dit? Dan hoef je niets te doen.

Was jij dit niet? Stel dan meteen een nieuw wachtwoord in en laat het ons weten, zodat we je account samen kunnen beveiligen:

{{ url }}

${textSignOff}`,
    },
    "new-sign-in": {
      subject: "Nieuwe aanmelding op je VayVista-account",
      html: `<h1>Nieuwe aanmelding op je account</h1>
<p>Hoi {{ name }},</p>
<p>Er is zojuist aangemeld op je VayVista-account:</p>
<p><strong>Apparaat:</strong> {{ device }}<br><strong>IP-adres:</strong> {{ ip }}<br><strong>Tijdstip:</strong> {{ time }}</p>
<p>Was jij dit? Dan hoef je niets te doen.</p>
<p>Herken je deze aanmelding niet? Wijzig dan direct je wachtwoord om je account te beveiligen.</p>
{{ url | button: "Mijn account beveiligen" }}
${signOff}`,
      text: `Hoi {{ name }},

Er is zojuist aangemeld op je VayVista-account:

Apparaat: {{ device }}
IP-adres: {{ ip }}
Tijdstip: {{ time }}

Was jij dit? Dan hoef je niets te doen.

Herken je deze aanmelding niet? Wijzig dan direct je wachtwoord om je account te beveiligen:

{{ url }}

${textSignOff}`,
    },
    "site-live": {
      subject: "{{ siteName }} staat online!",
      html: `<h1>Je website staat live!</h1>
<p>Hoi {{ name }},</p>
<p>Goed nieuws: de website van {{ siteName }} is vanaf nu online. Gasten kunnen je huis bekijken, de beschikbaarheid zien en rechtstreeks bij jou boeken, zonder commissie.</p>
{{ url | button: "Bekijk je website" }}
<p>Een paar tips om goed te beginnen:</p>
<ul>
<li>Stuur de link naar gasten die al eens bij je verbleven.</li>
<li>Zet de link in je e-mails, op social media en in je Google-bedrijfsprofiel.</li>
<li>Loop je prijzen en beschikbaarheid na, zodat gasten meteen kunnen boeken.</li>
</ul>
<p>Veel boekingen gewenst!</p>
${signOff}`,
      text: `Hoi {{ name }},

Goed nieuws: de website van {{ siteName }} is vanaf nu online. Gasten kunnen je huis bekijken, de beschikbaarheid zien en rechtstreeks bij jou boeken, zonder commissie.

Bekijk je website: {{ url }}

Een paar tips om goed te beginnen:
- Stuur de link naar gasten die al eens bij je verbleven.
- Zet de link in je e-mails, op social media en in je Google-bedrijfsprofiel.
- Loop je prijzen en beschikbaarheid na, zodat gasten meteen kunnen boeken.

Veel boekingen gewenst!

${textSignOff}`,
    },
    "sending-domain-lapsed": {
      subject: "Gastmails van {{ siteName }} gaan nu via ons adres",
      html: `<h1>Je DKIM-record is niet meer te vinden</h1>
<p>Hoi {{ name }},</p>
<p>De e-mails aan gasten van {{ siteName }} gingen uit vanaf je eigen domein {{ domain }}. Bij onze dagelijkse controle konden we het DKIM-record van dat domein niet meer vinden in de DNS. Mailproviders zouden die e-mails dan als verdacht zien.</p>
<p>Zodat je gasten hun mail blijven ontvangen, versturen we ze nu vanaf ons adres op jouw naam. Antwoorden komen nog steeds bij jou terecht; er gaat niets verloren.</p>
<p>Zet het DKIM-record terug bij je domeinprovider en klik daarna in je instellingen op ‘Records controleren’ om weer vanaf {{ domain }} te versturen.</p>
{{ url | button: "Naar je e-mailinstellingen" }}
${signOff}`,
      text: `Hoi {{ name }},

De e-mails aan gasten van {{ siteName }} gingen uit vanaf je eigen domein {{ domain }}. Bij onze dagelijkse controle konden we het DKIM-record van dat domein niet meer vinden in de DNS. Mailproviders zouden die e-mails dan als verdacht zien.

Zodat je gasten hun mail blijven ontvangen, versturen we ze nu vanaf ons adres op jouw naam. Antwoorden komen nog steeds bij jou terecht; er gaat niets verloren.

Zet het DKIM-record terug bij je domeinprovider en klik daarna in je instellingen op 'Records controleren' om weer vanaf {{ domain }} te versturen.

Naar je e-mailinstellingen: {{ url }}

${textSignOff}`,
    },
    "support-request": {
      subject: "Nieuwe supportvraag: {{ subject }}",
      html: `<h1>Nieuwe supportvraag</h1>
<p>Hoi {{ name }},</p>
<p>{{ ownerName }} heeft een vraag gesteld via het dashboard.</p>
<p><strong>Eigenaar:</strong> {{ ownerName }} ({{ ownerEmail }})<br><strong>Website:</strong> {% if site != blank %}{{ site }}{% else %}nog geen website{% endif %}<br><strong>Onderwerp:</strong> {{ subject }}</p>
${quoteHtml("message")}
{{ url | button: "Vraag beantwoorden" }}
<p>Je antwoord gaat per e-mail naar de eigenaar en staat in het gesprek in het dashboard.</p>`,
      text: `Hoi {{ name }},

{{ ownerName }} heeft een vraag gesteld via het dashboard.

Eigenaar: {{ ownerName }} <{{ ownerEmail }}>
Website: {% if site != blank %}{{ site }}{% else %}nog geen website{% endif %}
Onderwerp: {{ subject }}

{{ message }}

Beantwoorden: {{ url }}

Je antwoord gaat per e-mail naar de eigenaar en staat in het gesprek in het dashboard.`,
    },
    "support-follow-up": {
      subject: "Nieuw bericht bij supportvraag: {{ subject }}",
      html: `<h1>Nieuw bericht bij een supportvraag</h1>
<p>Hoi {{ name }},</p>
<p>{{ ownerName }} heeft gereageerd in het gesprek „{{ subject }}”.</p>
<p><strong>Eigenaar:</strong> {{ ownerName }} ({{ ownerEmail }})<br><strong>Website:</strong> {% if site != blank %}{{ site }}{% else %}nog geen website{% endif %}</p>
${quoteHtml("message")}
{{ url | button: "Gesprek openen" }}
<p>De vraag staat weer open tot iemand van het team antwoordt.</p>`,
      text: `Hoi {{ name }},

{{ ownerName }} heeft gereageerd in het gesprek „{{ subject }}”.

Eigenaar: {{ ownerName }} <{{ ownerEmail }}>
Website: {% if site != blank %}{{ site }}{% else %}nog geen website{% endif %}

{{ message }}

Gesprek openen: {{ url }}

De vraag staat weer open tot iemand van het team antwoordt.`,
    },
    "support-reply": {
      subject: "Antwoord op je vraag: {{ subject }}",
      html: `<h1>We hebben je vraag beantwoord</h1>
<p>Hoi {{ name }},</p>
<p>Het VayVista-team heeft gereageerd op je vraag „{{ subject }}”:</p>
${quoteHtml("reply")}
{{ url | button: "Bekijk het gesprek" }}
<p>Wil je nog iets vragen of aanvullen? Reageer dan in het gesprek in je dashboard, dan blijft alles bij elkaar.</p>
${signOff}`,
      text: `Hoi {{ name }},

Het VayVista-team heeft gereageerd op je vraag „{{ subject }}”:

{{ reply }}

Bekijk het gesprek: {{ url }}

Wil je nog iets vragen of aanvullen? Reageer dan in het gesprek in je dashboard, dan blijft alles bij elkaar.

${textSignOff}`,
    },
    "payments-reconciliation": {
      subject: "Betalingen: {{ differences }} verschillen tussen de aanbieders en het grootboek",
      html: `<h1>Betalingen die afwijken van het grootboek</h1>
<p>Hoi {{ name }},</p>
<p>De vergelijking van afgelopen nacht van de betalingen van de laatste 30 dagen bij de aanbieders met ons grootboek controleerde {{ accounts }} accounts en vond {{ differences }} verschillen{% if failed != "0" %}; {{ failed }} accounts konden niet worden gelezen{% endif %}.{% if settled != "0" %} {{ settled }} betalingen die bij de aanbieder verder waren, zijn in het grootboek bijgewerkt.{% endif %}</p>
${quoteHtml("list")}
{{ url | button: "Open de betaalinstellingen" }}
<p>Aan de verschillen hierboven is niets veranderd: zoek ze uit met de eigenaar of bij de aanbieder.</p>`,
      text: `Hoi {{ name }},

De vergelijking van afgelopen nacht van de betalingen van de laatste 30 dagen bij de aanbieders met ons grootboek controleerde {{ accounts }} accounts en vond {{ differences }} verschillen{% if failed != "0" %}; {{ failed }} accounts konden niet worden gelezen{% endif %}.{% if settled != "0" %} {{ settled }} betalingen die bij de aanbieder verder waren, zijn in het grootboek bijgewerkt.{% endif %}

{{ list }}

Open de betaalinstellingen: {{ url }}

Aan de verschillen hierboven is niets veranderd: zoek ze uit met de eigenaar of bij de aanbieder.`,
    },
    "ops-alert": {
      subject: "Storing: {{ alert }}",
      html: `<h1>{{ alert }}</h1>
<p>Hoi {{ name }},</p>
<p>De bewaking van VayVista ziet sinds {{ since }} een storing. Dit is de enige mail hierover: zodra de storing voorbij is, krijg je bericht.</p>
${quoteHtml("summary")}
{{ url | button: "Open het beheer" }}
<p>In het draaiboek (docs/operations/runbook.md) staat per melding wat die betekent, waar je kijkt en hoe je het oplost.</p>`,
      text: `Hoi {{ name }},

De bewaking van VayVista ziet sinds {{ since }} een storing: {{ alert }}. Dit is de enige mail hierover: zodra de storing voorbij is, krijg je bericht.

{{ summary }}

Open het beheer: {{ url }}

In het draaiboek (docs/operations/runbook.md) staat per melding wat die betekent, waar je kijkt en hoe je het oplost.`,
    },
    "ops-alert-resolved": {
      subject: "Opgelost: {{ alert }}",
      html: `<h1>Opgelost: {{ alert }}</h1>
<p>Hoi {{ name }},</p>
<p>De storing die de bewaking sinds {{ since }} zag, is sinds {{ until }} voorbij. Wat de controle het laatst meldde:</p>
${quoteHtml("summary")}
{{ url | button: "Open het beheer" }}
<p>Komt dezelfde storing terug, dan krijg je opnieuw een melding.</p>`,
      text: `Hoi {{ name }},

De storing die de bewaking sinds {{ since }} zag ({{ alert }}), is sinds {{ until }} voorbij. Wat de controle het laatst meldde:

{{ summary }}

Open het beheer: {{ url }}

Komt dezelfde storing terug, dan krijg je opnieuw een melding.`,
    },
    "lead-received": {
      subject: "Nieuwe aanvraag via de website: {{ kind }} van {{ leadName }}",
      html: `<h1>Nieuwe aanvraag via de website</h1>
<p>Hoi {{ name }},</p>
<p>Er is een aanvraag binnengekomen via een formulier op de website.</p>
<p><strong>Soort:</strong> {{ kind }}<br><strong>Naam:</strong> {{ leadName }}<br><strong>E-mailadres:</strong> {{ leadEmail }}{% if leadPhone != blank %}<br><strong>Telefoon:</strong> {{ leadPhone }}{% endif %}{% if subject != blank %}<br><strong>Onderwerp:</strong> {{ subject }}{% endif %}</p>
{% if preferredDate != blank %}<p><strong>Voorkeursdatum:</strong> {{ preferredDate }}<br><strong>Tijdvak:</strong> {{ timeSlot }}<br><strong>Type accommodatie:</strong> {{ propertyType }}<br><strong>Locatie:</strong> {{ propertyLocation }}<br><strong>Aantal accommodaties:</strong> {{ unitCount }}</p>{% endif %}
{% if message != blank %}${quoteHtml("message")}{% endif %}
{{ url | button: "Aanvragen openen" }}
<p>Op de website beloven we een antwoord binnen één werkdag.</p>`,
      text: `Hoi {{ name }},

Er is een aanvraag binnengekomen via een formulier op de website.

Soort: {{ kind }}
Naam: {{ leadName }}
E-mailadres: {{ leadEmail }}{% if leadPhone != blank %}
Telefoon: {{ leadPhone }}{% endif %}{% if subject != blank %}
Onderwerp: {{ subject }}{% endif %}{% if preferredDate != blank %}
Voorkeursdatum: {{ preferredDate }}
Tijdvak: {{ timeSlot }}
Type accommodatie: {{ propertyType }}
Locatie: {{ propertyLocation }}
Aantal accommodaties: {{ unitCount }}{% endif %}{% if message != blank %}

{{ message }}{% endif %}

Aanvragen openen: {{ url }}

Op de website beloven we een antwoord binnen één werkdag.`,
    },
    "lead-confirmation": {
      subject: "We hebben je aanvraag ontvangen",
      html: `<h1>Bedankt, we hebben je aanvraag ontvangen</h1>
<p>Hoi {{ name }},</p>
{% if preferredDate != blank %}<p>Je hebt een gratis adviesgesprek aangevraagd op {{ preferredDate }} (tijdvak: {{ timeSlot }}). We bevestigen de afspraak binnen één werkdag per e-mail, met een link voor het videogesprek.</p>{% else %}<p>Je bericht is bij ons binnen. We reageren binnen één werkdag per e-mail.</p>{% endif %}
<p>Zie je niets van ons? Kijk dan even in je spamfolder.</p>
{{ url | button: "Naar VayVista" }}
<p>Heb je dit formulier niet zelf ingevuld? Dan kun je deze e-mail negeren.</p>
${signOff}`,
      text: `Hoi {{ name }},

{% if preferredDate != blank %}Je hebt een gratis adviesgesprek aangevraagd op {{ preferredDate }} (tijdvak: {{ timeSlot }}). We bevestigen de afspraak binnen één werkdag per e-mail, met een link voor het videogesprek.{% else %}Je bericht is bij ons binnen. We reageren binnen één werkdag per e-mail.{% endif %}

Zie je niets van ons? Kijk dan even in je spamfolder.

{{ url }}

Heb je dit formulier niet zelf ingevuld? Dan kun je deze e-mail negeren.

${textSignOff}`,
    },
    "enquiry-received": {
      subject: "Nieuwe aanvraag via {{ siteName }} van {{ guestName }}",
      html: `<h1>Nieuwe aanvraag van een gast</h1>
<p>Hallo {{ name }},</p>
<p>{{ guestName }} heeft je een bericht gestuurd via het contactformulier van {{ siteName }}.</p>
<ul><li><strong>Naam:</strong> {{ guestName }}</li><li><strong>E-mailadres:</strong> <a href="mailto:{{ guestEmail }}">{{ guestEmail }}</a></li>{% if guestPhone != blank %}<li><strong>Telefoon:</strong> {{ guestPhone }}</li>{% endif %}{% if unit != blank %}<li><strong>Accommodatie:</strong> {{ unit }}</li>{% endif %}{% if checkIn != blank %}<li><strong>Aankomst:</strong> {{ checkIn }}</li>{% endif %}{% if checkOut != blank %}<li><strong>Vertrek:</strong> {{ checkOut }}</li>{% endif %}{% if guests != blank %}<li><strong>Aantal gasten:</strong> {{ guests }}</li>{% endif %}<li><strong>Taal:</strong> {{ language }}</li></ul>
${quoteHtml("message")}
<p>Antwoord de gast door te mailen naar {{ guestEmail }}. In je dashboard zie je al je aanvragen en houd je bij welke je hebt afgehandeld.</p>
{{ url | button: "Aanvragen bekijken" }}`,
      text: `Hallo {{ name }},

{{ guestName }} heeft je een bericht gestuurd via het contactformulier van {{ siteName }}.

Naam: {{ guestName }}
E-mailadres: {{ guestEmail }}{% if guestPhone != blank %}
Telefoon: {{ guestPhone }}{% endif %}{% if unit != blank %}
Accommodatie: {{ unit }}{% endif %}{% if checkIn != blank %}
Aankomst: {{ checkIn }}{% endif %}{% if checkOut != blank %}
Vertrek: {{ checkOut }}{% endif %}{% if guests != blank %}
Aantal gasten: {{ guests }}{% endif %}
Taal: {{ language }}

{{ message }}

Antwoord de gast door te mailen naar {{ guestEmail }}. In je dashboard zie je al je aanvragen en houd je bij welke je hebt afgehandeld.

Aanvragen bekijken: {{ url }}`,
    },
    "enquiry-confirmation": {
      subject: "Je bericht aan {{ siteName }}",
      html: `<h1>Bedankt voor je bericht</h1>
<p>Hallo {{ name }},</p>
<p>Je bericht aan {{ siteName }} is aangekomen. De eigenaar beantwoordt het zo snel mogelijk per e-mail.</p>
{% if unit != blank or checkIn != blank or checkOut != blank or guests != blank %}<ul>{% if unit != blank %}<li><strong>Accommodatie:</strong> {{ unit }}</li>{% endif %}{% if checkIn != blank %}<li><strong>Aankomst:</strong> {{ checkIn }}</li>{% endif %}{% if checkOut != blank %}<li><strong>Vertrek:</strong> {{ checkOut }}</li>{% endif %}{% if guests != blank %}<li><strong>Aantal gasten:</strong> {{ guests }}</li>{% endif %}</ul>{% endif %}
<p>Je schreef:</p>
${quoteHtml("message")}
<p>Zie je geen antwoord? Kijk dan ook even in je spamfolder.</p>
{{ url | button: "Naar de website" }}
<p>Heb je dit formulier niet zelf ingevuld? Dan kun je deze e-mail negeren.</p>
<p>Met vriendelijke groet,<br>{{ siteName }}</p>`,
      text: `Hallo {{ name }},

Je bericht aan {{ siteName }} is aangekomen. De eigenaar beantwoordt het zo snel mogelijk per e-mail.
{% if unit != blank %}
Accommodatie: {{ unit }}{% endif %}{% if checkIn != blank %}
Aankomst: {{ checkIn }}{% endif %}{% if checkOut != blank %}
Vertrek: {{ checkOut }}{% endif %}{% if guests != blank %}
Aantal gasten: {{ guests }}{% endif %}

Je schreef:

{{ message }}

Zie je geen antwoord? Kijk dan ook even in je spamfolder.

{{ url }}

Heb je dit formulier niet zelf ingevuld? Dan kun je deze e-mail negeren.

Met vriendelijke groet,
{{ siteName }}`,
    },
    ...nlBooking.templates,
    ...nlPayment,
    ...nlCalendar,
    ...nlSubscription,
    ...nlGuestMessages,
    ...nlOwnerSeries,
    ...nlAccountData,
  },
  values: nlValues,
  samples: nlSamples,
};
