import type { GuestMessageTemplateKey } from "../../guest-message-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";

const signOff = "<p>Met vriendelijke groet,<br>Het VayVista-team</p>";
const textSignOff = "Met vriendelijke groet,\nHet VayVista-team";

export const nlGuestMessages: Record<GuestMessageTemplateKey, TemplateSource> = {
  "guest-message-held": {
    subject: "‘{{ message }}’ voor {{ guestName }} wacht nog",
    html: `<h1>Een bericht aan je gast wacht nog</h1>
<p>Hoi {{ name }},</p>
<p>Het is tijd om ‘{{ message }}’ naar {{ guestName }} te sturen (boeking {{ reference }}), maar we houden het nog even vast: {{ reason }}</p>
<p>Zodra dat in orde is, gaat het vanzelf de deur uit. Je kunt het ook meteen versturen of overslaan op de pagina van het verblijf.</p>
{{ url | button: "Open het verblijf" }}
${signOff}`,
    text: `Hoi {{ name }},

Het is tijd om '{{ message }}' naar {{ guestName }} te sturen (boeking {{ reference }}), maar we houden het nog even vast: {{ reason }}

Zodra dat in orde is, gaat het vanzelf de deur uit. Je kunt het ook meteen versturen of overslaan op de pagina van het verblijf.

Open het verblijf: {{ url }}

${textSignOff}`,
  },
  "guest-message-failed": {
    subject: "‘{{ message }}’ kon niet worden bezorgd bij {{ guestName }}",
    html: `<h1>Een bericht aan je gast is niet aangekomen</h1>
<p>Hoi {{ name }},</p>
<p>We hebben een paar keer geprobeerd ‘{{ message }}’ te bezorgen bij {{ guestName }} (boeking {{ reference }}), maar de mailserver nam het niet aan:</p>
<p><strong>{{ error }}</strong></p>
<p>Controleer het e-mailadres van de gast op de pagina van het verblijf, of neem op een andere manier contact op. Vanuit je e-maillogboek kun je het bericht opnieuw versturen.</p>
{{ url | button: "Open het verblijf" }}
${signOff}`,
    text: `Hoi {{ name }},

We hebben een paar keer geprobeerd '{{ message }}' te bezorgen bij {{ guestName }} (boeking {{ reference }}), maar de mailserver nam het niet aan:

{{ error }}

Controleer het e-mailadres van de gast op de pagina van het verblijf, of neem op een andere manier contact op. Vanuit je e-maillogboek kun je het bericht opnieuw versturen.

Open het verblijf: {{ url }}

${textSignOff}`,
  },
};
