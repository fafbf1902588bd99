import type { ThemesContent } from "./types.ts";

export const pl: ThemesContent = {
  meta: {
    title: "Sześć motywów strony dla Twojego domu wakacyjnego",
    description:
      "Nowoczesny, przytulny, elegancki, nadmorski, miejski lub rustykalny: wybierz motyw VayVista dla swojego domu. Każdy ma rezerwacje online i działa na telefonie.",
  },
  hero: {
    eyebrow: "Motywy",
    title: "Wygląd, który pasuje do Twojego domu wakacyjnego",
    lead: "Sześć starannie zaprojektowanych motywów, każdy z własnym charakterem. Wybierz ten, który najlepiej oddaje Twoje miejsce; my wypełnimy go Twoimi zdjęciami, tekstami i cenami.",
  },
  suitsLabel: "Pasuje do",
  paletteLabel: "Paleta kolorów",
  previewNote: "Podgląd otwiera kompletną przykładową stronę w tym motywie.",
  themes: {
    "modern-minimal": {
      tagline: "Spokojny, jasny i uporządkowany",
      suits: "Nowoczesnych domów wakacyjnych, nowych domków i apartamentów w mieście o prostych liniach.",
      description:
        "Dużo przestrzeni, czytelna bezszeryfowa czcionka i jeden wyrazisty kolor akcentu. Zdjęcia mówią same za siebie, a strona dyskretnie schodzi na drugi plan.",
      palette: ["Biel", "Jasnoszary", "Grafit", "Kobaltowy"],
      highlights: ["Duże galerie zdjęć", "Przejrzysty cennik", "Szybkość na każdym telefonie"],
      sample: { name: "Willa Północ", domain: "willapolnoc.pl", tagline: "Dom projektu architekta wśród wydm" },
    },
    "warm-cozy": {
      tagline: "Domowy i zapraszający",
      suits: "Domków, rodzinnych domów i pensjonatów, w których goście najdłużej pamiętają gościnność.",
      description:
        "Miękkie kremowe tony, terakotowe akcenty i zaokrąglone kształty. Strona wita ciepło, zanim goście w ogóle przyjadą.",
      palette: ["Kremowy", "Piaskowy", "Kasztanowy", "Terakota"],
      highlights: [
        "Osobiste powitanie od gospodarza",
        "Miejsce na opinie i historię domu",
        "Przyjazne, zaokrąglone przyciski",
      ],
      sample: { name: "Ciepły Kąt", domain: "cieplykat.pl", tagline: "Przytulny domek z kominkiem" },
    },
    "classic-elegant": {
      tagline: "Ponadczasowy i wyrafinowany",
      suits: "Dworów, rezydencji, zabytkowych budynków i luksusowych willi.",
      description:
        "Nagłówki szeryfowe, paleta granatu i złota oraz powściągliwe detale. Dyskretny luksus dla gości, którzy cenią jakość.",
      palette: ["Kość słoniowa", "Len", "Granat", "Antyczne złoto"],
      highlights: ["Dostojne nagłówki szeryfowe", "Miejsce na historię i charakter", "Spokojny, elegancki klimat"],
      sample: { name: "Willa Aurelia", domain: "willa-aurelia.pl", tagline: "Dwór z ogrodem otoczonym murem" },
    },
    "fresh-coastal": {
      tagline: "Jasny, lekki i pełen morskiej bryzy",
      suits: "Domów przy plaży, łodzi mieszkalnych i apartamentów blisko morza lub jeziora.",
      description:
        "Morski błękit, delikatna akwamaryna i piaskowe tony z zaokrąglonymi przyciskami. Świeżo i radośnie, jak pierwszy poranek wakacji.",
      palette: ["Morska mgła", "Akwamaryna", "Głębia morza", "Lazurowy"],
      highlights: [
        "Jasna, słoneczna prezentacja zdjęć",
        "Wskazówki o plaży i okolicy na pierwszym planie",
        "Zaokrąglone, lekkie detale",
      ],
      sample: { name: "Dom z Widokiem na Morze", domain: "widoknamorze.pl", tagline: "Dwie minuty spacerem od plaży" },
    },
    "urban-hip": {
      tagline: "Wyrazisty, ciemny i pewny siebie",
      suits: "Miejskich loftów, designerskich apartamentów i noclegów dla młodszych podróżnych.",
      description:
        "Ciemne tło, mocne wersaliki i wyrazisty limonkowy akcent. Wyróżnia się z tłumu, tak jak Twoje miejsce.",
      palette: ["Antracyt", "Grafit", "Złamana biel", "Limonka"],
      highlights: ["Ciemny projekt o wysokim kontraście", "Mocne nagłówki wersalikami", "Stworzony na city breaki"],
      sample: { name: "Loft 27", domain: "loft27.pl", tagline: "Designerski loft w starym porcie" },
    },
    "nature-rustic": {
      tagline: "Naturalny i kojący",
      suits: "Leśnych domków, gospodarstw, glampingów i domów na wsi.",
      description:
        "Zieleń mchu, len i ziemiste brązy z klasyczną czcionką szeryfową. Idealny, gdy największą atrakcją jest otoczenie.",
      palette: ["Len", "Słoma", "Kora", "Zieleń mchu"],
      highlights: [
        "Naturalne, ziemiste kolory",
        "Miejsce na trasy spacerowe i lokalne wskazówki",
        "Spokojny, niespieszny układ",
      ],
      sample: { name: "Leśna Chata", domain: "lesnachata.pl", tagline: "Drewniany domek na skraju lasu" },
    },
  },
  mockup: {
    nav: ["Dom", "Okolica", "Kontakt"],
    book: "Rezerwuj",
    arrival: "Przyjazd",
    departure: "Wyjazd",
    guests: "Goście",
    cards: ["Salon", "Ogród", "Okolica"],
  },
  included: {
    eyebrow: "W każdym motywie",
    title: "Niezależnie od wyboru, wszystko działa",
    intro: "Motywy różnią się wyglądem i klimatem. To, co robią dla Twoich gości i dla Ciebie, jest takie samo.",
    items: [
      {
        title: "Rezerwacje z aktualną dostępnością",
        body: "Goście od razu widzą wolne terminy i mogą od ręki zarezerwować i zapłacić.",
      },
      {
        title: "Projektowane najpierw na telefon",
        body: "Większość gości ogląda domy wakacyjne na telefonie. Każdy motyw powstał z myślą o małych ekranach i równie dobrze wygląda na dużych.",
      },
      {
        title: "Szybkie i łatwe do znalezienia",
        body: "Lekkie strony, uporządkowane nagłówki i dane strukturalne sprawiają, że strona szybko się ładuje i dobrze wypada w Google.",
      },
      {
        title: "Czytelne dla każdego",
        body: "Odpowiedni kontrast, wyraźne czcionki i nawigacja obsługiwana klawiaturą, aby każdy gość łatwo znalazł to, czego szuka.",
      },
    ],
  },
  switching: {
    title: "Jeszcze się wahasz? Motyw zmienisz w każdej chwili",
    body: "Teksty, zdjęcia, ceny i rezerwacje są niezależne od wyglądu. Zmień motyw w panelu, a cała treść przejdzie razem z nim. Podczas konsultacji chętnie doradzimy, który motyw najlepiej pasuje do Twojego domu.",
  },
  cta: {
    title: "Masz już swój ulubiony motyw?",
    body: "Umów bezpłatną konsultację, a pokażemy Ci, jak Twój dom wakacyjny wygląda w tym motywie. Strona może działać już w ciągu {{liveWithinDays}} dni.",
  },
};
