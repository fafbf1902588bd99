import type { CalendarTemplateKey } from "../../calendar-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { linesHtml } from "../booking/parts.ts";

const signOff = "<p>Pozdrawiamy,<br>Zespół VayVista</p>";
const textSignOff = "Pozdrawiamy,\nZespół VayVista";

export const plCalendar: Record<CalendarTemplateKey, TemplateSource> = {
  "calendar-feed-unhealthy": {
    subject: "Nie udało się odczytać kalendarza {{ channel }}",
    html: `<h1>Połączony kalendarz wymaga uwagi</h1>
<p>Cześć {{ name }},</p>
<p>Nie udało się odczytać kalendarza „{{ feedName }}” ({{ channel }}) dla obiektu {{ unit }}.</p>
<p><strong>{{ problem }}</strong></p>
<p>Dla bezpieczeństwa terminy z ostatniej poprawnej wersji (z {{ lastSuccess }}) pozostają zablokowane, a my próbujemy dalej. Nic nie zostanie usunięte, dopóki kalendarz znów nie będzie czytelny. Jeśli link się zmienił, wklej nowy w panelu.</p>
{{ url | button: "Sprawdź połączone kalendarze" }}
${signOff}`,
    text: `Cześć {{ name }},

Nie udało się odczytać kalendarza "{{ feedName }}" ({{ channel }}) dla obiektu {{ unit }}.

{{ problem }}

Dla bezpieczeństwa terminy z ostatniej poprawnej wersji (z {{ lastSuccess }}) pozostają zablokowane, a my próbujemy dalej. Nic nie zostanie usunięte, dopóki kalendarz znów nie będzie czytelny. Jeśli link się zmienił, wklej nowy w panelu.

Sprawdź połączone kalendarze: {{ url }}

${textSignOff}`,
  },
  "calendar-conflict": {
    subject: "Możliwa podwójna rezerwacja: {{ channel }} i Twój kalendarz się nakładają",
    html: `<h1>Możliwa podwójna rezerwacja</h1>
<p>Cześć {{ name }},</p>
<p>Kalendarz „{{ feedName }}” ({{ channel }}) dla obiektu {{ unit }} zawiera terminy, które w Twoim kalendarzu VayVista są już zajęte:</p>
${linesHtml("conflicts")}
<p>{{ channel }} prawdopodobnie nie miał jeszcze Twojej aktualnej dostępności. Sprawdź obie rezerwacje i skontaktuj się z gościem lub z {{ channel }}, aby to wyjaśnić. Nakładające się terminy są zaznaczone na czerwono w kalendarzu rezerwacji.</p>
{{ url | button: "Otwórz połączone kalendarze" }}
${signOff}`,
    text: `Cześć {{ name }},

Kalendarz "{{ feedName }}" ({{ channel }}) dla obiektu {{ unit }} zawiera terminy, które w Twoim kalendarzu VayVista są już zajęte:

{{ conflicts }}

{{ channel }} prawdopodobnie nie miał jeszcze Twojej aktualnej dostępności. Sprawdź obie rezerwacje i skontaktuj się z gościem lub z {{ channel }}, aby to wyjaśnić. Nakładające się terminy są zaznaczone na czerwono w kalendarzu rezerwacji.

Otwórz połączone kalendarze: {{ url }}

${textSignOff}`,
  },
};
