import type { AccountDataTemplateKey } from "../../account-data-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";

const signOff = "<p>Met vriendelijke groet,<br>Het VayVista-team</p>";
const textSignOff = "Met vriendelijke groet,\nHet VayVista-team";

export const nlAccountData: Record<AccountDataTemplateKey, TemplateSource> = {
  "account-export-ready": {
    subject: "Je gegevens bij VayVista staan klaar",
    html: `<h1>Je gegevens staan klaar</h1>
<p>Hoi {{ name }},</p>
<p>Het archief met al je gegevens is klaar: de teksten en foto's van je website, je accommodaties, prijzen, boekingen, gasten, berichten, betalingen en facturen, als JSON- en CSV-bestanden met de foto's als afbeeldingen.</p>
{{ url | button: "Download je gegevens" }}
<p>De link werkt als je bij VayVista bent ingelogd, tot en met {{ expiresOn }}. Daarna verwijderen we het archief; op je accountpagina kun je altijd een nieuw archief laten maken.</p>
${signOff}`,
    text: `Hoi {{ name }},

Het archief met al je gegevens is klaar: de teksten en foto's van je website, je accommodaties, prijzen, boekingen, gasten, berichten, betalingen en facturen, als JSON- en CSV-bestanden met de foto's als afbeeldingen.

Download je gegevens: {{ url }}

De link werkt als je bij VayVista bent ingelogd, tot en met {{ expiresOn }}. Daarna verwijderen we het archief; op je accountpagina kun je altijd een nieuw archief laten maken.

${textSignOff}`,
  },
  "account-deletion-scheduled": {
    subject: "Je VayVista-account wordt op {{ deleteOn }} verwijderd",
    html: `<h1>Je account wordt op {{ deleteOn }} verwijderd</h1>
<p>Hoi {{ name }},</p>
<p>We hebben je verzoek ontvangen om je VayVista-account te verwijderen. Je website is vanaf nu offline voor gasten.</p>
<p>Tot {{ deleteOn }} kun je nog inloggen om je gegevens te downloaden of het verwijderen ongedaan te maken. Op die dag verwijderen we je account, je website en alle gegevens daarvan, ook de boekingen en betalingen van je gasten. Alleen onze facturen aan jou bewaren we nog {{ keepYears }} jaar, omdat de Nederlandse belastingwet dat verplicht.</p>
{{ url | button: "Gegevens downloaden of ongedaan maken" }}
<p>Heb je hier niet om gevraagd? Log in, maak het verwijderen ongedaan en wijzig je wachtwoord.</p>
${signOff}`,
    text: `Hoi {{ name }},

We hebben je verzoek ontvangen om je VayVista-account te verwijderen. Je website is vanaf nu offline voor gasten.

Tot {{ deleteOn }} kun je nog inloggen om je gegevens te downloaden of het verwijderen ongedaan te maken. Op die dag verwijderen we je account, je website en alle gegevens daarvan, ook de boekingen en betalingen van je gasten. Alleen onze facturen aan jou bewaren we nog {{ keepYears }} jaar, omdat de Nederlandse belastingwet dat verplicht.

Gegevens downloaden of ongedaan maken: {{ url }}

Heb je hier niet om gevraagd? Log in, maak het verwijderen ongedaan en wijzig je wachtwoord.

${textSignOff}`,
  },
};
