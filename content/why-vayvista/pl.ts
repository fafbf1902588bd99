import type { WhyContent } from "./types.ts";

export const pl: WhyContent = {
  meta: {
    title: "Dlaczego VayVista: rezerwacje bezpośrednie zamiast prowizji",
    description:
      "Policz, ile kosztuje Cię prowizja platform w porównaniu ze stałą opłatą za własną stronę rezerwacyjną. I dlaczego kontakt z gośćmi powinien należeć do Ciebie.",
  },
  hero: {
    eyebrow: "Dlaczego VayVista",
    title: "Przestań oddawać część każdej rezerwacji",
    lead: "Platformy rezerwacyjne przyprowadzają gości, ale w zamian zabierają kawałek każdego pobytu. Własna strona rezerwacyjna kosztuje stałą kwotę, niezależnie od tego, ile zarabiasz. Oto rachunek i to, co jeszcze zyskujesz.",
  },
  math: {
    eyebrow: "Rachunek",
    title: "Ile naprawdę kosztuje Cię prowizja",
    intro:
      "Przykład na okrągłych liczbach. Podstaw w myślach własny przychód i stawkę, by zobaczyć, co to oznacza dla Twojego domu wakacyjnego.",
    assumptionsTitle: "Założenia tego przykładu",
    assumptions: [
      "Twój dom wakacyjny przynosi rocznie {turnover} przychodu z rezerwacji.",
      "Platforma rezerwacyjna pobiera od tej kwoty {rate} prowizji. Stawki różnią się w zależności od platformy i umowy.",
      "Dla porównania wszystkie te rezerwacje przychodzą zamiast tego przez Twoją własną stronę VayVista.",
      "VayVista kosztuje jednorazowo {{setupFee}} za konfigurację oraz {{monthlyFee}} miesięcznie.",
    ],
    platformLabel: "Prowizja dla platformy, rocznie",
    platformNote: "{rate} z {turnover}",
    firstYearLabel: "VayVista w pierwszym roku",
    firstYearNote: "{{setupFee}} konfiguracja + 12 × {{monthlyFee}}",
    laterYearLabel: "VayVista od drugiego roku",
    laterYearNote: "12 × {{monthlyFee}}",
    savingFirst: "W pierwszym roku zostaje Ci {savingFirst} więcej,",
    savingLater: "a w każdym kolejnym roku {savingLater} więcej.",
    breakEvenTitle: "Kiedy to się zwraca?",
    breakEven:
      "Już od {breakEven} rocznie z rezerwacji bezpośrednich zaoszczędzona prowizja pokrywa cały pierwszy rok VayVista. Wszystko powyżej zostaje w Twojej kieszeni.",
    caveatsTitle: "Warto wiedzieć",
    caveats: [
      "Wszystkie kwoty są podane bez VAT.",
      "Operatorzy płatności pobierają niewielką opłatę od każdej płatności online. Dotyczy to także rezerwacji bezpośrednich i nie zostało tu uwzględnione.",
      "Nie każdy gość od razu zacznie rezerwować bezpośrednio. Nie musi: próg opłacalności pokazuje, jak niewiele musi się zmienić, żeby to się opłaciło.",
    ],
  },
  ownership: {
    eyebrow: "Więcej niż pieniądze",
    title: "Twoi goście, Twoja relacja",
    intro:
      "Na platformie gość jest klientem platformy. Na Twojej stronie jest Twoim gościem, a to z biegiem lat jest warte bardzo wiele.",
    items: [
      {
        title: "Dane gości należą do Ciebie",
        body: "Imię i nazwisko, adres e-mail i numer telefonu trafiają prosto do Twojego panelu. Możesz kontaktować się z gośćmi przed pobytem, w trakcie i po nim.",
      },
      {
        title: "Powracający goście rezerwują bezpośrednio",
        body: "Rodzina, która wraca co lato, nie płaci już przez platformę. Możesz podziękować jej lepszą ceną i nadal zarobić więcej.",
      },
      {
        title: "Twoja marka, Twoja historia",
        body: "Goście zapamiętują nazwę Twojego domu i Twoją stronę, a nie jedno ogłoszenie spośród tysięcy na tej samej platformie.",
      },
      {
        title: "Twoje zasady",
        body: "To Ty ustalasz ceny, zaliczkę, warunki anulowania i regulamin domu. Zmiana zasad czy algorytmu na platformie nie decyduje już o Twoim sezonie.",
      },
    ],
  },
  comparison: {
    eyebrow: "Porównanie",
    title: "VayVista, platformy rezerwacyjne czy kreator stron do samodzielnej obsługi?",
    intro: "Każda opcja ma swoje miejsce. Tak wypadają w tym, co dla właścicieli domów wakacyjnych najważniejsze.",
    caption:
      "Porównanie VayVista, platform rezerwacyjnych takich jak Airbnb i Booking.com oraz kreatora stron do samodzielnej obsługi",
    criterion: "Co się liczy",
    columns: ["VayVista", "Platformy rezerwacyjne", "Kreator stron"],
    marks: { yes: "Tak", partial: "Częściowo", no: "Nie" },
    rows: [
      {
        label: "Prowizja od rezerwacji",
        cells: [
          { mark: "yes", text: "0%: stała opłata miesięczna" },
          { mark: "no", text: "Procent od każdej rezerwacji" },
          { mark: "partial", text: "Brak za sam kreator; wtyczki rezerwacyjne często kosztują dodatkowo" },
        ],
      },
      {
        label: "Własna strona i marka",
        cells: [
          { mark: "yes", text: "Własna strona, jeśli chcesz, pod własną domeną" },
          { mark: "no", text: "Ogłoszenie wśród wielu innych" },
          { mark: "yes", text: "Tak, jeśli zaprojektujesz ją samodzielnie" },
        ],
      },
      {
        label: "Dane gości i kontakt z nimi",
        cells: [
          { mark: "yes", text: "Twoje, od pierwszej rezerwacji" },
          { mark: "partial", text: "Ograniczone; kontakt odbywa się przez platformę" },
          { mark: "yes", text: "Twoje" },
        ],
      },
      {
        label: "System rezerwacji bez podwójnych rezerwacji",
        cells: [
          { mark: "yes", text: "W cenie, z aktualną dostępnością" },
          { mark: "yes", text: "W ramach platformy" },
          { mark: "partial", text: "Tylko z wtyczkami, które konfigurujesz samodzielnie" },
        ],
      },
      {
        label: "Synchronizacja kalendarza z Airbnb i Booking.com",
        cells: [
          { mark: "yes", text: "W cenie i skonfigurowana za Ciebie" },
          { mark: "partial", text: "Przez iCal, ustawiany samodzielnie dla każdej platformy" },
          { mark: "partial", text: "Zależy od wybranych wtyczek" },
        ],
      },
      {
        label: "Płatności prosto na Twoje konto",
        cells: [
          { mark: "yes", text: "iDEAL i karty, zaliczka i dopłata" },
          { mark: "partial", text: "Wypłacane przez platformę po potrąceniu prowizji" },
          { mark: "partial", text: "Możliwe z wtyczką płatniczą" },
        ],
      },
      {
        label: "Hosting, aktualizacje i kopie zapasowe",
        cells: [
          { mark: "yes", text: "Załatwione, z monitoringiem 24/7" },
          { mark: "yes", text: "Po stronie platformy" },
          { mark: "no", text: "W dużej mierze Twoje zadanie" },
        ],
      },
      {
        label: "Zasięg wśród podróżnych",
        cells: [
          { mark: "partial", text: "Google i Twoje kanały; łącz z platformami dzięki synchronizacji" },
          { mark: "yes", text: "Bardzo duży zasięg" },
          { mark: "partial", text: "Tylko to, co zbudujesz samodzielnie" },
        ],
      },
      {
        label: "Twój nakład czasu",
        cells: [
          { mark: "yes", text: "Około 10 minut na wdrożenie" },
          { mark: "partial", text: "Prowadzenie ogłoszenia na każdej platformie" },
          { mark: "no", text: "Wiele godzin budowy i utrzymania" },
        ],
      },
    ],
  },
  together: {
    title: "Korzystaj z platform, ale bez uzależnienia od nich",
    body: "Nie musisz wybierać. Wielu właścicieli zostaje na Airbnb i Booking.com dla zasięgu, a własnej strony używa dla powracających gości i osób, które znajdują ich w Google. Synchronizacja kalendarza pilnuje porządku, a każda rezerwacja bezpośrednia oszczędza Ci prowizję.",
  },
  cta: {
    title: "Ciekawi Cię, co to oznacza dla Twojego domu wakacyjnego?",
    body: "Podczas bezpłatnej konsultacji policzymy razem Twoje własne liczby, uczciwie, także wtedy, gdy VayVista się dla Ciebie nie opłaca.",
  },
};
