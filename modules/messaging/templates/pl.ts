import { plAccountData } from "./account-data/pl.ts";
import { plBooking } from "./booking/pl.ts";
import { plCalendar } from "./calendar/pl.ts";
import { plGuestMessages } from "./guest-messages/pl.ts";
import { plOwnerSeries } from "./owner-series/pl.ts";
import { plPayment } from "./payment/pl.ts";
import { quoteHtml } from "./quote.ts";
import { plSamples } from "./samples/pl.ts";
import { plSubscription } from "./subscription/pl.ts";
import type { LanguageTemplates } from "./types.ts";
import { plValues } from "./values/pl.ts";

const signOff = "<p>Serdecznie pozdrawiamy,<br>Zespół VayVista</p>";
const textSignOff = "Serdecznie pozdrawiamy,\nZespół VayVista";

export const pl: LanguageTemplates = {
  layout: {
    tagline: "VayVista — własna strona rezerwacyjna, bez prowizji.",
    reason: "Otrzymujesz tę wiadomość, ponieważ masz konto w VayVista.",
    visitorReason: "Otrzymujesz tę wiadomość, ponieważ ten adres został wpisany w formularzu na stronie VayVista.",
    guestReason:
      "Otrzymujesz tę wiadomość, ponieważ ten adres został wpisany w formularzu kontaktowym strony podanej poniżej, którą VayVista prowadzi dla gospodarza.",
  },
  testEmail: {
    subject: "Wiadomość testowa od VayVista",
    body: "To jest wiadomość testowa. Jeśli dotarła, ustawienia SMTP VayVista działają.",
  },
  templates: {
    welcome: {
      subject: "Witaj w VayVista, {{ name }}!",
      html: `<h1>Witaj w VayVista!</h1>
<p>Cześć {{ name }},</p>
<p>Cieszymy się, że jesteś z nami. Z VayVista Twój dom wakacyjny zyskuje własną stronę rezerwacyjną: goście rezerwują i płacą bezpośrednio Tobie, bez prowizji.</p>
<p>Na swoim koncie krok po kroku uzupełnisz informacje o domu: zdjęcia, opis, ceny i dostępność. Resztą zajmiemy się my i damy Ci znać, gdy tylko Twoja strona będzie online.</p>
{{ url | button: "Przejdź do konta" }}
<p>Masz pytania? Napisz do nas, chętnie pomożemy.</p>
${signOff}`,
      text: `Cześć {{ name }},

Witaj w VayVista! Cieszymy się, że jesteś z nami. Z VayVista Twój dom wakacyjny zyskuje własną stronę rezerwacyjną: goście rezerwują i płacą bezpośrednio Tobie, bez prowizji.

Na swoim koncie krok po kroku uzupełnisz informacje o domu: zdjęcia, opis, ceny i dostępność. Resztą zajmiemy się my i damy Ci znać, gdy tylko Twoja strona będzie online.

Przejdź do konta: {{ url }}

Masz pytania? Napisz do nas, chętnie pomożemy.

${textSignOff}`,
    },
    "verify-email": {
      subject: "Potwierdź swój adres e-mail",
      html: `<h1>Potwierdź swój adres e-mail</h1>
<p>Cześć {{ name }},</p>
<p>Potwierdź swój adres e-mail, klikając przycisk poniżej. Dzięki temu będziemy mieć pewność, że wiadomości o Twoim koncie i rezerwacjach trafią do Ciebie.</p>
{{ url | button: "Potwierdź adres e-mail" }}
<p>Przycisk nie działa? Skopiuj ten link do przeglądarki:<br>{{ url | link }}</p>
<p>Link jest ważny przez ograniczony czas. Jeśli to nie Ty zakładasz konto w VayVista, możesz zignorować tę wiadomość.</p>
${signOff}`,
      text: `Cześć {{ name }},

Potwierdź swój adres e-mail, otwierając link poniżej. Dzięki temu będziemy mieć pewność, że wiadomości o Twoim koncie i rezerwacjach trafią do Ciebie.

{{ url }}

Link jest ważny przez ograniczony czas. Jeśli to nie Ty zakładasz konto w VayVista, możesz zignorować tę wiadomość.

${textSignOff}`,
    },
    "password-reset": {
      subject: "Ustaw nowe hasło",
      html: `<h1>Ustaw nowe hasło</h1>
<p>Cześć {{ name }},</p>
<p>Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta VayVista. Wybierz nowe hasło, klikając przycisk poniżej.</p>
{{ url | button: "Wybierz nowe hasło" }}
<p>Link działa tylko raz i przez ograniczony czas. Przycisk nie działa? Skopiuj ten link do przeglądarki:<br>{{ url | link }}</p>
<p>To nie Ty prosisz o zmianę hasła? Zignoruj tę wiadomość — Twoje obecne hasło nadal działa.</p>
${signOff}`,
      text: `Cześć {{ name }},

Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta VayVista. Wybierz nowe hasło, otwierając ten link:

{{ url }}

Link działa tylko raz i przez ograniczony czas. To nie Ty prosisz o zmianę hasła? Zignoruj tę wiadomość — Twoje obecne hasło nadal działa.

${textSignOff}`,
    },
    "password-changed": {
      subject: "Twoje hasło zostało zmienione",
      html: `<h1>Twoje hasło zostało zmienione</h1>
<p>Cześć {{ name }},</p>
<p>Hasło do Twojego konta VayVista zostało zmienione. Data zmiany: {{ time }}.</p>
<p>To Ty? W takim razie nie musisz nic robić.</p>
<p>To nie Ty? Od razu ustaw nowe hasło i daj nam znać, abyśmy razem mogli zabezpieczyć Twoje konto.</p>
{{ url | button: "Ustaw nowe hasło" }}
${signOff}`,
      text: `Cześć {{ name }},

Hasło do Twojego konta VayVista zostało zmienione. Data zmiany: {{ time }}.

To Ty? W takim razie nie musisz nic robić.

To nie Ty? Od razu ustaw nowe hasło i daj nam znać, abyśmy razem mogli zabezpieczyć Twoje konto:

{{ url }}

${textSignOff}`,
    },
    "new-sign-in": {
      subject: "Nowe logowanie na Twoje konto VayVista",
      html: `<h1>Nowe logowanie na Twoje konto</h1>
<p>Cześć {{ name }},</p>
<p>Przed chwilą ktoś zalogował się na Twoje konto VayVista:</p>
<p><strong>Urządzenie:</strong> {{ device }}<br><strong>Adres IP:</strong> {{ ip }}<br><strong>Czas:</strong> {{ time }}</p>
<p>To Ty? W takim razie nie musisz nic robić.</p>
<p>Nie rozpoznajesz tego logowania? Od razu zmień hasło, aby zabezpieczyć swoje konto.</p>
{{ url | button: "Zabezpiecz moje konto" }}
${signOff}`,
      text: `Cześć {{ name }},

Przed chwilą ktoś zalogował się na Twoje konto VayVista:

Urządzenie: {{ device }}
Adres IP: {{ ip }}
Czas: {{ time }}

To Ty? W takim razie nie musisz nic robić.

Nie rozpoznajesz tego logowania? Od razu zmień hasło, aby zabezpieczyć swoje konto:

{{ url }}

${textSignOff}`,
    },
    "site-live": {
      subject: "{{ siteName }} jest już online!",
      html: `<h1>Twoja strona jest już online!</h1>
<p>Cześć {{ name }},</p>
<p>Świetna wiadomość: strona {{ siteName }} jest od teraz dostępna w internecie. Goście mogą obejrzeć Twój dom, sprawdzić dostępność i zarezerwować pobyt bezpośrednio u Ciebie, bez prowizji.</p>
{{ url | button: "Zobacz swoją stronę" }}
<p>Kilka wskazówek na dobry początek:</p>
<ul>
<li>Wyślij link gościom, którzy już u Ciebie byli.</li>
<li>Dodaj link do swoich e-maili, mediów społecznościowych i profilu firmy w Google.</li>
<li>Sprawdź ceny i dostępność, aby goście mogli od razu rezerwować.</li>
</ul>
<p>Życzymy wielu udanych rezerwacji!</p>
${signOff}`,
      text: `Cześć {{ name }},

Świetna wiadomość: strona {{ siteName }} jest od teraz dostępna w internecie. Goście mogą obejrzeć Twój dom, sprawdzić dostępność i zarezerwować pobyt bezpośrednio u Ciebie, bez prowizji.

Zobacz swoją stronę: {{ url }}

Kilka wskazówek na dobry początek:
- Wyślij link gościom, którzy już u Ciebie byli.
- Dodaj link do swoich e-maili, mediów społecznościowych i profilu firmy w Google.
- Sprawdź ceny i dostępność, aby goście mogli od razu rezerwować.

Życzymy wielu udanych rezerwacji!

${textSignOff}`,
    },
    "sending-domain-lapsed": {
      subject: "E-maile do gości {{ siteName }} wychodzą teraz z naszego adresu",
      html: `<h1>Nie znajdujemy już Twojego rekordu DKIM</h1>
<p>Cześć {{ name }},</p>
<p>E-maile do gości {{ siteName }} były wysyłane z Twojej domeny {{ domain }}. Podczas codziennej kontroli nie znaleźliśmy już rekordu DKIM tej domeny w DNS, więc dostawcy poczty uznaliby te wiadomości za podejrzane.</p>
<p>Aby Twoi goście nadal dostawali wiadomości, wysyłamy je teraz z naszego adresu w Twoim imieniu. Odpowiedzi gości nadal trafiają do Ciebie, nic nie ginie.</p>
<p>Przywróć rekord DKIM u swojego dostawcy domeny, a potem kliknij „Sprawdź rekordy” w ustawieniach, aby znów wysyłać z {{ domain }}.</p>
{{ url | button: "Otwórz ustawienia e-mail" }}
${signOff}`,
      text: `Cześć {{ name }},

E-maile do gości {{ siteName }} były wysyłane z Twojej domeny {{ domain }}. Podczas codziennej kontroli nie znaleźliśmy już rekordu DKIM tej domeny w DNS, więc dostawcy poczty uznaliby te wiadomości za podejrzane.

Aby Twoi goście nadal dostawali wiadomości, wysyłamy je teraz z naszego adresu w Twoim imieniu. Odpowiedzi gości nadal trafiają do Ciebie, nic nie ginie.

Przywróć rekord DKIM u swojego dostawcy domeny, a potem kliknij „Sprawdź rekordy” w ustawieniach, aby znów wysyłać z {{ domain }}.

Otwórz ustawienia e-mail: {{ url }}

${textSignOff}`,
    },
    "support-request": {
      subject: "Nowe zgłoszenie do pomocy: {{ subject }}",
      html: `<h1>Nowe zgłoszenie do pomocy</h1>
<p>Cześć {{ name }},</p>
<p>Przez panel wpłynęło nowe pytanie od {{ ownerName }}.</p>
<p><strong>Właściciel:</strong> {{ ownerName }} ({{ ownerEmail }})<br><strong>Strona:</strong> {% if site != blank %}{{ site }}{% else %}jeszcze brak strony{% endif %}<br><strong>Temat:</strong> {{ subject }}</p>
${quoteHtml("message")}
{{ url | button: "Odpowiedz na zgłoszenie" }}
<p>Twoja odpowiedź trafi do właściciela e-mailem i pojawi się w rozmowie w jego panelu.</p>`,
      text: `Cześć {{ name }},

Przez panel wpłynęło nowe pytanie od {{ ownerName }}.

Właściciel: {{ ownerName }} <{{ ownerEmail }}>
Strona: {% if site != blank %}{{ site }}{% else %}jeszcze brak strony{% endif %}
Temat: {{ subject }}

{{ message }}

Odpowiedz: {{ url }}

Twoja odpowiedź trafi do właściciela e-mailem i pojawi się w rozmowie w jego panelu.`,
    },
    "support-follow-up": {
      subject: "Nowa wiadomość w zgłoszeniu: {{ subject }}",
      html: `<h1>Nowa wiadomość w zgłoszeniu</h1>
<p>Cześć {{ name }},</p>
<p>{{ ownerName }} napisał(a) ponownie w rozmowie „{{ subject }}”.</p>
<p><strong>Właściciel:</strong> {{ ownerName }} ({{ ownerEmail }})<br><strong>Strona:</strong> {% if site != blank %}{{ site }}{% else %}jeszcze brak strony{% endif %}</p>
${quoteHtml("message")}
{{ url | button: "Otwórz rozmowę" }}
<p>Zgłoszenie jest znów otwarte, dopóki ktoś z zespołu nie odpowie.</p>`,
      text: `Cześć {{ name }},

{{ ownerName }} napisał(a) ponownie w rozmowie „{{ subject }}”.

Właściciel: {{ ownerName }} <{{ ownerEmail }}>
Strona: {% if site != blank %}{{ site }}{% else %}jeszcze brak strony{% endif %}

{{ message }}

Otwórz rozmowę: {{ url }}

Zgłoszenie jest znów otwarte, dopóki ktoś z zespołu nie odpowie.`,
    },
    "support-reply": {
      subject: "Odpowiedź na Twoje pytanie: {{ subject }}",
      html: `<h1>Odpowiedzieliśmy na Twoje pytanie</h1>
<p>Cześć {{ name }},</p>
<p>Zespół VayVista odpowiedział na Twoje pytanie „{{ subject }}”:</p>
${quoteHtml("reply")}
{{ url | button: "Zobacz rozmowę" }}
<p>Chcesz o coś jeszcze zapytać lub coś dodać? Odpowiedz w rozmowie w swoim panelu, wtedy wszystko zostanie w jednym miejscu.</p>
${signOff}`,
      text: `Cześć {{ name }},

Zespół VayVista odpowiedział na Twoje pytanie „{{ subject }}”:

{{ reply }}

Zobacz rozmowę: {{ url }}

Chcesz o coś jeszcze zapytać lub coś dodać? Odpowiedz w rozmowie w swoim panelu, wtedy wszystko zostanie w jednym miejscu.

${textSignOff}`,
    },
    "payments-reconciliation": {
      subject: "Płatności: rozbieżności między dostawcami a rejestrem: {{ differences }}",
      html: `<h1>Płatności niezgodne z rejestrem</h1>
<p>Cześć {{ name }},</p>
<p>Nocne porównanie płatności z ostatnich 30 dni u dostawców z naszym rejestrem sprawdziło konta (liczba: {{ accounts }}) i znalazło rozbieżności (liczba: {{ differences }}){% if failed != "0" %}; nie udało się odczytać kont: {{ failed }}{% endif %}.{% if settled != "0" %} Płatności, które u dostawcy były dalej, zaktualizowano w rejestrze: {{ settled }}.{% endif %}</p>
${quoteHtml("list")}
{{ url | button: "Otwórz ustawienia płatności" }}
<p>W powyższych rozbieżnościach niczego nie zmieniono: wyjaśnij je z właścicielem lub u dostawcy.</p>`,
      text: `Cześć {{ name }},

Nocne porównanie płatności z ostatnich 30 dni u dostawców z naszym rejestrem sprawdziło konta (liczba: {{ accounts }}) i znalazło rozbieżności (liczba: {{ differences }}){% if failed != "0" %}; nie udało się odczytać kont: {{ failed }}{% endif %}.{% if settled != "0" %} Płatności, które u dostawcy były dalej, zaktualizowano w rejestrze: {{ settled }}.{% endif %}

{{ list }}

Otwórz ustawienia płatności: {{ url }}

W powyższych rozbieżnościach niczego nie zmieniono: wyjaśnij je z właścicielem lub u dostawcy.`,
    },
    "ops-alert": {
      subject: "Awaria: {{ alert }}",
      html: `<h1>{{ alert }}</h1>
<p>Cześć {{ name }},</p>
<p>Monitoring VayVista widzi awarię od {{ since }}. To jedyny e-mail w tej sprawie: gdy awaria ustąpi, dostaniesz wiadomość.</p>
${quoteHtml("summary")}
{{ url | button: "Otwórz panel administracyjny" }}
<p>W instrukcji postępowania (docs/operations/runbook.md) przy każdym alercie opisano, co oznacza, gdzie sprawdzić i jak to naprawić.</p>`,
      text: `Cześć {{ name }},

Monitoring VayVista widzi awarię od {{ since }}: {{ alert }}. To jedyny e-mail w tej sprawie: gdy awaria ustąpi, dostaniesz wiadomość.

{{ summary }}

Otwórz panel administracyjny: {{ url }}

W instrukcji postępowania (docs/operations/runbook.md) przy każdym alercie opisano, co oznacza, gdzie sprawdzić i jak to naprawić.`,
    },
    "ops-alert-resolved": {
      subject: "Usunięto: {{ alert }}",
      html: `<h1>Usunięto: {{ alert }}</h1>
<p>Cześć {{ name }},</p>
<p>Awaria, którą monitoring widział od {{ since }}, ustąpiła {{ until }}. Ostatni komunikat kontroli:</p>
${quoteHtml("summary")}
{{ url | button: "Otwórz panel administracyjny" }}
<p>Jeśli ta sama awaria wróci, dostaniesz nowy alert.</p>`,
      text: `Cześć {{ name }},

Awaria, którą monitoring widział od {{ since }} ({{ alert }}), ustąpiła {{ until }}. Ostatni komunikat kontroli:

{{ summary }}

Otwórz panel administracyjny: {{ url }}

Jeśli ta sama awaria wróci, dostaniesz nowy alert.`,
    },
    "lead-received": {
      subject: "Nowe zgłoszenie ze strony: {{ kind }} od {{ leadName }}",
      html: `<h1>Nowe zgłoszenie ze strony</h1>
<p>Cześć {{ name }},</p>
<p>Przez formularz na stronie wpłynęło nowe zgłoszenie.</p>
<p><strong>Rodzaj:</strong> {{ kind }}<br><strong>Imię i nazwisko:</strong> {{ leadName }}<br><strong>Adres e-mail:</strong> {{ leadEmail }}{% if leadPhone != blank %}<br><strong>Telefon:</strong> {{ leadPhone }}{% endif %}{% if subject != blank %}<br><strong>Temat:</strong> {{ subject }}{% endif %}</p>
{% if preferredDate != blank %}<p><strong>Preferowana data:</strong> {{ preferredDate }}<br><strong>Pora dnia:</strong> {{ timeSlot }}<br><strong>Rodzaj obiektu:</strong> {{ propertyType }}<br><strong>Lokalizacja:</strong> {{ propertyLocation }}<br><strong>Liczba obiektów:</strong> {{ unitCount }}</p>{% endif %}
{% if message != blank %}${quoteHtml("message")}{% endif %}
{{ url | button: "Otwórz zgłoszenia" }}
<p>Na stronie obiecujemy odpowiedź w ciągu jednego dnia roboczego.</p>`,
      text: `Cześć {{ name }},

Przez formularz na stronie wpłynęło nowe zgłoszenie.

Rodzaj: {{ kind }}
Imię i nazwisko: {{ leadName }}
Adres e-mail: {{ leadEmail }}{% if leadPhone != blank %}
Telefon: {{ leadPhone }}{% endif %}{% if subject != blank %}
Temat: {{ subject }}{% endif %}{% if preferredDate != blank %}
Preferowana data: {{ preferredDate }}
Pora dnia: {{ timeSlot }}
Rodzaj obiektu: {{ propertyType }}
Lokalizacja: {{ propertyLocation }}
Liczba obiektów: {{ unitCount }}{% endif %}{% if message != blank %}

{{ message }}{% endif %}

Otwórz zgłoszenia: {{ url }}

Na stronie obiecujemy odpowiedź w ciągu jednego dnia roboczego.`,
    },
    "lead-confirmation": {
      subject: "Otrzymaliśmy Twoje zgłoszenie",
      html: `<h1>Dziękujemy, otrzymaliśmy Twoje zgłoszenie</h1>
<p>Cześć {{ name }},</p>
{% if preferredDate != blank %}<p>Poprosiłeś(-aś) o bezpłatną konsultację w dniu {{ preferredDate }} (pora dnia: {{ timeSlot }}). Potwierdzimy termin e-mailem w ciągu jednego dnia roboczego i prześlemy link do rozmowy wideo.</p>{% else %}<p>Twoja wiadomość do nas dotarła. Odpowiemy e-mailem w ciągu jednego dnia roboczego.</p>{% endif %}
<p>Nie widzisz naszej odpowiedzi? Zajrzyj do folderu ze spamem.</p>
{{ url | button: "Przejdź do VayVista" }}
<p>Jeśli to nie Ty wypełniłeś(-aś) ten formularz, możesz zignorować tę wiadomość.</p>
${signOff}`,
      text: `Cześć {{ name }},

{% if preferredDate != blank %}Poprosiłeś(-aś) o bezpłatną konsultację w dniu {{ preferredDate }} (pora dnia: {{ timeSlot }}). Potwierdzimy termin e-mailem w ciągu jednego dnia roboczego i prześlemy link do rozmowy wideo.{% else %}Twoja wiadomość do nas dotarła. Odpowiemy e-mailem w ciągu jednego dnia roboczego.{% endif %}

Nie widzisz naszej odpowiedzi? Zajrzyj do folderu ze spamem.

{{ url }}

Jeśli to nie Ty wypełniłeś(-aś) ten formularz, możesz zignorować tę wiadomość.

${textSignOff}`,
    },
    "enquiry-received": {
      subject: "Nowe zapytanie ze strony {{ siteName }} od {{ guestName }}",
      html: `<h1>Nowe zapytanie od gościa</h1>
<p>Cześć {{ name }},</p>
<p>{{ guestName }} wysłał(a) Ci wiadomość przez formularz kontaktowy strony {{ siteName }}.</p>
<ul><li><strong>Imię i nazwisko:</strong> {{ guestName }}</li><li><strong>Adres e-mail:</strong> <a href="mailto:{{ guestEmail }}">{{ guestEmail }}</a></li>{% if guestPhone != blank %}<li><strong>Telefon:</strong> {{ guestPhone }}</li>{% endif %}{% if unit != blank %}<li><strong>Obiekt:</strong> {{ unit }}</li>{% endif %}{% if checkIn != blank %}<li><strong>Przyjazd:</strong> {{ checkIn }}</li>{% endif %}{% if checkOut != blank %}<li><strong>Wyjazd:</strong> {{ checkOut }}</li>{% endif %}{% if guests != blank %}<li><strong>Liczba gości:</strong> {{ guests }}</li>{% endif %}<li><strong>Język:</strong> {{ language }}</li></ul>
${quoteHtml("message")}
<p>Odpowiedz gościowi, pisząc na adres {{ guestEmail }}. W panelu znajdziesz wszystkie zapytania i zaznaczysz, które są już załatwione.</p>
{{ url | button: "Zobacz zapytania" }}`,
      text: `Cześć {{ name }},

{{ guestName }} wysłał(a) Ci wiadomość przez formularz kontaktowy strony {{ siteName }}.

Imię i nazwisko: {{ guestName }}
Adres e-mail: {{ guestEmail }}{% if guestPhone != blank %}
Telefon: {{ guestPhone }}{% endif %}{% if unit != blank %}
Obiekt: {{ unit }}{% endif %}{% if checkIn != blank %}
Przyjazd: {{ checkIn }}{% endif %}{% if checkOut != blank %}
Wyjazd: {{ checkOut }}{% endif %}{% if guests != blank %}
Liczba gości: {{ guests }}{% endif %}
Język: {{ language }}

{{ message }}

Odpowiedz gościowi, pisząc na adres {{ guestEmail }}. W panelu znajdziesz wszystkie zapytania i zaznaczysz, które są już załatwione.

Zobacz zapytania: {{ url }}`,
    },
    "enquiry-confirmation": {
      subject: "Dziękujemy za wiadomość – {{ siteName }}",
      html: `<h1>Dziękujemy za wiadomość</h1>
<p>Dzień dobry {{ name }},</p>
<p>Twoja wiadomość wysłana przez stronę {{ siteName }} dotarła. Gospodarz odpowie e-mailem najszybciej, jak to możliwe.</p>
{% if unit != blank or checkIn != blank or checkOut != blank or guests != blank %}<ul>{% if unit != blank %}<li><strong>Obiekt:</strong> {{ unit }}</li>{% endif %}{% if checkIn != blank %}<li><strong>Przyjazd:</strong> {{ checkIn }}</li>{% endif %}{% if checkOut != blank %}<li><strong>Wyjazd:</strong> {{ checkOut }}</li>{% endif %}{% if guests != blank %}<li><strong>Liczba gości:</strong> {{ guests }}</li>{% endif %}</ul>{% endif %}
<p>Twoja wiadomość:</p>
${quoteHtml("message")}
<p>Nie widzisz odpowiedzi? Zajrzyj też do folderu ze spamem.</p>
{{ url | button: "Przejdź na stronę" }}
<p>Jeśli to nie Ty wypełniłeś(-aś) ten formularz, możesz zignorować tę wiadomość.</p>
<p>Serdecznie pozdrawiamy,<br>{{ siteName }}</p>`,
      text: `Dzień dobry {{ name }},

Twoja wiadomość wysłana przez stronę {{ siteName }} dotarła. Gospodarz odpowie e-mailem najszybciej, jak to możliwe.
{% if unit != blank %}
Obiekt: {{ unit }}{% endif %}{% if checkIn != blank %}
Przyjazd: {{ checkIn }}{% endif %}{% if checkOut != blank %}
Wyjazd: {{ checkOut }}{% endif %}{% if guests != blank %}
Liczba gości: {{ guests }}{% endif %}

Twoja wiadomość:

{{ message }}

Nie widzisz odpowiedzi? Zajrzyj też do folderu ze spamem.

{{ url }}

Jeśli to nie Ty wypełniłeś(-aś) ten formularz, możesz zignorować tę wiadomość.

Serdecznie pozdrawiamy,
{{ siteName }}`,
    },
    ...plBooking.templates,
    ...plPayment,
    ...plCalendar,
    ...plSubscription,
    ...plGuestMessages,
    ...plOwnerSeries,
    ...plAccountData,
  },
  values: plValues,
  samples: plSamples,
};
