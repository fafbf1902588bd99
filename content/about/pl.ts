import type { AboutContent } from "./types.ts";

export const pl: AboutContent = {
  metaTitle: "O VayVista: mały zespół, który tworzy dla właścicieli domów wakacyjnych",
  metaDescription:
    "Kim jesteśmy, dlaczego zaczęliśmy i w co wierzymy: Twoi goście należą do Ciebie, przejrzyste ceny i żadnego uzależnienia. Mały zespół z Holandii tworzący strony rezerwacyjne.",
  eyebrow: "O nas",
  title: "Pomagamy właścicielom domów wakacyjnych przyjmować gości na własnych zasadach",
  lead: "VayVista to mały zespół, który tworzy i utrzymuje strony rezerwacyjne dla domów wakacyjnych. Bez prowizji i bez zamieszania: Twoja własna strona, Twoi goście i ludzie, z którymi po prostu da się porozmawiać.",
  who: {
    eyebrow: "Kim jesteśmy",
    title: "Mały zespół, jeden cel",
    paragraphs: [
      "Jesteśmy programistami, projektantami i opiekunami klientów, którzy robią jedną rzecz: strony rezerwacyjne dla właścicieli domów wakacyjnych, domków, chat i apartamentów. Żadnych sklepów internetowych, żadnych stron firmowych. Ponieważ zajmujemy się wyłącznie tym, wiemy, czego potrzebuje właściciel domu wakacyjnego: od kalendarza zsynchronizowanego z Airbnb i Booking.com po e-mail powitalny, który przychodzi we właściwym momencie.",
      "Zaczynaliśmy w Holandii, gdzie rezerwacje bezpośrednie rosną od lat. Dziś pracujemy także dla właścicieli z rynków anglojęzycznych i z Polski, w ich własnym języku.",
    ],
    rolesTitle: "Ludzie, którzy stoją za Twoją stroną",
    roles: [
      {
        icon: "code",
        title: "Produkt i technologia",
        text: "Tworzy system rezerwacji, synchronizację kalendarza i panel, a także dba o to, by każda strona była szybka, bezpieczna i aktualna.",
      },
      {
        icon: "palette",
        title: "Projekt i motywy",
        text: "Projektuje nasze sześć motywów i dba o to, by Twoja strona wyglądała jak Twój dom wakacyjny, a nie jak szablon.",
      },
      {
        icon: "headset",
        title: "Wdrożenie i wsparcie",
        text: "Przygotowuje z Tobą stronę, łączy Twoje kalendarze i odpowiada na pytania przez e-mail lub WhatsApp.",
      },
    ],
    marketsTitle: "Gdzie działamy",
    markets: [
      {
        code: "NL",
        name: "Holandia",
        text: "Tu zaczynaliśmy, z właścicielami domów wakacyjnych nad morzem, w lasach i na wsi.",
      },
      {
        code: "EN",
        name: "Rynki anglojęzyczne",
        text: "Dla właścicieli w Wielkiej Brytanii, Irlandii i wszędzie tam, gdzie goście rezerwują po angielsku.",
      },
      {
        code: "PL",
        name: "Polska",
        text: "Dla właścicieli domków letniskowych i apartamentów nad morzem, w górach i na Mazurach.",
      },
    ],
  },
  why: {
    eyebrow: "Dlaczego zaczęliśmy",
    title: "Bo pełny kalendarz powinien oznaczać udany sezon",
    paragraphs: [
      "Właściciele wciąż opowiadali nam tę samą historię. Dom był w pełni zarezerwowany, goście zadowoleni, a mimo to spora część każdej rezerwacji znikała w prowizjach i opłatach platform. Goście znajdowali dom przez platformę, więc to platforma kontrolowała relację: dane gościa, opinie, zasady.",
      "Wielu właścicieli miało już grono wiernych, powracających gości, ale brakowało im dobrego sposobu, by ci mogli rezerwować bezpośrednio. Samodzielnie zrobiona strona bez prawdziwego kalendarza oznaczała podwójne rezerwacje i niekończącą się wymianę e-maili. Strona na zamówienie z agencji była droga i wymagała kogoś, kto będzie o nią dbał.",
      "Zbudowaliśmy więc to, czego brakowało: kompletną stronę rezerwacyjną, która jest szybko gotowa, synchronizuje się z platformami, z których właściciele już korzystają, i kosztuje stałą kwotę miesięcznie zamiast procentu od każdego pobytu.",
    ],
    pullQuote: "Platformy świetnie pomagają zostać zauważonym. Na własną stronę goście wracają.",
  },
  beliefs: {
    eyebrow: "W co wierzymy",
    title: "Cztery zasady, od których nie odstępujemy",
    intro: "To one decydują o tym, jak budujemy, ile bierzemy i jak Cię traktujemy.",
    items: [
      {
        icon: "guests",
        title: "Twoi goście są Twoimi gośćmi",
        text: "Gość, który rezerwuje na Twojej stronie, rezerwuje u Ciebie. Masz jego dane i bezpośredni kontakt, więc kolejny pobyt może zarezerwować bez żadnej prowizji.",
      },
      {
        icon: "pricing",
        title: "Przejrzyste ceny",
        text: "{{setupFee}} na start, potem {{monthlyFee}} miesięcznie. 0% prowizji, żadnych pakietów do porównywania, żadnych dopłat w wysokim sezonie.",
      },
      {
        icon: "freedom",
        title: "Żadnego uzależnienia",
        text: "Możesz zrezygnować w każdym miesiącu. Domena jest zarejestrowana na Ciebie, a rezerwacje, teksty i zdjęcia zabierasz ze sobą. Zostajesz, bo to działa, a nie dlatego, że musisz.",
      },
      {
        icon: "honesty",
        title: "Uczciwie o tym, co potrafi strona",
        text: "Własna strona nie zastąpi z dnia na dzień wszystkich platform i nie będziemy udawać, że jest inaczej. Powiemy Ci, czego się spodziewać, i pomożemy krok po kroku zwiększać liczbę rezerwacji bezpośrednich.",
      },
    ],
  },
  how: {
    eyebrow: "Jak pracujemy",
    title: "Osobiście, szybko i bez żargonu",
    intro: "Ty prowadzisz swój dom wakacyjny, my zajmujemy się technologią. Tak wygląda współpraca z nami.",
    steps: [
      {
        title: "Poznajemy Twój dom wakacyjny",
        text: "Podczas bezpłatnej konsultacji przyglądamy się Twojemu domowi, gościom i platformom, z których korzystasz, i odpowiadamy na wszystkie pytania. Bez zobowiązań.",
      },
      {
        title: "Twoja strona działa w ciągu {{liveWithinDays}} dni",
        text: "Wyślij nam teksty, zdjęcia, ceny i regulamin pobytu. Zbudujemy stronę, połączymy kalendarze i skonfigurujemy płatności, a Ty sprawdzisz wszystko przed publikacją.",
      },
      {
        title: "Dbamy o to, by wszystko działało",
        text: "Hosting, codzienne kopie zapasowe, całodobowy monitoring i comiesięczne aktualizacje są w cenie. Jeśli coś wymaga uwagi, zwykle wiemy o tym wcześniej niż Ty.",
      },
      {
        title: "Prawdziwy człowiek, gdy go potrzebujesz",
        text: "Pytania trafiają do zespołu, który zbudował Twoją stronę, przez e-mail lub WhatsApp, po polsku, angielsku lub niderlandzku. A jeśli współpraca Ci nie odpowiada, obowiązuje {{moneyBackDays}}-dniowa gwarancja zwrotu pieniędzy.",
      },
    ],
  },
  cta: {
    title: "Poznajmy się",
    body: "Umów bezpłatną konsultację. Pokażemy Ci, jak może wyglądać Twoja własna strona, i odpowiemy na pytania, bez żadnych zobowiązań.",
  },
};
