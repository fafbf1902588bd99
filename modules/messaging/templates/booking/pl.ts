import type { BookingTemplateKey } from "../../booking-template-keys.ts";
import { type GuestBookingWords, guestBookingEmails, type OwnerBookingWords, ownerBookingEmails } from "./layout.ts";
import type { BookingLanguage } from "./parts.ts";

const guest: GuestBookingWords = {
  stay: {
    reference: "Numer rezerwacji",
    unit: "Obiekt",
    checkIn: "Przyjazd",
    checkOut: "Wyjazd",
    guests: "Goście",
  },
  hello: "Dzień dobry",
  regards: "Serdecznie pozdrawiamy,",
  ownerWrites: "Wiadomość od gospodarza:",
  price: "Cena",
  visitSite: "Przejdź na stronę",
  seeDates: "Zobacz wolne terminy",
  viewBooking: "Zobacz rezerwację",
  bookingPage:
    "Na stronie rezerwacji zawsze zobaczysz jej aktualny stan. Link jest tylko dla Ciebie, więc nie udostępniaj go innym.",
  requested: {
    subject: "Twoja prośba o rezerwację w {{ siteName }} ({{ reference }})",
    heading: "Twoja prośba o rezerwację dotarła",
    intro:
      "dziękujemy za prośbę o rezerwację pobytu w {{ siteName }}. Gospodarz ją przyjmie lub odrzuci, a Ty dostaniesz odpowiedź e-mailem. Do {{ holdUntil }} te terminy są zarezerwowane dla Ciebie: nikt inny nie może ich zarezerwować.",
    notYet: "To jeszcze nie jest rezerwacja: nic nie płacisz, dopóki gospodarz nie przyjmie Twojej prośby.",
  },
  confirmed: {
    subject: "Twoja rezerwacja w {{ siteName }} jest potwierdzona ({{ reference }})",
    heading: "Twoja rezerwacja jest potwierdzona",
    intro:
      "mamy dobrą wiadomość: Twój pobyt w {{ siteName }} jest zarezerwowany. Zachowaj tę wiadomość, znajdziesz w niej wszystko, czego potrzebujesz.",
    payment: "Płatność",
    accountHolder: "Odbiorca",
    mentionReference: "W tytule przelewu podaj numer rezerwacji {{ reference }}.",
    houseRules: "Regulamin domu",
    cancellationPolicy: "Zasady anulowania",
    questions: "Masz pytania dotyczące pobytu? Z gospodarzem skontaktujesz się przez stronę.",
    welcome: "Czekamy na Ciebie!",
  },
  declined: {
    subject: "Twoja prośba o rezerwację w {{ siteName }} nie mogła zostać przyjęta",
    heading: "Twoja prośba nie mogła zostać przyjęta",
    intro:
      "niestety gospodarz {{ siteName }} nie może przyjąć Twojej prośby o rezerwację. Terminy nie są już dla Ciebie zarezerwowane i nic nie płacisz.",
    otherDates: "Może odpowiadają Ci inne terminy? Na stronie zobaczysz, co jest jeszcze wolne.",
  },
  expired: {
    subject: "Twoja prośba o rezerwację w {{ siteName }} wygasła",
    heading: "Twoja prośba wygasła",
    intro:
      "gospodarz {{ siteName }} nie zdążył odpowiedzieć na Twoją prośbę o rezerwację, dlatego wygasła. Terminy nie są już dla Ciebie zarezerwowane i nic nie płacisz.",
    bookAgain: "Nadal chcesz przyjechać? Sprawdź na stronie, czy terminy są jeszcze wolne, i zarezerwuj ponownie.",
  },
  cancelled: {
    subject: "Twoja rezerwacja w {{ siteName }} została anulowana ({{ reference }})",
    heading: "Twoja rezerwacja została anulowana",
    intro: "Twoja rezerwacja w {{ siteName }} została anulowana. Terminy nie są już dla Ciebie zarezerwowane.",
    total: "Kwota rezerwacji",
    refund: "Zwrot",
    refundRule:
      "Zwrot wynika z zasad anulowania Twojej rezerwacji. To, co zapłaciłeś(-aś) online, wróci samo tą samą metodą płatności; resztę gospodarz przeleje Ci na konto. Kaucja zawsze wraca w całości.",
  },
  changed: {
    subject: "Twoja rezerwacja w {{ siteName }} została zmieniona ({{ reference }})",
    heading: "Twoja rezerwacja została zmieniona",
    intro: "gospodarz {{ siteName }} zmienił Twoją rezerwację. Tak wygląda teraz Twój pobyt:",
    notRight: "Coś się nie zgadza? Skontaktuj się z gospodarzem przez stronę.",
  },
};

const owner: OwnerBookingWords = {
  labels: {
    ...guest.stay,
    guest: "Gość",
    email: "Adres e-mail",
    phone: "Telefon",
    total: "Razem",
    language: "Język",
  },
  hello: "Cześć",
  received: {
    subject: "Nowa rezerwacja w {{ siteName }}: {{ guestName }}, {{ checkIn }}",
    heading: "Masz nową rezerwację",
    intro:
      "{{ guestName }} zarezerwował(a) pobyt w {{ siteName }}. Terminy są już zablokowane w Twoim kalendarzu rezerwacji i w eksportowanych kalendarzach.",
    guestTold: "Gość dostał potwierdzenie z ceną, sposobem płatności, regulaminem domu i zasadami anulowania.",
    open: "Zobacz rezerwację",
  },
  requestReceived: {
    subject: "Prośba o rezerwację w {{ siteName }}: odpowiedz przed {{ holdUntil }}",
    heading: "Nowa prośba o rezerwację",
    intro:
      "{{ guestName }} chce zatrzymać się w {{ siteName }}. Przyjmij lub odrzuć prośbę przed {{ holdUntil }}. Do tego czasu terminy są zarezerwowane dla tego gościa; bez odpowiedzi prośba wygaśnie, a terminy znów będą wolne.",
    answer: "Przyjmij lub odrzuć",
  },
};

export const plBooking: BookingLanguage<BookingTemplateKey> = {
  guestReason:
    "Otrzymujesz tę wiadomość, ponieważ ten adres został podany przy rezerwacji przez stronę podaną poniżej, którą VayVista prowadzi dla gospodarza.",
  templates: { ...guestBookingEmails(guest), ...ownerBookingEmails(owner) },
};

/** The booking emails' words, which the payment emails share (templates/payment). */
export const plBookingWords = { guest, owner };
