import type { LogoContent } from "./types.ts";

export const pl: LogoContent = {
  meta: {
    title: "Logo i identyfikacja wizualna",
    description:
      "Logo VayVista w wersji kolorowej, monochromatycznej i białej, z plikami do pobrania, polem ochronnym, minimalnym rozmiarem, kolorami i typografią. Oraz: proste logo dla Twojego domu wakacyjnego.",
  },
  hero: {
    eyebrow: "Logo i marka",
    title: "Logo VayVista i zasady jego używania",
    lead: "Piszesz o nas, linkujesz do nas albo umieszczasz nas na ulotce? Tu znajdziesz pliki logo, kolory i kilka prostych zasad, dzięki którym marka pozostaje rozpoznawalna.",
  },
  story: {
    eyebrow: "Sygnet",
    title: "Dach i fala",
    intro:
      "Nasz sygnet mówi w dwóch liniach, czym się zajmujemy: własny dom i wakacyjny nastrój, po który przyjeżdżają goście.",
    points: [
      {
        title: "Dach",
        body: "Prosta linia dachu w ciepłym kolorze piasku oznacza sam dom wakacyjny i właściciela, który o niego dba.",
      },
      {
        title: "Fala",
        body: "Miękka, koralowa fala oznacza wodę, odpoczynek i wakacje, niezależnie od tego, czy dom stoi nad morzem, nad jeziorem czy w lesie.",
      },
      {
        title: "Sosnowy kwadrat",
        body: "Zaokrąglony kwadrat w kolorze sosnowej zieleni spina całość: spokojny i godny zaufania, sprawdza się też jako ikona aplikacji i favicon.",
      },
      {
        title: "Nazwa",
        body: "VayVista łączy wakacje (ang. vacation) i widok (vista): krajobraz, przy którym budzą się Twoi goście, i szersze spojrzenie właścicieli, którzy wynajmują na własnych zasadach.",
      },
    ],
  },
  variants: {
    eyebrow: "Do pobrania",
    title: "Wersje logo",
    intro:
      "Wszystkie pliki są w formacie SVG: ostre w każdym rozmiarze, lekkie i łatwe do otwarcia w programach graficznych i biurowych.",
    items: {
      colour: {
        title: "Pełny kolor",
        body: "Logo podstawowe. Używaj go na białym lub jasnopiaskowym tle, kiedy tylko możesz.",
        alt: "Logo VayVista w pełnym kolorze",
        download: "Pobierz kolorowy SVG",
      },
      mono: {
        title: "Monochromatyczne",
        body: "Jeden ciemny kolor, do druku jednobarwnego, pieczątek i grawerunku.",
        alt: "Logo VayVista w jednym ciemnym kolorze",
        download: "Pobierz SVG mono",
      },
      white: {
        title: "Na ciemnym tle",
        body: "Całe białe, na sosnową zieleń, inne ciemne tła i spokojne, ciemne zdjęcia.",
        alt: "Logo VayVista w bieli na ciemnym tle",
        download: "Pobierz biały SVG",
      },
      mark: {
        title: "Sam sygnet",
        body: "Sam kwadrat, na ikony aplikacji, favicony i awatary w mediach społecznościowych.",
        alt: "Sygnet VayVista: dach i fala w sosnowozielonym kwadracie",
        download: "Pobierz SVG sygnetu",
      },
    },
  },
  rules: {
    eyebrow: "Przestrzeń i rozmiar",
    title: "Pole ochronne i minimalny rozmiar",
    intro: "Dwie zasady, dzięki którym logo jest czytelne, gdziekolwiek się pojawi.",
    clearSpace: {
      title: "Pole ochronne",
      body: "Zostaw wokół logo wolną przestrzeń równą co najmniej połowie wysokości sygnetu, oznaczonej tu jako x. W tym obszarze nie umieszczaj tekstu, krawędzi ani innych logo.",
      label: "x = połowa wysokości sygnetu",
    },
    minSize: {
      title: "Minimalny rozmiar",
      body: "Poniżej tych rozmiarów nazwa i fala stają się nieczytelne. Gdy brakuje miejsca, użyj samego sygnetu.",
      fullLabel: "Pełne logo: co najmniej 120 px szerokości na ekranie, 30 mm w druku",
      markLabel: "Sam sygnet: co najmniej 24 px (16 px tylko dla faviconów)",
    },
  },
  palette: {
    eyebrow: "Kolor",
    title: "Paleta kolorów",
    intro:
      "Sosnowa zieleń dla zaufania, ciepły piasek dla wakacji, koral, żeby zachęcić do działania. To dokładnie te wartości, których używa ta strona.",
    colours: {
      pine700: { name: "Sosna", usage: "Sygnet, przyciski i linki" },
      pine900: { name: "Głęboka sosna", usage: "Nazwa w logo i ciemne sekcje" },
      pine950: { name: "Nocna sosna", usage: "Stopka i logo mono" },
      pine50: { name: "Mgła", usage: "Jasne tła" },
      sand100: { name: "Piasek", usage: "Linia dachu i ciepłe tła" },
      sand300: { name: "Wydma", usage: "Obramowania i spokojne akcenty" },
      coral600: { name: "Koral", usage: "Wezwania do działania, z białym tekstem" },
      wave: { name: "Fala", usage: "Tylko fala w sygnecie" },
      ink: { name: "Atrament", usage: "Tekst główny" },
    },
  },
  typography: {
    eyebrow: "Pismo",
    title: "Typografia",
    intro:
      "Używamy fontów, które są już na Twoim urządzeniu, więc strony ładują się szybko i nic dodatkowego się nie pobiera. Na każdym systemie wyglądają odrobinę inaczej i to jest w porządku.",
    display: {
      role: "Nagłówki i nazwa w logo",
      name: "Systemowy szeryfowy: Iowan Old Style, Palatino, Georgia",
      body: "Klasyczny krój szeryfowy z charakterem, w nagłówkach w wersji półgrubej.",
      sample: "Twój dom wakacyjny, Twoi goście",
    },
    text: {
      role: "Tekst główny i interfejs",
      name: "Systemowy bezszeryfowy: system-ui, Segoe UI, Roboto, Helvetica Neue, Arial",
      body: "Czytelny i znajomy na każdym ekranie, do akapitów, przycisków i formularzy.",
      sample: "Zarezerwuj bezpośrednio, zapłać bezpiecznie i od razu otrzymaj potwierdzenie.",
    },
  },
  usage: {
    eyebrow: "Co wolno, a czego nie",
    title: "Jak dobrze używać logo",
    intro: "Logo pozostaje rozpoznawalne tylko wtedy, gdy wszędzie wygląda tak samo.",
    doTitle: "Tak",
    dos: [
      "Używaj oryginalnych plików SVG z tej strony",
      "Zachowuj pole ochronne wokół logo",
      "Kolorowe logo stawiaj na białym lub jasnopiaskowym tle",
      "Białe logo stawiaj na sosnowej zieleni lub ciemnych, spokojnych zdjęciach",
      "Do druku jednobarwnego używaj logo mono",
    ],
    dontTitle: "Nie",
    donts: [
      "Nie rozciągaj, nie ściskaj i nie przycinaj logo",
      "Nie zmieniaj kolorów i nie dodawaj gradientów",
      "Nie obracaj i nie przechylaj logo",
      "Nie dodawaj cieni, obrysów ani innych efektów",
      "Nie umieszczaj kolorowego logo na ciemnym lub niespokojnym tle",
      "Nie przepisuj nazwy innym krojem pisma",
    ],
    dontExamples: ["Rozciągnięte", "Zmieniony kolor", "Obrócone"],
  },
  ownerLogos: {
    eyebrow: "Na zamówienie",
    title: "Logo dla Twojego domu wakacyjnego",
    intro:
      "Dom z nazwą zasługuje na własną twarz. Projektujemy proste, rozpoznawalne logo dla domów wakacyjnych: monogram albo mały symbol, który sprawdzi się na stronie, breloczku do kluczy, tabliczce przy bramie i ręcznikach w łazience.",
    examples: [
      {
        name: "Villa Duinzicht",
        place: "Zelandia, Holandia",
        idea: "Inicjały w kole nad linią wydm, w kolorach morskiego błękitu i piasku.",
      },
      {
        name: "Boshuis De Eekhoorn",
        place: "Veluwe, Holandia",
        idea: "Żołądź dla wiewiórki, od której dom wziął nazwę, w leśnej zieleni.",
      },
      {
        name: "Chata Sosnówka",
        place: "Karkonosze",
        idea: "Litera S z Sosnówki pod szczytami gór, w łuku o kształcie chaty.",
      },
      {
        name: "Hoeve Wadzicht",
        place: "Fryzja, Holandia",
        idea: "Szczyt fryzyjskiego gospodarstwa wokół inicjałów, w kolorze cegły.",
      },
    ],
    includedTitle: "Co dostajesz",
    included: [
      "Krótki brief o Twoim domu, okolicy i gościach",
      "Dwa lub trzy pierwsze projekty do wyboru",
      "Dopracowanie wybranego projektu",
      "Pliki do internetu i druku, w wersji kolorowej, mono i białej",
      "Logo umieszczone na Twojej stronie VayVista",
    ],
    note: "Projekt logo to praca na zamówienie, ze stałą wyceną po krótkiej rozmowie. Przykłady na tej stronie są zmyślone: te domy nie istnieją.",
    cta: "Zapytaj o logo",
  },
  cta: {
    title: "Chcesz, żeby Twój dom wakacyjny stał się marką?",
    body: "Zacznij od własnej strony. Na bezpłatnej konsultacji pokażemy Ci, jak to zrobić, z logo, jeśli zechcesz.",
  },
};
