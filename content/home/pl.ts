import type { HomeContent } from "./types.ts";

export const pl: HomeContent = {
  meta: {
    title: "Strona rezerwacyjna dla domu wakacyjnego bez prowizji",
    description:
      "Własna strona rezerwacyjna od VayVista: rezerwacje bez prowizji, synchronizacja z Airbnb i Booking.com, płatności online. Gotowa w ciągu {{liveWithinDays}} dni.",
  },
  hero: {
    eyebrow: "Dla właścicieli domów wakacyjnych",
    title: "Własna strona rezerwacyjna. Zero prowizji.",
    lead: "VayVista tworzy i prowadzi profesjonalną stronę Twojego domu wakacyjnego z systemem rezerwacji, który nigdy nie dopuści do podwójnej rezerwacji. Goście rezerwują i płacą bezpośrednio Tobie, więc każde euro zostaje u Ciebie.",
    points: [
      "0% prowizji od każdej rezerwacji",
      "Strona gotowa w ciągu {{liveWithinDays}} dni",
      "{{moneyBackDays}} dni gwarancji zwrotu pieniędzy",
    ],
    mockup: {
      siteName: "Dom na Wydmie",
      domain: "domnawydmie.pl",
      tagline: "Dom wakacyjny nad morzem",
      nav: ["Dom", "Okolica", "Cennik", "Kontakt"],
      fromPrice: "Od {price} za noc",
      facts: ["6 osób", "3 sypialnie", "Ogród"],
      directBadge: "Rezerwacja bezpośrednio u właściciela",
      arrival: "Przyjazd",
      departure: "Wyjazd",
      guests: "Goście",
      guestsValue: "4 osoby",
      checkAvailability: "Sprawdź terminy",
      pickDates: "Wybierz termin",
      nights: "{nights} nocy",
      total: "Razem",
      book: "Rezerwuję",
      newBooking: "Nowa rezerwacja bezpośrednia",
      newBookingBody: "{name} · {dates} · {amount}, bez prowizji",
    },
  },
  features: {
    eyebrow: "Wszystko w cenie",
    title: "Wszystko, czego potrzebujesz, by samodzielnie przyjmować rezerwacje",
    intro:
      "Jedna subskrypcja, bez składania wtyczek w całość. My wszystko konfigurujemy, dbamy o działanie strony i pomagamy, kiedy tylko nas potrzebujesz.",
    items: {
      website: {
        title: "Własna strona internetowa",
        body: "Szybka, estetyczna strona Twojego domu wakacyjnego w subdomenie VayVista lub pod Twoją własną domeną, oparta na jednym z sześciu motywów i wypełniona Twoimi zdjęciami i Twoją historią.",
      },
      booking: {
        title: "System rezerwacji bez podwójnych rezerwacji",
        body: "Goście widzą dostępność na bieżąco, wybierają termin i od razu rezerwują. Każdą noc można sprzedać tylko raz, bez względu na to, z którego kanału przychodzi rezerwacja.",
      },
      sync: {
        title: "Synchronizacja kalendarza z Airbnb i Booking.com",
        body: "Możesz dalej korzystać z platform. Kalendarze synchronizują się automatycznie przez iCal, więc rezerwacja w jednym kanale blokuje termin we wszystkich pozostałych.",
      },
      emails: {
        title: "Automatyczne e-maile do gości",
        body: "Potwierdzenie, przypomnienie o płatności, informacje przed przyjazdem i podziękowanie po pobycie wychodzą na czas, Twoimi słowami, bez Twojego udziału.",
      },
      payments: {
        title: "Płatności online",
        body: "Goście płacą bezpiecznie przez iDEAL lub kartą. Pobierz zaliczkę przy rezerwacji, a resztę później; pieniądze trafiają na Twoje konto, a nie do platformy.",
      },
      seo: {
        title: "Widoczność w Google",
        body: "Czysty kod, szybkie strony, właściwe tytuły i opisy oraz dane strukturalne, aby goście szukający domu wakacyjnego w Twojej okolicy mogli Cię znaleźć.",
      },
      hosting: {
        title: "Hosting, kopie zapasowe i monitoring",
        body: "Bezpieczny hosting z SSL, codzienne kopie zapasowe, monitoring 24/7 i comiesięczne aktualizacje. Sprawy techniczne przestają być Twoim zmartwieniem.",
      },
      support: {
        title: "Osobiste wsparcie",
        body: "Masz pytanie o stronę albo chcesz coś zmienić? Kontaktujesz się z małym zespołem, który zna Twoją stronę, przez e-mail lub WhatsApp.",
      },
    },
  },
  pricing: {
    eyebrow: "Cennik",
    title: "Jedna przejrzysta cena. Nigdy żadnej prowizji.",
    intro:
      "Płacisz stałą miesięczną opłatę, niezależnie od liczby rezerwacji. Dziesiąta rezerwacja tego lata kosztuje Cię dokładnie tyle samo co pierwsza: nic.",
    notPaying: {
      title: "Za co nigdy nie zapłacisz w VayVista",
      items: [
        "Procent od przychodu z rezerwacji",
        "Opłaty za gościa, za noc ani za rezerwację",
        "Dopłaty za hosting, kopie zapasowe czy aktualizacje",
        "Długą umowę: możesz zrezygnować w każdym miesiącu",
      ],
    },
    included: [
      "Własna strona z systemem rezerwacji",
      "Synchronizacja kalendarza z Airbnb i Booking.com",
      "Hosting, kopie zapasowe, monitoring i wsparcie",
    ],
    pricingLink: "Zobacz szczegóły cennika",
  },
  steps: {
    eyebrow: "Jak to działa",
    title: "Od pierwszej rozmowy do pierwszej rezerwacji bezpośredniej",
    intro:
      "Ty wnosisz swój dom i jego historię, my zajmujemy się techniką. Wdrożenie zajmuje większości właścicieli około 10 minut.",
    items: [
      {
        title: "Bezpłatna konsultacja",
        body: "Rozmowa wideo o Twoim domu, gościach i oczekiwaniach. Bez zobowiązań, z uczciwą radą, nawet jeśli okaże się, że VayVista nie jest dla Ciebie.",
      },
      {
        title: "Wybierz motyw i dodaj treści",
        body: "Wybierz jeden z sześciu motywów i prześlij zdjęcia, opis, ceny i regulamin domu przez krótki formularz wdrożeniowy.",
      },
      {
        title: "My wszystko łączymy",
        body: "Konfigurujemy system rezerwacji, łączymy kalendarze z Airbnb i Booking.com, podłączamy płatności online i wszystko testujemy.",
      },
      {
        title: "Strona gotowa w ciągu {{liveWithinDays}} dni",
        body: "Twoja strona startuje i możesz przyjmować rezerwacje bezpośrednie. Od tej chwili dbamy o hosting, aktualizacje i wsparcie.",
      },
    ],
    link: "Więcej o tym, jak to działa",
  },
  cta: {
    title: "Czas na rezerwacje bez prowizji?",
    body: "Umów bezpłatną konsultację bez zobowiązań. Razem przyjrzymy się Twojemu domowi wakacyjnemu i szczerze powiemy, co VayVista może dla Ciebie zrobić.",
  },
  themesDemo: {
    eyebrow: "Zobacz na własne oczy",
    title: "Sześć motywów i panel, który niczego nie komplikuje",
    intro:
      "Wybierz wygląd pasujący do Twojego domu, a rezerwacjami, cenami i gośćmi zarządzaj z jednego przejrzystego panelu.",
    themes: {
      title: "Sześć motywów do wyboru",
      body: "Od nowoczesnego minimalizmu po ciepły, rustykalny klimat. Każdy motyw świetnie wygląda na telefonie, a zmienić go możesz w każdej chwili bez utraty treści.",
      link: "Zobacz wszystkie motywy",
    },
    demo: {
      title: "Twój panel właściciela",
      body: "Rezerwacje, kalendarz, ceny, e-maile do gości i płatności w jednym miejscu. Przejdź przewodnik i zobacz, jak to działa.",
      link: "Zobacz przewodnik po panelu",
      screenLabel:
        "Przykład ekranu przeglądu w panelu: obłożenie, przychód, najbliższe przyjazdy i kanał, z którego przyszła każda rezerwacja.",
    },
  },
  testimonials: {
    eyebrow: "Właściciele o VayVista",
    title: "Co mówią właściciele",
    intro: "Właściciele domów wakacyjnych, którzy wzięli rezerwacje w swoje ręce.",
    ratingLabel: "Ocena: {rating} na 5",
  },
  statistics: {
    eyebrow: "VayVista w liczbach",
    title: "Nasze obietnice w liczbach",
    intro: "Bez wymyślonych liczb klientów, tylko to, co dostajesz od pierwszego dnia.",
    items: [
      { value: "0%", label: "prowizji od Twoich rezerwacji bezpośrednich" },
      { value: "{{liveWithinDays}} dni", label: "maksymalnie od startu do gotowej strony" },
      { value: "24/7", label: "monitoring Twojej strony" },
      { value: "Codziennie", label: "kopia zapasowa strony i rezerwacji" },
      { value: "6", label: "motywów do wyboru" },
      { value: "3", label: "języki, w których pracujemy: niderlandzki, angielski i polski" },
    ],
  },
};
