import type { ThemesContent } from "./types.ts";

export const nl: ThemesContent = {
  meta: {
    title: "Zes websitethema's voor je vakantiehuis",
    description:
      "Modern, gezellig, elegant, aan zee, stoer of landelijk: kies het VayVista-thema dat bij je vakantiehuis past. Elk thema heeft online boeken en werkt op je telefoon.",
  },
  hero: {
    eyebrow: "Thema's",
    title: "Een uitstraling die bij je vakantiehuis past",
    lead: "Zes zorgvuldig ontworpen thema's, elk met een eigen karakter. Kies het thema dat voelt als jouw plek; wij vullen het met jouw foto's, teksten en prijzen.",
  },
  suitsLabel: "Past bij",
  paletteLabel: "Kleurenpalet",
  previewNote: "Het voorbeeld opent een complete voorbeeldsite in dit thema.",
  themes: {
    "modern-minimal": {
      tagline: "Rustig, licht en opgeruimd",
      suits: "Moderne vakantiewoningen, nieuwbouwlodges en stadsappartementen met strakke lijnen.",
      description:
        "Veel witruimte, een heldere schreefloze letter en één zelfverzekerde accentkleur. Je foto's vertellen het verhaal, de pagina stapt bescheiden opzij.",
      palette: ["Wit", "Lichtgrijs", "Grafiet", "Kobaltblauw"],
      highlights: ["Grote fotogalerijen", "Een helder prijsoverzicht", "Snel op elke telefoon"],
      sample: { name: "Villa Noord", domain: "villanoord.nl", tagline: "Architectenwoning in de duinen" },
    },
    "warm-cozy": {
      tagline: "Huiselijk en uitnodigend",
      suits: "Cottages, familiehuizen en B&B's waar gastvrijheid is wat gasten zich het langst herinneren.",
      description:
        "Zachte crèmetinten, terracotta accenten en ronde vormen. Het voelt als een warm welkom nog voordat je gasten zijn aangekomen.",
      palette: ["Crème", "Zand", "Kastanje", "Terracotta"],
      highlights: [
        "Een persoonlijk welkom van de gastheer of gastvrouw",
        "Ruimte voor reviews en verhalen over het huis",
        "Vriendelijke, ronde knoppen",
      ],
      sample: { name: "De Warme Haard", domain: "dewarmehaard.nl", tagline: "Knus huisje met houtkachel" },
    },
    "classic-elegant": {
      tagline: "Tijdloos en verfijnd",
      suits: "Landhuizen, buitenplaatsen, monumentale panden en luxe villa's.",
      description:
        "Koppen met schreef, een palet van marineblauw en goud en ingetogen details. Stijlvolle luxe voor gasten die kwaliteit waarderen.",
      palette: ["Ivoor", "Linnen", "Marineblauw", "Antiek goud"],
      highlights: [
        "Statige koppen met schreef",
        "Ruimte voor geschiedenis en karakter",
        "Een rustige, luxe uitstraling",
      ],
      sample: { name: "Villa Aurelia", domain: "villa-aurelia.nl", tagline: "Landhuis met ommuurde tuin" },
    },
    "fresh-coastal": {
      tagline: "Licht, luchtig en vol zeelucht",
      suits: "Strandhuizen, woonboten en appartementen vlak bij zee of een meer.",
      description:
        "Zeeblauw, zacht aqua en zandtinten met afgeronde knoppen. Fris en vrolijk, als de eerste ochtend van een zomervakantie.",
      palette: ["Zeenevel", "Aqua", "Diepzee", "Laguneblauw"],
      highlights: ["Een zonnige, lichte fotoweergave", "Strand- en omgevingstips vooraan", "Ronde, speelse details"],
      sample: {
        name: "Strandhuis Zeezicht",
        domain: "strandhuiszeezicht.nl",
        tagline: "Op twee minuten lopen van het strand",
      },
    },
    "urban-hip": {
      tagline: "Stoer, donker en zelfverzekerd",
      suits: "Stadslofts, designappartementen en verblijven voor jongere reizigers.",
      description:
        "Een donkere achtergrond, krachtige hoofdletters en een opvallend limoengroen accent. Het valt op, net als jouw plek.",
      palette: ["Antraciet", "Grafiet", "Gebroken wit", "Limoen"],
      highlights: ["Donker ontwerp met veel contrast", "Krachtige koppen in hoofdletters", "Gemaakt voor stedentrips"],
      sample: { name: "Loft 27", domain: "loft27.nl", tagline: "Designloft in de oude haven" },
    },
    "nature-rustic": {
      tagline: "Aards en rustgevend",
      suits: "Boshuisjes, boerderijen, glamping en woningen op het platteland.",
      description:
        "Mosgroen, linnen en aardetinten met een klassieke letter met schreef. Perfect wanneer de omgeving de grootste trekpleister is.",
      palette: ["Linnen", "Stro", "Boomschors", "Mosgroen"],
      highlights: [
        "Natuurlijke, aardse kleuren",
        "Ruimte voor wandelingen en tips uit de buurt",
        "Een rustige, onhaastige opbouw",
      ],
      sample: { name: "Boshuis De Eik", domain: "boshuisdeeik.nl", tagline: "Houten huisje aan de rand van het bos" },
    },
  },
  mockup: {
    nav: ["Het huis", "Omgeving", "Contact"],
    book: "Boeken",
    arrival: "Aankomst",
    departure: "Vertrek",
    guests: "Gasten",
    cards: ["Woonkamer", "Tuin", "Omgeving"],
  },
  included: {
    eyebrow: "In elk thema",
    title: "Welk thema je ook kiest, alles werkt",
    intro: "De thema's verschillen in uitstraling. Wat ze voor je gasten en voor jou doen, is precies hetzelfde.",
    items: [
      {
        title: "Boeken met actuele beschikbaarheid",
        body: "Gasten zien meteen welke data vrij zijn en kunnen direct boeken en betalen.",
      },
      {
        title: "Eerst ontworpen voor de telefoon",
        body: "De meeste gasten bekijken vakantiehuizen op hun telefoon. Elk thema is gebouwd voor kleine schermen en ziet er op grote schermen net zo goed uit.",
      },
      {
        title: "Snel en vindbaar",
        body: "Lichte pagina's, nette koppen en gestructureerde gegevens zorgen dat je site snel laadt en goed in Google verschijnt.",
      },
      {
        title: "Leesbaar voor iedereen",
        body: "Voldoende contrast, duidelijke letters en navigatie die met het toetsenbord werkt, zodat elke gast de weg vindt.",
      },
    ],
  },
  switching: {
    title: "Twijfel je nog? Je kunt altijd wisselen",
    body: "Je teksten, foto's, prijzen en boekingen staan los van het ontwerp. Wissel van thema in je dashboard en je inhoud gaat gewoon mee. In het adviesgesprek denken we graag mee over welk thema het best bij je vakantiehuis past.",
  },
  cta: {
    title: "Een thema gevonden dat je aanspreekt?",
    body: "Plan een gratis adviesgesprek en we laten je zien hoe jouw vakantiehuis erin staat. Je site kan binnen {{liveWithinDays}} dagen live zijn.",
  },
};
