import type { ConsultationContent } from "./types.ts";

export const pl: ConsultationContent = {
  metaTitle: "Bezpłatna konsultacja: 30 minut o Twojej stronie rezerwacyjnej",
  metaDescription:
    "Umów bezpłatną, 30-minutową rozmowę wideo. Przyjrzymy się Twojemu domowi wakacyjnemu, obecnym rezerwacjom i temu, ile możesz zyskać dzięki własnej stronie bez prowizji. Bez zobowiązań.",
  eyebrow: "Bezpłatna konsultacja",
  title: "W 30 minut sprawdź, co dadzą Ci rezerwacje bezpośrednie",
  lead: "Podczas rozmowy wideo wspólnie przyjrzymy się Twojemu obiektowi, temu, jak go dziś wynajmujesz, i temu, co może Ci dać własna strona rezerwacyjna. Uczciwa rada, nawet jeśli odpowiedź brzmi: to jeszcze nie dla Ciebie.",
  facts: ["Bezpłatnie i bez zobowiązań", "30 minut przez wideo", "Po polsku, angielsku lub niderlandzku"],
  covers: {
    title: "O czym porozmawiamy",
    intro:
      "Nie musisz niczego przygotowywać. Dopasujemy rozmowę do Twojej sytuacji, ale te tematy zawsze się pojawiają:",
    items: [
      {
        title: "Twój obecny wynajem",
        body: "Przez jakie platformy przychodzą rezerwacje, ile płacisz prowizji i co Ci przeszkadza.",
      },
      {
        title: "Twoja własna strona",
        body: "Pokażemy, jak może wyglądać Twoja strona, który motyw pasuje do Twojego domu i jak goście rezerwują i płacą bezpośrednio.",
      },
      {
        title: "Kalendarz i rezerwacje",
        body: "Jak działa synchronizacja iCal z Airbnb i Booking.com, dzięki której nigdy nie dojdzie do podwójnej rezerwacji.",
      },
      {
        title: "Koszty i terminy",
        body: "Ile płacisz ({{setupFee}} jednorazowo i {{monthlyFee}} miesięcznie), ile możesz zaoszczędzić i jak w ciągu {{liveWithinDays}} dni Twoja strona będzie online.",
      },
    ],
  },
  steps: {
    title: "Jak to działa",
    items: [
      { title: "Wybierz termin", body: "Wypełnij formularz, podając preferowany dzień i porę." },
      {
        title: "Potwierdzamy",
        body: "W ciągu jednego dnia roboczego dostaniesz e-mail z potwierdzeniem i linkiem do rozmowy wideo.",
      },
      {
        title: "Rozmawiamy 30 minut",
        body: "Zadajesz wszystkie pytania i dostajesz konkretne wskazówki dla swojego obiektu.",
      },
    ],
  },
  form: {
    title: "Umów konsultację",
    intro:
      "Wybierz dzień i porę, które Ci odpowiadają. Jeśli jednak termin nie będzie pasować, ustalimy inny e-mailowo.",
    dateHint: "Od jutra, maksymalnie trzy miesiące naprzód. Godziny według czasu holenderskiego (CET).",
    locationHint: "Miejscowość i kraj, na przykład Zakopane lub Mielno",
    notesHint: "Na przykład link do ogłoszenia, Twoje oczekiwania lub pytania.",
  },
  prepare: {
    title: "Warto mieć pod ręką",
    items: [
      "Link do ogłoszenia na Airbnb lub Booking.com, jeśli je masz",
      "Przybliżoną liczbę rezerwacji w roku",
      "Swoje pytania: nie ma głupich pytań",
    ],
  },
};
