import type { CustomWorkContent } from "./types.ts";

export const pl: CustomWorkContent = {
  meta: {
    title: "Prace na zamówienie dla stron domów wakacyjnych",
    description:
      "Projekt na zamówienie, integracje, portale dla kilku obiektów, przeniesienie starej strony i funkcje stworzone dla Ciebie. Bezpłatna konsultacja i stała wycena przed startem.",
  },
  hero: {
    eyebrow: "Na zamówienie",
    title: "Gdy Twój dom wakacyjny potrzebuje więcej niż standardowy abonament",
    lead: "Większość właścicieli ma w abonamencie VayVista wszystko, czego potrzebuje. Dla pozostałych budujemy brakujący element: własny projekt, połączenie z programem, którego już używasz, albo portal dla kilku domów. Zawsze najpierw z jasną, stałą wyceną.",
  },
  fit: {
    eyebrow: "Abonament czy praca na zamówienie?",
    title: "Zacznij od abonamentu, dodaj tylko to, czego naprawdę potrzebujesz",
    intro:
      "Prace na zamówienie budujemy na Twojej stronie VayVista. Zachowujesz więc system rezerwacji, hosting i opiekę z abonamentu ({{monthlyFee}} miesięcznie, netto), a dopłacasz tylko za to, co jest naprawdę Twoje.",
    planTitle: "Już w abonamencie",
    plan: [
      "Strona na jednym z sześciu motywów, w maksymalnie czterech językach",
      "System rezerwacji z płatnościami online i voucherami",
      "Synchronizacja kalendarza z Airbnb, Booking.com i Vrbo",
      "Hosting, kopie zapasowe, monitoring i aktualizacje",
      "Własna domena i panel do edycji treści",
    ],
    customTitle: "Powód do pracy na zamówienie",
    custom: [
      "Chcesz wyglądu, którego nie daje żaden motyw",
      "Rezerwacje mają automatycznie trafiać do innego programu",
      "Wynajmujesz kilka obiektów i chcesz je mieć na jednej stronie",
      "Przenosisz istniejącą stronę, która ma już historię w Google",
      "Potrzebujesz funkcji, która dotyczy tylko Twojego miejsca",
    ],
  },
  offerings: {
    eyebrow: "Co budujemy",
    title: "Prace na zamówienie, których się podejmujemy",
    intro:
      "Mały czy duży, każdy projekt ma jeden cel: więcej rezerwacji bezpośrednich przy mniejszym nakładzie Twojej pracy.",
    items: [
      {
        icon: "palette",
        title: "Projekt na zamówienie",
        body: "Projekt od zera wokół Twojego obiektu i Twojej marki zamiast motywu. Własny układ, kolory i detale, na tej samej szybkiej podstawie zaprojektowanej z myślą o telefonach.",
        examples: [
          "Projekt w oparciu o Twoją identyfikację",
          "Nietypowe układy podstron",
          "Logo dla Twojego domu wakacyjnego",
        ],
      },
      {
        icon: "plug",
        title: "Integracje",
        body: "Połączenia Twojej strony VayVista z programami, których już używasz, żeby nie wpisywać tych samych danych dwa razy.",
        examples: ["Programy księgowe", "Channel managery z API", "Skrytki na klucze i inteligentne zamki"],
      },
      {
        icon: "building",
        title: "Portale dla kilku obiektów",
        body: "Jedna strona dla ośrodka, grupy domków albo rodziny z kilkoma domami, z wyszukiwarką obejmującą wszystkie obiekty i jednym wspólnym panelem.",
        examples: [
          "Wyszukiwanie i filtry dla wszystkich obiektów",
          "Wspólny podgląd dostępności",
          "Ceny i zasady dla każdego obiektu",
        ],
      },
      {
        icon: "move",
        title: "Przeniesienie starej strony",
        body: "Przenosimy teksty, zdjęcia i przyszłe rezerwacje oraz przekierowujemy każdy stary adres, żeby powracający goście i Google od razu trafiali na nowe podstrony.",
        examples: ["Przeniesienie tekstów i zdjęć", "Przekierowania starych adresów", "Import przyszłych rezerwacji"],
      },
      {
        icon: "puzzle",
        title: "Funkcje na zamówienie",
        body: "Coś, czego potrzebuje tylko Twoje miejsce: dodatki, które goście mogą dokupić, nietypowa zasada cenowa, przewodnik dla gości po zalogowaniu albo formularz zapytań grupowych.",
        examples: [
          "Dodatki do rezerwacji, np. pościel lub rowery",
          "Zapytania grupowe i okolicznościowe",
          "Cyfrowy przewodnik dla gości",
        ],
      },
    ],
  },
  quoting: {
    eyebrow: "Jak wyceniamy",
    title: "Jasno o kosztach, zanim cokolwiek się zacznie",
    intro: "Bez otwartych rachunków i bez niespodzianek na koniec. Tak ustalamy cenę.",
    items: [
      {
        icon: "messages",
        title: "Bezpłatna konsultacja",
        body: "30-minutowa rozmowa wideo, w której słuchamy, zadajemy pytania i uczciwie mówimy, czy praca na zamówienie to najlepsza droga, czy może abonament już to obejmuje.",
      },
      {
        icon: "fileText",
        title: "Stała wycena",
        body: "Przy jasno określonym projekcie dostajesz pisemną wycenę ze stałą ceną, zakresem i terminem realizacji. Cena się nie zmienia, chyba że sam poprosisz o więcej.",
      },
      {
        icon: "clock",
        title: "Stawka godzinowa na zapytanie",
        body: "Przy drobnych zleceniach lub pracy, którą trudno z góry opisać, możemy rozliczać się godzinowo. Stawkę poznasz wcześniej i razem ustalimy maksymalną kwotę.",
      },
    ],
    note: "Płacisz dopiero po akceptacji wyceny. Jeśli okaże się, że abonament już daje to, czego szukasz, powiemy Ci o tym i nie zapłacisz za pracę na zamówienie.",
  },
  process: {
    eyebrow: "Jak to działa",
    title: "Od pomysłu do działającego rozwiązania",
    intro: "Każdy projekt przechodzi przez te same jasne etapy, więc zawsze wiesz, na czym stoimy.",
    stepLabel: "Krok",
    steps: [
      {
        title: "Konsultacja",
        body: "Omawiamy Twoje potrzeby, obiekt i gości. Bezpłatnie i bez zobowiązań.",
      },
      {
        title: "Propozycja i wycena",
        body: "Dostajesz pisemną propozycję z zakresem, stałą ceną lub stawką godzinową i realnym harmonogramem.",
      },
      {
        title: "Projekt i budowa",
        body: "Budujemy małymi krokami i udostępniamy link do podglądu, żebyś mógł zgłaszać uwagi od początku, a nie dopiero na końcu.",
      },
      {
        title: "Testy i start",
        body: "Testujemy wszystko razem z Tobą, także na telefonie, i uruchamiamy w spokojnym momencie.",
      },
      {
        title: "Opieka po wdrożeniu",
        body: "Prace na zamówienie działają na naszym hostingu i są objęte zwykłą opieką techniczną. Jeśli coś wymaga dodatkowej opieki, wycena mówi o tym z góry.",
      },
    ],
  },
  faq: {
    eyebrow: "Pytania",
    title: "Pytania o prace na zamówienie",
    items: [
      {
        question: "Czy do pracy na zamówienie potrzebuję abonamentu VayVista?",
        answer:
          "Tak. Prace na zamówienie budujemy na Twojej stronie VayVista, więc zachowujesz wszystko, co daje abonament, w tym system rezerwacji, hosting i opiekę. Nie tworzymy osobnych, samodzielnych stron.",
      },
      {
        question: "Ile kosztuje praca na zamówienie?",
        answer:
          "To zależy wyłącznie od tego, czego potrzebujesz. Po bezpłatnej konsultacji dostajesz stałą wycenę, a przy drobnych zleceniach stawkę godzinową z ustaloną kwotą maksymalną. Koszty znasz, zanim zaczniemy.",
      },
      {
        question: "Ile trwa projekt?",
        answer:
          "Przeniesienie strony albo mała funkcja to często kilka tygodni; projekt na zamówienie lub portal dla kilku obiektów trwa dłużej. W wycenie podajemy realny termin realizacji.",
      },
      {
        question: "Do kogo należy to, co zbudujecie?",
        answer:
          "Twoje treści, pliki projektowe i dane należą do Ciebie. Oprogramowanie pod spodem jest częścią platformy VayVista, dzięki czemu możemy je dla Ciebie dalej utrzymywać i aktualizować.",
      },
    ],
  },
  cta: {
    title: "Masz plan dla swojego domu wakacyjnego?",
    body: "Opowiedz nam o nim podczas bezpłatnej konsultacji. Uczciwie powiemy, co jest możliwe i ile by to kosztowało.",
  },
};
