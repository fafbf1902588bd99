import type { CalendarTemplateKey } from "../../calendar-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { linesHtml } from "../booking/parts.ts";

const signOff = "<p>Met vriendelijke groet,<br>Het VayVista-team</p>";
const textSignOff = "Met vriendelijke groet,\nHet VayVista-team";

export const nlCalendar: Record<CalendarTemplateKey, TemplateSource> = {
  "calendar-feed-unhealthy": {
    subject: "Je {{ channel }}-agenda kon niet worden gelezen",
    html: `<h1>Een gekoppelde agenda vraagt je aandacht</h1>
<p>Hoi {{ name }},</p>
<p>We konden de agenda ‘{{ feedName }}’ ({{ channel }}) voor {{ unit }} niet lezen.</p>
<p><strong>{{ problem }}</strong></p>
<p>Voor de zekerheid houden we de data uit de laatste goede versie (van {{ lastSuccess }}) geblokkeerd en proberen we het steeds opnieuw. Er wordt niets verwijderd tot de agenda weer leesbaar is. Is de link veranderd? Plak dan de nieuwe in je dashboard.</p>
{{ url | button: "Gekoppelde agenda's bekijken" }}
${signOff}`,
    text: `Hoi {{ name }},

We konden de agenda '{{ feedName }}' ({{ channel }}) voor {{ unit }} niet lezen.

{{ problem }}

Voor de zekerheid houden we de data uit de laatste goede versie (van {{ lastSuccess }}) geblokkeerd en proberen we het steeds opnieuw. Er wordt niets verwijderd tot de agenda weer leesbaar is. Is de link veranderd? Plak dan de nieuwe in je dashboard.

Gekoppelde agenda's bekijken: {{ url }}

${textSignOff}`,
  },
  "calendar-conflict": {
    subject: "Mogelijke dubbele boeking: {{ channel }} en je agenda overlappen",
    html: `<h1>Mogelijke dubbele boeking</h1>
<p>Hoi {{ name }},</p>
<p>De agenda ‘{{ feedName }}’ ({{ channel }}) voor {{ unit }} bevat data die in je VayVista-agenda al bezet zijn:</p>
${linesHtml("conflicts")}
<p>Waarschijnlijk had {{ channel }} je laatste beschikbaarheid nog niet. Controleer beide boekingen en neem contact op met de gast of met {{ channel }} om het op te lossen. De overlappende data staan in het rood in je boekingsagenda.</p>
{{ url | button: "Gekoppelde agenda's openen" }}
${signOff}`,
    text: `Hoi {{ name }},

De agenda '{{ feedName }}' ({{ channel }}) voor {{ unit }} bevat data die in je VayVista-agenda al bezet zijn:

{{ conflicts }}

Waarschijnlijk had {{ channel }} je laatste beschikbaarheid nog niet. Controleer beide boekingen en neem contact op met de gast of met {{ channel }} om het op te lossen. De overlappende data staan in het rood in je boekingsagenda.

Gekoppelde agenda's openen: {{ url }}

${textSignOff}`,
  },
};
