import type { GuestMessageTemplateKey } from "../../guest-message-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";

const signOff = "<p>Pozdrawiamy serdecznie,<br>Zespół VayVista</p>";
const textSignOff = "Pozdrawiamy serdecznie,\nZespół VayVista";

export const plGuestMessages: Record<GuestMessageTemplateKey, TemplateSource> = {
  "guest-message-held": {
    subject: "„{{ message }}” dla {{ guestName }} czeka na wysłanie",
    html: `<h1>Wiadomość do gościa czeka na wysłanie</h1>
<p>Dzień dobry {{ name }},</p>
<p>Nadszedł czas, by wysłać „{{ message }}” do {{ guestName }} (rezerwacja {{ reference }}), ale na razie ją wstrzymujemy: {{ reason }}</p>
<p>Gdy tylko to się wyjaśni, wiadomość wyjdzie sama. Możesz też wysłać ją od razu albo pominąć na stronie pobytu.</p>
{{ url | button: "Otwórz pobyt" }}
${signOff}`,
    text: `Dzień dobry {{ name }},

Nadszedł czas, by wysłać "{{ message }}" do {{ guestName }} (rezerwacja {{ reference }}), ale na razie ją wstrzymujemy: {{ reason }}

Gdy tylko to się wyjaśni, wiadomość wyjdzie sama. Możesz też wysłać ją od razu albo pominąć na stronie pobytu.

Otwórz pobyt: {{ url }}

${textSignOff}`,
  },
  "guest-message-failed": {
    subject: "Nie udało się doręczyć „{{ message }}” do {{ guestName }}",
    html: `<h1>Wiadomość do gościa nie dotarła</h1>
<p>Dzień dobry {{ name }},</p>
<p>Kilka razy próbowaliśmy doręczyć „{{ message }}” do {{ guestName }} (rezerwacja {{ reference }}), ale serwer pocztowy jej nie przyjął:</p>
<p><strong>{{ error }}</strong></p>
<p>Sprawdź adres e-mail gościa na stronie pobytu albo skontaktuj się z nim w inny sposób. Wiadomość możesz wysłać ponownie z dziennika e-maili.</p>
{{ url | button: "Otwórz pobyt" }}
${signOff}`,
    text: `Dzień dobry {{ name }},

Kilka razy próbowaliśmy doręczyć "{{ message }}" do {{ guestName }} (rezerwacja {{ reference }}), ale serwer pocztowy jej nie przyjął:

{{ error }}

Sprawdź adres e-mail gościa na stronie pobytu albo skontaktuj się z nim w inny sposób. Wiadomość możesz wysłać ponownie z dziennika e-maili.

Otwórz pobyt: {{ url }}

${textSignOff}`,
  },
};
