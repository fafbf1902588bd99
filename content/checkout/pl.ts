import type { CheckoutContent } from "./types.ts";

export const pl: CheckoutContent = {
  checkout: {
    metaTitle: "Zacznij z VayVista",
    metaDescription:
      "Uruchom własną stronę rezerwacyjną: jednorazowa opłata startowa {{setupFee}} i {{monthlyFee}} miesięcznie, z {{moneyBackDays}}-dniową gwarancją zwrotu pieniędzy. Załóż konto i zapłać bezpiecznie online.",
    eyebrow: "Zacznij",
    title: "Uruchom własną stronę rezerwacyjną",
    lead: "Załóż konto, podaj dane do faktury i zapłać bezpiecznie. Zaraz potem krok po kroku skonfigurujesz swoją stronę.",
    summary: {
      title: "Twoje zamówienie",
      planName: "Pakiet VayVista",
      setupLabel: "Opłata startowa",
      setupWhen: "Jednorazowo, dzisiaj",
      monthlyLabel: "Opłata miesięczna",
      monthlyWhen: "Dzisiaj za pierwszy miesiąc, potem co miesiąc; możesz zrezygnować w każdym miesiącu",
      monthlyWhenFreeFirstMonth: "Od drugiego miesiąca; możesz zrezygnować w każdym miesiącu",
      firstMonthLabel: "Pierwszy miesiąc",
      firstMonthFree: "Gratis",
      promotionLabel: "Promocja",
      todayLabel: "Dzisiaj, bez VAT: {amount}",
      included: [
        "Własna strona z systemem rezerwacji",
        "Synchronizacja kalendarza z Airbnb i Booking.com",
        "Płatności online, hosting, kopie zapasowe i aktualizacje",
        "0% prowizji od rezerwacji",
      ],
    },
    vat: {
      title: "Ceny nie zawierają VAT",
      domestic: "Klienci w Holandii i konsumenci w innych krajach UE: + {rate}% VAT, dzisiaj {amount}.",
      reverseCharge: "Firmy w innych krajach UE z numerem VAT: bez VAT, rozliczasz go sam (odwrotne obciążenie).",
      outsideEu: "Poza UE: bez holenderskiego VAT.",
    },
    guarantee: {
      title: "{{moneyBackDays}} dni gwarancji zwrotu pieniędzy",
      body: "Nie jesteś zadowolony w ciągu {{moneyBackDays}} dni? Zrezygnuj w panelu, a od razu zwrócimy Ci wszystko, łącznie z opłatą startową.",
    },
    account: {
      title: "Twoje konto",
      intro: "Na swoim koncie zbudujesz stronę i zarządzasz rezerwacjami.",
      signedInAs: "Zalogowano jako {name} ({email})",
      signOut: "To nie Ty? Wyloguj się",
      email: "Adres e-mail",
      password: "Wybierz hasło",
      passwordHint: "Co najmniej 10 znaków.",
      haveAccount: "Masz już konto?",
      signIn: "Zaloguj się",
      legal: "Zakładając konto, akceptujesz nasz",
      terms: "regulamin",
      and: "i",
      privacy: "politykę prywatności",
    },
    billing: {
      title: "Dane do faktury",
      intro: "Te dane znajdą się na Twoich fakturach.",
      name: "Imię i nazwisko",
      business: "Zamawiam jako firma",
      company: "Nazwa firmy",
      vatNumber: "Numer VAT",
      vatHint: "Dla firmy w UE, np. PL1234567890. Z ważnym numerem spoza Holandii nie płacisz VAT.",
      street: "Ulica i numer",
      postalCode: "Kod pocztowy",
      city: "Miejscowość",
      country: "Kraj",
      chooseCountry: "Wybierz kraj",
      problems: {
        country: "Wybierz kraj z listy.",
        vatNumber: "To nie jest numer VAT wybranego kraju. Sprawdź numer i kraj.",
        vatNeedsCompany: "Numer VAT wymaga nazwy firmy: podaj też firmę.",
      },
    },
    pay: {
      title: "Płatność",
      button: "Zapłać {amount} i zacznij",
      pending: "Chwileczkę…",
      note: "Płacisz na bezpiecznej stronie naszego operatora płatności. Potem od razu wrócisz tutaj.",
      providerUnreachable:
        "Nie możemy teraz połączyć się z operatorem płatności. Nic nie zostało pobrane, a Twoje dane są nadal wypełnione; spróbuj ponownie za minutę.",
    },
    unavailable: {
      title: "Płatności online są chwilowo niedostępne",
      body: "W tej chwili nie przyjmujemy płatności online. Skontaktuj się z nami, a od razu pomożemy Ci zacząć.",
      contact: "Skontaktuj się z nami",
    },
    consultation: {
      question: "Wolisz najpierw porozmawiać?",
      link: "Umów bezpłatną konsultację",
    },
  },
  success: {
    metaTitle: "Twoja subskrypcja VayVista",
    metaDescription: "Stan Twojej płatności na rzecz VayVista.",
    waiting: {
      eyebrow: "Płatność przyjęta",
      title: "Czekamy na potwierdzenie płatności",
      lead: "Twój bank lub wydawca karty potwierdza płatność. Zwykle trwa to kilka sekund; ta strona odświeży się sama.",
      reload: "Sprawdź ponownie",
    },
    confirmed: {
      eyebrow: "Płatność potwierdzona",
      title: "Dziękujemy, witamy w VayVista!",
      lead: "Twoja subskrypcja jest aktywna. Faktura przyjdzie e-mailem i zawsze znajdziesz ją w panelu.",
      next: {
        title: "Co dzieje się teraz",
        steps: [
          {
            title: "Skonfiguruj swoją stronę",
            body: "W kilku krokach dodasz obiekt, zdjęcia i ceny oraz wybierzesz motyw.",
          },
          {
            title: "Połącz kalendarze",
            body: "Połącz Airbnb i Booking.com, żeby dostępność była wszędzie taka sama.",
          },
          {
            title: "Online w ciągu {{liveWithinDays}} dni",
            body: "Sprawdź wszystko, opublikuj, a goście będą mogli rezerwować bezpośrednio u Ciebie.",
          },
        ],
      },
      onboarding: "Skonfiguruj moją stronę",
      dashboard: "Przejdź do panelu",
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
        body: "Twoje dane są nadal wypełnione: sprawdź je i dokończ płatność.",
        cta: "Wróć do płatności",
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
