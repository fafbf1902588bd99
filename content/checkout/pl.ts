import type { CheckoutContent } from "./types.ts";

export const pl: CheckoutContent = {
  checkout: {
    metaTitle: "Zacznij z VayVista: podsumowanie",
    metaDescription:
      "Twoje podsumowanie: jednorazowa opłata startowa {{setupFee}} i {{monthlyFee}} miesięcznie za własną stronę rezerwacyjną. Umów rozmowę startową i bądź online w ciągu {{liveWithinDays}} dni.",
    eyebrow: "Zaczynamy",
    title: "Jeden krok od własnej strony rezerwacyjnej",
    lead: "Poniżej widzisz dokładnie, ile płacisz i co wydarzy się dalej. Bez niespodzianek i bez prowizji.",
    summary: {
      title: "Twoje podsumowanie",
      planName: "Pakiet VayVista",
      setupLabel: "Opłata startowa",
      setupWhen: "Jednorazowo, na start",
      monthlyLabel: "Opłata miesięczna",
      monthlyWhen: "Od następnego miesiąca, z możliwością rezygnacji co miesiąc",
      promotionLabel: "Promocja",
      vatNote: "Wszystkie kwoty są kwotami netto. VAT jest wykazany osobno na fakturze.",
      included: [
        "Własna strona z systemem rezerwacji",
        "Synchronizacja kalendarza z Airbnb i Booking.com",
        "Płatności online, hosting, kopie zapasowe i aktualizacje",
        "0% prowizji od rezerwacji",
      ],
    },
    next: {
      title: "Co wydarzy się dalej",
      steps: [
        {
          title: "Rozmowa startowa",
          body: "Podczas 30-minutowej rozmowy wideo omawiamy Twój obiekt, razem wybieramy motyw i przeglądamy kalendarze.",
        },
        {
          title: "Potwierdzenie e-mailem",
          body: "Po rozmowie dostajesz potwierdzenie i dane do płatności opłaty startowej.",
        },
        {
          title: "Budujemy Twoją stronę",
          body: "Konfigurujemy stronę, dodajemy zdjęcia i teksty, łączymy Airbnb i Booking.com i uruchamiamy płatności online.",
        },
        {
          title: "Online w ciągu {{liveWithinDays}} dni",
          body: "Sprawdzasz wszystko, a potem goście mogą rezerwować bezpośrednio u Ciebie.",
        },
      ],
    },
    guarantee: {
      title: "{{moneyBackDays}} dni gwarancji zwrotu pieniędzy",
      body: "Nie jesteś zadowolony w ciągu {{moneyBackDays}} dni od startu? Oddamy Ci pieniądze, razem z opłatą startową.",
    },
    cta: {
      title: "Następny krok: umów rozmowę startową",
      body: "Wybierz dogodny termin. Potwierdzimy rozmowę e-mailem w ciągu jednego dnia roboczego.",
      button: "Umów rozmowę startową",
      question: "Masz najpierw pytanie?",
      questionLink: "Napisz do nas",
    },
  },
  success: {
    metaTitle: "Dziękujemy za zamówienie",
    metaDescription: "Dziękujemy za zamówienie w VayVista. Odezwiemy się w ciągu jednego dnia roboczego.",
    eyebrow: "Zamówienie przyjęte",
    title: "Dziękujemy, witamy w VayVista!",
    lead: "Twoje zamówienie do nas dotarło. Zabieramy się do pracy, żeby goście mogli wkrótce rezerwować bezpośrednio u Ciebie.",
    next: {
      title: "Co dzieje się teraz",
      steps: [
        {
          title: "Napiszemy do Ciebie w ciągu jednego dnia roboczego",
          body: "Dostaniesz od nas e-mail z potwierdzeniem i propozycją terminu krótkiej rozmowy startowej.",
        },
        {
          title: "Przesyłasz zdjęcia i teksty",
          body: "Wyślij nam zdjęcia, opis i regulamin pobytu albo link do obecnego ogłoszenia. Resztą zajmiemy się my.",
        },
        {
          title: "Wszystko konfigurujemy",
          body: "Budujemy stronę w wybranym motywie, łączymy kalendarze Airbnb i Booking.com i uruchamiamy płatności online.",
        },
        {
          title: "Online w ciągu {{liveWithinDays}} dni",
          body: "Sprawdzasz swoją stronę, a gdy wszystko Ci odpowiada, publikujemy ją.",
        },
      ],
    },
    links: {
      title: "W międzyczasie",
      items: [
        { page: "themes", label: "Zobacz motywy" },
        { page: "howItWorks", label: "Jak działa VayVista" },
        { page: "faq", label: "Najczęstsze pytania" },
        { page: "contact", label: "Kontakt" },
      ],
    },
  },
  cancelled: {
    metaTitle: "Płatność anulowana",
    metaDescription: "Płatność została anulowana i nic nie zostało pobrane. Spróbuj ponownie lub zadaj nam pytanie.",
    eyebrow: "Płatność anulowana",
    title: "Spokojnie, nic nie zostało pobrane",
    lead: "Płatność została przerwana, więc z Twojego konta nie zniknęły żadne pieniądze. Jeszcze się zastanawiasz albo coś poszło nie tak? Wybierz poniżej, co chcesz zrobić.",
    options: {
      title: "Jak chcesz kontynuować?",
      retry: {
        title: "Spróbuj ponownie",
        body: "Wróć do podsumowania i dokończ zamówienie.",
        cta: "Wróć do podsumowania",
      },
      question: {
        title: "Zadaj pytanie",
        body: "Chcesz najpierw dowiedzieć się więcej o cenie, gwarancji lub o tym, jak to działa? Napisz do nas.",
        cta: "Przejdź do formularza kontaktowego",
      },
      whatsapp: {
        title: "Napisz na WhatsAppie",
        body: "Wolisz szybką odpowiedź? Wyślij nam wiadomość na WhatsAppie, a chętnie pomożemy.",
        cta: "Otwórz WhatsAppa",
      },
    },
  },
};
