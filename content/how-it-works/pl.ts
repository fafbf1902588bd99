import type { HowItWorksContent } from "./types.ts";

export const pl: HowItWorksContent = {
  meta: {
    title: "Jak to działa: strona rezerwacyjna w 4 krokach",
    description:
      "Od bezpłatnej konsultacji do działającej strony rezerwacyjnej w ciągu {{liveWithinDays}} dni. Zobacz, co robisz Ty, co robi VayVista i ile naprawdę zajmuje Ci to czasu.",
  },
  hero: {
    eyebrow: "Jak to działa",
    title: "Strona gotowa w ciągu {{liveWithinDays}} dni, bez technicznych kłopotów",
    lead: "Cztery jasne kroki od pierwszej rozmowy do pierwszej rezerwacji bezpośredniej. Ty opowiadasz o swoim domu, a my wszystko budujemy, łączymy, testujemy i potem dbamy o działanie strony.",
  },
  highlights: [
    { value: "± 10 min", label: "Twojego czasu na wdrożenie" },
    { value: "{{liveWithinDays}} dni", label: "maksymalnie do uruchomienia strony" },
    { value: "0", label: "potrzebnej wiedzy technicznej" },
  ],
  steps: {
    eyebrow: "Cztery kroki",
    title: "Kto co robi i ile to trwa",
    intro:
      "Przy każdym kroku widzisz, o co Cię prosimy i czym zajmujemy się my. Większość pracy leży po naszej stronie.",
    youLabel: "Co robisz Ty",
    weLabel: "Co robi VayVista",
    timeLabel: "Twój czas",
    stepLabel: "Krok {n}",
    items: [
      {
        title: "Bezpłatna konsultacja lub od razu rejestracja",
        body: "Poznajemy Twój dom wakacyjny i Twoje plany. Wolisz zacząć od razu? Zarejestruj się bezpośrednio, a my zajmiemy się resztą.",
        you: [
          "Umów rozmowę wideo w dogodnym terminie albo zarejestruj się od razu",
          "Opowiedz o swoim domu, gościach i o tym, jak dziś przyjmujesz rezerwacje",
        ],
        we: [
          "Szczerze doradzamy, co może Ci dać własna strona rezerwacyjna",
          "Odpowiadamy na pytania o koszty, synchronizację kalendarza i płatności",
          "Wyjaśniamy kolejne kroki i planujemy wdrożenie",
        ],
        time: "Krótka rozmowa wideo albo kilka minut na rejestrację",
      },
      {
        title: "Wybierz motyw i uzupełnij treści",
        body: "Ty wybierasz wygląd strony i przekazujesz nam materiały. Nie musisz znać się na projektowaniu: przeprowadzi Cię przez to krótki formularz wdrożeniowy.",
        you: [
          "Wybierz jeden z sześciu motywów",
          "Prześlij zdjęcia i napisz kilka słów o domu i okolicy",
          "Podaj ceny, sezony i regulamin domu",
        ],
        we: [
          "Zamieniamy Twoje teksty w przejrzyste, dobrze zbudowane podstrony",
          "Porządkujemy zdjęcia i optymalizujemy je pod szybkie ładowanie",
          "Ustawiamy sezony, minimalną długość pobytu i dodatkowe opłaty",
        ],
        time: "Około 10 minut na formularz wdrożeniowy",
      },
      {
        title: "Łączymy kalendarze i płatności",
        body: "To część techniczna i robimy ją za Ciebie. Gdy skończymy, Twoja strona zna każdą rezerwację, niezależnie od kanału, z którego przyszła.",
        you: [
          "Skopiuj linki iCal z Airbnb i Booking.com (pokażemy dokładnie, gdzie je znaleźć)",
          "Potwierdź dane swojego konta do płatności",
        ],
        we: [
          "Łączymy kalendarze Airbnb i Booking.com w obu kierunkach",
          "Podłączamy płatności online przez iDEAL i kartą",
          "Przygotowujemy automatyczne e-maile do gości i testujemy pełną rezerwację",
        ],
        time: "Kilka minut, z naszą instrukcją pod ręką",
      },
      {
        title: "Start w ciągu {{liveWithinDays}} dni",
        body: "Jeszcze raz wspólnie wszystko sprawdzamy, a potem strona startuje w subdomenie VayVista lub pod Twoją własną domeną.",
        you: [
          "Rzuć okiem po raz ostatni i daj zielone światło",
          "Udostępnij link dawnym gościom i w mediach społecznościowych",
        ],
        we: [
          "Uruchamiamy stronę z certyfikatem SSL i monitoringiem",
          "Zgłaszamy stronę do Google",
          "Pokazujemy Ci, jak korzystać z panelu",
        ],
        time: "Krótkie końcowe sprawdzenie i może przyjść pierwsza rezerwacja bezpośrednia",
      },
    ],
  },
  prepare: {
    title: "Warto mieć pod ręką",
    intro: "Nie musisz mieć wszystkiego pierwszego dnia, ale z tymi materiałami wdrożenie pójdzie wyjątkowo sprawnie.",
    items: [
      "Od dziesięciu do trzydziestu dobrych zdjęć domu i okolicy",
      "Krótki opis domu, pokoi i tego, co czyni go wyjątkowym",
      "Ceny w poszczególnych sezonach, minimalną długość pobytu i ewentualne dodatkowe opłaty",
      "Regulamin domu i warunki anulowania",
      "Linki iCal do kalendarzy w Airbnb i Booking.com, jeśli z nich korzystasz",
    ],
  },
  afterLaunch: {
    eyebrow: "Po starcie",
    title: "Co dzieje się, gdy strona już działa?",
    intro:
      "Uruchomienie strony to dopiero początek naszej pracy. Oto pytania, które właściciele najczęściej zadają o czas po starcie.",
    items: [
      {
        question: "Kto dba o aktualizacje, bezpieczeństwo i kopie zapasowe?",
        answer:
          "My. Strona działa na naszym hostingu z SSL, codziennie robimy kopię zapasową, monitorujemy ją 24/7 i co miesiąc instalujemy aktualizacje. Ty nie musisz nic robić.",
      },
      {
        question: "Czy mogę samodzielnie zmieniać teksty, zdjęcia i ceny?",
        answer:
          "Tak. W panelu zmienisz teksty, zdjęcia, ceny i sezony, kiedy tylko zechcesz. Wolisz, żebyśmy zrobili to za Ciebie? Napisz do nas, a zajmiemy się tym.",
      },
      {
        question: "Co z moimi rezerwacjami w Airbnb i Booking.com?",
        answer:
          "Działają dalej jak dotąd. Dzięki synchronizacji kalendarza każda rezerwacja blokuje termin w pozostałych kanałach, więc możesz we własnym tempie przechodzić na więcej rezerwacji bezpośrednich.",
      },
      {
        question: "Jak zdobyć pierwsze rezerwacje bezpośrednie?",
        answer:
          "Zacznij od gości, których już znasz: wyślij link dawnym gościom, dodaj go do e-maili z potwierdzeniem i do mediów społecznościowych. Strona jest też przygotowana pod wyszukiwarkę Google, a podczas konsultacji podzielimy się sprawdzonymi wskazówkami dla domów wakacyjnych.",
      },
      {
        question: "Czy wiąże mnie długa umowa?",
        answer:
          "Nie. Płacisz co miesiąc i możesz zrezygnować w każdym miesiącu. Przez pierwsze {{moneyBackDays}} dni masz też gwarancję zwrotu pieniędzy.",
      },
    ],
  },
  cta: {
    title: "Zrobimy razem pierwszy krok?",
    body: "Umów bezpłatną konsultację. Porozmawiamy o Twoim domu wakacyjnym, a Ty będziesz dokładnie wiedzieć, czego się spodziewać.",
  },
};
