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
  reference: "Numer rezerwacji",
  unit: "Obiekt",
  checkIn: "Przyjazd",
  checkOut: "Wyjazd",
  guests: "Goście",
};
const owner: OwnerLabels = {
  ...stay,
  guest: "Gość",
  email: "Adres e-mail",
  phone: "Telefon",
  total: "Razem",
  language: "Język",
};

const signOff = "<p>Serdecznie pozdrawiamy,<br>{{ siteName }}</p>";
const textSignOff = "Serdecznie pozdrawiamy,\n{{ siteName }}";
const note = "Wiadomość od gospodarza:";

export const plBooking: BookingLanguage<BookingTemplateKey> = {
  guestReason:
    "Otrzymujesz tę wiadomość, ponieważ ten adres został podany przy rezerwacji przez stronę podaną poniżej, którą VayVista prowadzi dla gospodarza.",
  templates: {
    "booking-requested": {
      subject: "Twoja prośba o rezerwację w {{ siteName }} ({{ reference }})",
      html: `<h1>Twoja prośba o rezerwację dotarła</h1>
<p>Dzień dobry {{ name }},</p>
<p>dziękujemy za prośbę o rezerwację pobytu w {{ siteName }}. Gospodarz ją przyjmie lub odrzuci, a Ty dostaniesz odpowiedź e-mailem. Do {{ holdUntil }} te terminy są zarezerwowane dla Ciebie: nikt inny nie może ich zarezerwować.</p>
${stayHtml(stay)}
<h2>Cena</h2>
${linesHtml("price")}
<p>To jeszcze nie jest rezerwacja: nic nie płacisz, dopóki gospodarz nie przyjmie Twojej prośby.</p>
{{ url | button: "Przejdź na stronę" }}
${signOff}`,
      text: `Dzień dobry {{ name }},

dziękujemy za prośbę o rezerwację pobytu w {{ siteName }}. Gospodarz ją przyjmie lub odrzuci, a Ty dostaniesz odpowiedź e-mailem. Do {{ holdUntil }} te terminy są zarezerwowane dla Ciebie: nikt inny nie może ich zarezerwować.

${stayText(stay)}

Cena:
{{ price }}

To jeszcze nie jest rezerwacja: nic nie płacisz, dopóki gospodarz nie przyjmie Twojej prośby.

{{ url }}

${textSignOff}`,
    },
    "booking-confirmed": {
      subject: "Twoja rezerwacja w {{ siteName }} jest potwierdzona ({{ reference }})",
      html: `<h1>Twoja rezerwacja jest potwierdzona</h1>
<p>Dzień dobry {{ name }},</p>
<p>mamy dobrą wiadomość: Twój pobyt w {{ siteName }} jest zarezerwowany. Zachowaj tę wiadomość, znajdziesz w niej wszystko, czego potrzebujesz.</p>
${stayHtml(stay)}
<h2>Cena</h2>
${linesHtml("price")}
<h2>Płatność</h2>
<p>Płacisz na miejscu przy przyjeździe albo przelewem bankowym.</p>
{% if bankIban != blank %}<ul>{% if bankHolder != blank %}<li><strong>Odbiorca:</strong> {{ bankHolder }}</li>{% endif %}<li><strong>IBAN:</strong> {{ bankIban }}</li>{% if bankBic != blank %}<li><strong>BIC:</strong> {{ bankBic }}</li>{% endif %}</ul>
<p>W tytule przelewu podaj numer rezerwacji {{ reference }}.</p>{% endif %}
{% if houseRules != blank %}<h2>Regulamin domu</h2>
${linesHtml("houseRules")}{% endif %}
<h2>Zasady anulowania</h2>
<p>{{ cancellationPolicy }}</p>
<p>Masz pytania dotyczące pobytu? Z gospodarzem skontaktujesz się przez stronę.</p>
{{ url | button: "Przejdź na stronę" }}
<p>Czekamy na Ciebie!<br>{{ siteName }}</p>`,
      text: `Dzień dobry {{ name }},

mamy dobrą wiadomość: Twój pobyt w {{ siteName }} jest zarezerwowany. Zachowaj tę wiadomość, znajdziesz w niej wszystko, czego potrzebujesz.

${stayText(stay)}

Cena:
{{ price }}

Płatność:
Płacisz na miejscu przy przyjeździe albo przelewem bankowym.{% if bankIban != blank %}{% if bankHolder != blank %}
Odbiorca: {{ bankHolder }}{% endif %}
IBAN: {{ bankIban }}{% if bankBic != blank %}
BIC: {{ bankBic }}{% endif %}
W tytule przelewu podaj numer rezerwacji {{ reference }}.{% endif %}
{% if houseRules != blank %}
Regulamin domu:
{{ houseRules }}
{% endif %}
Zasady anulowania:
{{ cancellationPolicy }}

Masz pytania dotyczące pobytu? Z gospodarzem skontaktujesz się przez stronę.

{{ url }}

Czekamy na Ciebie!
{{ siteName }}`,
    },
    "booking-declined": {
      subject: "Twoja prośba o rezerwację w {{ siteName }} nie mogła zostać przyjęta",
      html: `<h1>Twoja prośba nie mogła zostać przyjęta</h1>
<p>Dzień dobry {{ name }},</p>
<p>niestety gospodarz {{ siteName }} nie może przyjąć Twojej prośby o rezerwację. Terminy nie są już dla Ciebie zarezerwowane i nic nie płacisz.</p>
${stayHtml(stay)}
${ownerNoteHtml(note)}
<p>Może odpowiadają Ci inne terminy? Na stronie zobaczysz, co jest jeszcze wolne.</p>
{{ url | button: "Zobacz wolne terminy" }}
${signOff}`,
      text: `Dzień dobry {{ name }},

niestety gospodarz {{ siteName }} nie może przyjąć Twojej prośby o rezerwację. Terminy nie są już dla Ciebie zarezerwowane i nic nie płacisz.

${stayText(stay)}

${ownerNoteText(note)}Może odpowiadają Ci inne terminy? Na stronie zobaczysz, co jest jeszcze wolne.

{{ url }}

${textSignOff}`,
    },
    "booking-expired": {
      subject: "Twoja prośba o rezerwację w {{ siteName }} wygasła",
      html: `<h1>Twoja prośba wygasła</h1>
<p>Dzień dobry {{ name }},</p>
<p>gospodarz {{ siteName }} nie zdążył odpowiedzieć na Twoją prośbę o rezerwację, dlatego wygasła. Terminy nie są już dla Ciebie zarezerwowane i nic nie płacisz.</p>
${stayHtml(stay)}
<p>Nadal chcesz przyjechać? Sprawdź na stronie, czy terminy są jeszcze wolne, i zarezerwuj ponownie.</p>
{{ url | button: "Zobacz wolne terminy" }}
${signOff}`,
      text: `Dzień dobry {{ name }},

gospodarz {{ siteName }} nie zdążył odpowiedzieć na Twoją prośbę o rezerwację, dlatego wygasła. Terminy nie są już dla Ciebie zarezerwowane i nic nie płacisz.

${stayText(stay)}

Nadal chcesz przyjechać? Sprawdź na stronie, czy terminy są jeszcze wolne, i zarezerwuj ponownie.

{{ url }}

${textSignOff}`,
    },
    "booking-cancelled": {
      subject: "Twoja rezerwacja w {{ siteName }} została anulowana ({{ reference }})",
      html: `<h1>Twoja rezerwacja została anulowana</h1>
<p>Dzień dobry {{ name }},</p>
<p>Twoja rezerwacja w {{ siteName }} została anulowana. Terminy nie są już dla Ciebie zarezerwowane.</p>
${stayHtml(stay)}
<ul><li><strong>Kwota rezerwacji:</strong> {{ total }}</li><li><strong>Zwrot:</strong> {{ refund }}</li></ul>
<p>Zwrot wynika z zasad anulowania Twojej rezerwacji. Jeśli już zapłaciłeś(-aś), gospodarz przeleje Ci tę kwotę; kaucja zawsze wraca w całości.</p>
${ownerNoteHtml(note)}
{{ url | button: "Przejdź na stronę" }}
${signOff}`,
      text: `Dzień dobry {{ name }},

Twoja rezerwacja w {{ siteName }} została anulowana. Terminy nie są już dla Ciebie zarezerwowane.

${stayText(stay)}
Kwota rezerwacji: {{ total }}
Zwrot: {{ refund }}

Zwrot wynika z zasad anulowania Twojej rezerwacji. Jeśli już zapłaciłeś(-aś), gospodarz przeleje Ci tę kwotę; kaucja zawsze wraca w całości.

${ownerNoteText(note)}{{ url }}

${textSignOff}`,
    },
    "booking-changed": {
      subject: "Twoja rezerwacja w {{ siteName }} została zmieniona ({{ reference }})",
      html: `<h1>Twoja rezerwacja została zmieniona</h1>
<p>Dzień dobry {{ name }},</p>
<p>gospodarz {{ siteName }} zmienił Twoją rezerwację. Tak wygląda teraz Twój pobyt:</p>
${stayHtml(stay)}
<h2>Cena</h2>
${linesHtml("price")}
${ownerNoteHtml(note)}
<p>Coś się nie zgadza? Skontaktuj się z gospodarzem przez stronę.</p>
{{ url | button: "Przejdź na stronę" }}
${signOff}`,
      text: `Dzień dobry {{ name }},

gospodarz {{ siteName }} zmienił Twoją rezerwację. Tak wygląda teraz Twój pobyt:

${stayText(stay)}

Cena:
{{ price }}

${ownerNoteText(note)}Coś się nie zgadza? Skontaktuj się z gospodarzem przez stronę.

{{ url }}

${textSignOff}`,
    },
    "booking-received": {
      subject: "Nowa rezerwacja w {{ siteName }}: {{ guestName }}, {{ checkIn }}",
      html: `<h1>Masz nową rezerwację</h1>
<p>Cześć {{ name }},</p>
<p>{{ guestName }} zarezerwował(a) pobyt w {{ siteName }}. Terminy są już zablokowane w Twoim kalendarzu rezerwacji i w eksportowanych kalendarzach.</p>
${ownerStayHtml(owner)}
<p>Gość dostał potwierdzenie z ceną, sposobem płatności, regulaminem domu i zasadami anulowania.</p>
{{ url | button: "Zobacz rezerwację" }}`,
      text: `Cześć {{ name }},

{{ guestName }} zarezerwował(a) pobyt w {{ siteName }}. Terminy są już zablokowane w Twoim kalendarzu rezerwacji i w eksportowanych kalendarzach.

${ownerStayText(owner)}

Gość dostał potwierdzenie z ceną, sposobem płatności, regulaminem domu i zasadami anulowania.

Zobacz rezerwację: {{ url }}`,
    },
    "booking-request-received": {
      subject: "Prośba o rezerwację w {{ siteName }}: odpowiedz przed {{ holdUntil }}",
      html: `<h1>Nowa prośba o rezerwację</h1>
<p>Cześć {{ name }},</p>
<p>{{ guestName }} chce zatrzymać się w {{ siteName }}. Przyjmij lub odrzuć prośbę przed {{ holdUntil }}. Do tego czasu terminy są zarezerwowane dla tego gościa; bez odpowiedzi prośba wygaśnie, a terminy znów będą wolne.</p>
${ownerStayHtml(owner)}
{{ url | button: "Przyjmij lub odrzuć" }}`,
      text: `Cześć {{ name }},

{{ guestName }} chce zatrzymać się w {{ siteName }}. Przyjmij lub odrzuć prośbę przed {{ holdUntil }}. Do tego czasu terminy są zarezerwowane dla tego gościa; bez odpowiedzi prośba wygaśnie, a terminy znów będą wolne.

${ownerStayText(owner)}

Przyjmij lub odrzuć: {{ url }}`,
    },
  },
};
