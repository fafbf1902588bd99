import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  title: "Odwiedzający",
  intro: "Ile osób ogląda Twoją stronę, które podstrony czytają i skąd przychodzą.",
  privacy:
    "Liczymy bez plików cookie i nie przechowujemy adresów IP: Twoi goście pozostają anonimowi, a Ty nie potrzebujesz do tego banera cookie.",
  period: "Okres",
  days_one: "{{count}} dzień",
  days_few: "{{count}} dni",
  days_many: "{{count}} dni",
  days_other: "{{count}} dnia",
  totals: {
    heading: "Podsumowanie z ostatnich {{count}} dni",
    visitors: "Odwiedzający",
    pageViews: "Wyświetlenia stron",
    views: "Wyświetlenia",
    pagesPerVisitor: "Stron na odwiedzającego",
    visitorsNote: "Odwiedzający liczy się raz dziennie; kto przychodzi w dwa dni, liczy się dwa razy.",
  },
  chart: {
    heading: "Dziennie",
    showTable: "Pokaż jako tabelę",
    date: "Data",
    caption: "Odwiedzający i wyświetlenia stron dziennie, od {{from}} do {{to}}",
  },
  pages: {
    heading: "Najczęściej oglądane strony",
    page: "Strona",
    empty: "W tym okresie nie wyświetlono jeszcze żadnej strony.",
  },
  referrers: {
    heading: "Skąd przychodzą odwiedzający",
    source: "Strona internetowa",
    empty:
      "Jeszcze nikt nie przyszedł z innej strony: odwiedzający wchodzili bezpośrednio, na przykład z zakładki lub wpisując adres.",
  },
  languages: {
    heading: "Języki",
    language: "Język",
    main: "Język główny",
    mainNote: "Język główny: strony bez kodu języka w adresie.",
    names: { nl: "niderlandzki", en: "angielski", de: "niemiecki", pl: "polski" },
    empty: "W tym okresie nie było jeszcze odwiedzających.",
  },
  devices: {
    heading: "Urządzenia",
    device: "Urządzenie",
    names: { mobile: "Telefon", tablet: "Tablet", desktop: "Komputer" },
    empty: "W tym okresie nie było jeszcze odwiedzających.",
  },
  empty: {
    title: "W tym okresie nie było jeszcze odwiedzających",
    body: "Gdy tylko goście zaczną oglądać Twoją stronę, zobaczysz tu, ilu ich jest i co oglądają. Nowe wizyty pojawiają się w ciągu minuty.",
  },
  timezone: "Dni liczone są od północy do północy UTC (w Polsce 1–2 godziny później).",
};
