import type { ContactContent } from "./types.ts";

export const pl: ContactContent = {
  metaTitle: "Kontakt: zapytaj o własną stronę rezerwacyjną",
  metaDescription:
    "Pytania o stronę dla Twojego domu wakacyjnego, synchronizację kalendarza z Airbnb i Booking.com lub ceny? Napisz e-mail, wiadomość na WhatsAppie albo wypełnij formularz. Odpowiadamy w ciągu jednego dnia roboczego.",
  eyebrow: "Kontakt",
  title: "Po prostu zapytaj",
  lead: "Nie wiesz, czy własna strona rezerwacyjna sprawdzi się w Twoim obiekcie, albo chcesz dowiedzieć się, jak coś działa? Napisz do nas. Odpowie Ci człowiek z naszego zespołu, a nie chatbot.",
  form: {
    title: "Wyślij nam wiadomość",
    intro: "Napisz krótko o swoim obiekcie i o tym, co chcesz wiedzieć. Im konkretniej, tym lepiej możemy pomóc.",
    subjectHint: "Na przykład: synchronizacja kalendarza, własna domena albo przeniesienie rezerwacji",
    messageHint: "Co najmniej 10 znaków. Możesz napisać, gdzie teraz wynajmujesz i ile masz obiektów.",
  },
  details: {
    title: "Inne sposoby kontaktu",
    emailLabel: "E-mail",
    whatsappLabel: "WhatsApp",
    whatsappBody:
      "Wolisz krótką wiadomość? Napisz do nas, możesz dołączyć zdjęcie lub zrzut ekranu swojego ogłoszenia.",
    whatsappCta: "Otwórz WhatsAppa",
    responseLabel: "Czas odpowiedzi",
    responseBody: "Odpowiadamy w ciągu jednego dnia roboczego, zwykle jeszcze tego samego dnia.",
    languagesLabel: "Języki",
    languagesBody: "Możesz pisać do nas po polsku, angielsku lub niderlandzku.",
  },
  topics: {
    title: "W czym możemy pomóc",
    items: [
      "Czy własna strona rezerwacyjna pasuje do Twojego obiektu i sposobu wynajmu",
      "Jak synchronizacja iCal z Airbnb i Booking.com zapobiega podwójnym rezerwacjom",
      "Który z sześciu motywów najlepiej pasuje do Twojego domu",
      "Podłączenie własnej domeny lub korzystanie z subdomeny",
      "Płatności online przez iDEAL i kartą",
      "Prace na zamówienie, fotografia i inne dodatki",
    ],
  },
  consultation: {
    title: "Wolisz porozmawiać?",
    body: "Umów bezpłatną, 30-minutową rozmowę wideo. Razem przyjrzymy się Twojemu obiektowi i rezerwacjom, a Ty od razu dowiesz się, co może Ci dać własna strona.",
    cta: "Umów bezpłatną konsultację",
  },
};
