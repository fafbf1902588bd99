import type { LogoContent } from "./types.ts";

export const nl: LogoContent = {
  meta: {
    title: "Logo en huisstijl",
    description:
      "Het VayVista-logo in kleur, mono en wit, met downloads, vrije ruimte, minimale formaten, kleuren en typografie. Plus: een eenvoudig logo voor je eigen vakantiehuis.",
  },
  hero: {
    eyebrow: "Logo & huisstijl",
    title: "Het VayVista-logo en hoe je het gebruikt",
    lead: "Schrijf je over ons, link je naar ons of zet je ons op een flyer? Hier vind je de logobestanden, de kleuren en een paar eenvoudige regels die het merk herkenbaar houden.",
  },
  story: {
    eyebrow: "Het beeldmerk",
    title: "Een dak en een golf",
    intro:
      "Ons beeldmerk zegt in twee lijnen wat we doen: een eigen huis, en het vakantiegevoel waarvoor je gasten komen.",
    points: [
      {
        title: "Het dak",
        body: "Een eenvoudige daklijn in warm zand staat voor het vakantiehuis zelf, en voor de eigenaar die ervoor zorgt.",
      },
      {
        title: "De golf",
        body: "Een zachte koraalkleurige golf staat voor water, rust en vakantie, of je huis nu aan zee, aan een meer of in het bos staat.",
      },
      {
        title: "Het dennengroene vlak",
        body: "Een afgerond vierkant in dennengroen houdt het samen: rustig en betrouwbaar, en het werkt ook als app-icoon en favicon.",
      },
      {
        title: "De naam",
        body: "VayVista combineert vakantie en vista: het uitzicht waar je gasten mee wakker worden, en de bredere blik van eigenaren die op hun eigen voorwaarden verhuren.",
      },
    ],
  },
  variants: {
    eyebrow: "Downloads",
    title: "Logovarianten",
    intro:
      "Alle bestanden zijn SVG: scherp op elk formaat, klein om te laden en makkelijk te openen in ontwerp- en kantoorsoftware.",
    items: {
      colour: {
        title: "Kleur",
        body: "Het standaardlogo. Gebruik het waar je kunt op een witte of lichte zandkleurige achtergrond.",
        alt: "VayVista-logo in kleur",
        download: "Download kleuren-SVG",
      },
      mono: {
        title: "Mono",
        body: "Eén donkere kleur, voor drukwerk in één kleur, stempels en graveerwerk.",
        alt: "VayVista-logo in één donkere kleur",
        download: "Download mono-SVG",
      },
      white: {
        title: "Op donker",
        body: "Helemaal wit, voor dennengroene of andere donkere achtergronden en rustige, donkere foto's.",
        alt: "VayVista-logo in wit op een donkere achtergrond",
        download: "Download witte SVG",
      },
      mark: {
        title: "Alleen beeldmerk",
        body: "Het vierkant los, voor app-iconen, favicons en profielfoto's op social media.",
        alt: "VayVista-beeldmerk: een dak en een golf in een dennengroen vierkant",
        download: "Download beeldmerk-SVG",
      },
    },
  },
  rules: {
    eyebrow: "Ruimte en formaat",
    title: "Vrije ruimte en minimaal formaat",
    intro: "Twee regels die het logo leesbaar houden, waar het ook staat.",
    clearSpace: {
      title: "Vrije ruimte",
      body: "Houd rondom het logo minstens de helft van de hoogte van het beeldmerk vrij, hier aangegeven met x. Geen tekst, randen of andere logo's binnen dat gebied.",
      label: "x = helft van de hoogte van het beeldmerk",
    },
    minSize: {
      title: "Minimaal formaat",
      body: "Kleiner dan dit worden de naam en de golf slecht leesbaar. Is er weinig ruimte, gebruik dan alleen het beeldmerk.",
      fullLabel: "Volledig logo: minstens 120 px breed op scherm, 30 mm in drukwerk",
      markLabel: "Alleen beeldmerk: minstens 24 px (16 px alleen voor favicons)",
    },
  },
  palette: {
    eyebrow: "Kleur",
    title: "Kleurenpalet",
    intro:
      "Dennengroen voor vertrouwen, warm zand voor vakantie, koraal om in actie te komen. Dit zijn precies de waarden die deze website gebruikt.",
    colours: {
      pine700: { name: "Den", usage: "Het beeldmerk, knoppen en links" },
      pine900: { name: "Diep dennengroen", usage: "De naam in het logo en donkere secties" },
      pine950: { name: "Nachtgroen", usage: "Footer en het mono-logo" },
      pine50: { name: "Nevel", usage: "Lichte achtergronden" },
      sand100: { name: "Zand", usage: "De daklijn en warme achtergronden" },
      sand300: { name: "Duin", usage: "Randen en rustige accenten" },
      coral600: { name: "Koraal", usage: "Oproepen tot actie, met witte tekst" },
      wave: { name: "Golf", usage: "Alleen de golf in het beeldmerk" },
      ink: { name: "Inkt", usage: "Lopende tekst" },
    },
  },
  typography: {
    eyebrow: "Letters",
    title: "Typografie",
    intro:
      "We gebruiken de lettertypen die al op je apparaat staan, zodat pagina's snel laden en er niets extra's wordt gedownload. Ze zien er op elk systeem net iets anders uit, en dat is prima.",
    display: {
      role: "Koppen en de naam in het logo",
      name: "Systeemschreef: Iowan Old Style, Palatino, Georgia",
      body: "Een klassieke letter met schreef en karakter, halfvet gebruikt voor koppen.",
      sample: "Jouw vakantiehuis, jouw gasten",
    },
    text: {
      role: "Lopende tekst en interface",
      name: "Systeemschreefloos: system-ui, Segoe UI, Roboto, Helvetica Neue, Arial",
      body: "Helder en vertrouwd op elk scherm, voor alinea's, knoppen en formulieren.",
      sample: "Boek direct, betaal veilig en ontvang meteen je bevestiging.",
    },
  },
  usage: {
    eyebrow: "Wel en niet",
    title: "Het logo goed gebruiken",
    intro: "Het logo blijft alleen herkenbaar als het er overal hetzelfde uitziet.",
    doTitle: "Wel",
    dos: [
      "Gebruik de originele SVG-bestanden van deze pagina",
      "Houd de vrije ruimte rond het logo aan",
      "Gebruik het kleurenlogo op wit of licht zand",
      "Gebruik het witte logo op dennengroen of donkere, rustige foto's",
      "Gebruik het mono-logo voor drukwerk in één kleur",
    ],
    dontTitle: "Niet",
    donts: [
      "Het logo uitrekken, samendrukken of afsnijden",
      "De kleuren veranderen of verlopen toevoegen",
      "Het logo draaien of scheef zetten",
      "Schaduwen, contouren of andere effecten toevoegen",
      "Het kleurenlogo op een donkere of drukke achtergrond zetten",
      "De naam overtypen in een ander lettertype",
    ],
    dontExamples: ["Uitgerekt", "Andere kleur", "Gedraaid"],
  },
  ownerLogos: {
    eyebrow: "Maatwerk",
    title: "Een logo voor je vakantiehuis",
    intro:
      "Een huis met een naam verdient een gezicht. We ontwerpen eenvoudige, herkenbare logo's voor vakantiehuizen: een monogram of klein symbool dat werkt op je website, een sleutelhanger, een bordje bij het hek en de handdoeken in de badkamer.",
    examples: [
      {
        name: "Villa Duinzicht",
        place: "Zeeland",
        idea: "Initialen in een cirkel boven een duinlijn, in zeeblauw en zand.",
      },
      {
        name: "Boshuis De Eekhoorn",
        place: "Veluwe",
        idea: "Een eikel voor de eekhoorn waar het huis naar heet, in bosgroen.",
      },
      {
        name: "Chata Sosnówka",
        place: "Karkonosze, Polen",
        idea: "De S van Sosnówka onder bergtoppen, in een boog in de vorm van een chalet.",
      },
      {
        name: "Hoeve Wadzicht",
        place: "Friesland",
        idea: "De gevel van een Friese boerderij rond de initialen, in baksteenrood.",
      },
    ],
    includedTitle: "Wat je krijgt",
    included: [
      "Een korte briefing over je huis, de omgeving en je gasten",
      "Twee of drie eerste ontwerpen om uit te kiezen",
      "Verfijning van het ontwerp dat je kiest",
      "Bestanden voor web en drukwerk, in kleur, mono en wit",
      "Het logo geplaatst op je VayVista-website",
    ],
    note: "Een logo-ontwerp is maatwerk, met een vaste offerte na een kort gesprek. De voorbeelden op deze pagina zijn verzonnen: deze huizen bestaan niet.",
    cta: "Vraag naar een logo",
  },
  cta: {
    title: "Wil je dat je vakantiehuis een eigen merk wordt?",
    body: "Begin met een eigen website. In een gratis adviesgesprek laten we je zien hoe, met logo als je wilt.",
  },
};
