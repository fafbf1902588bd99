import type { WhyContent } from "./types.ts";

export const nl: WhyContent = {
  meta: {
    title: "Waarom VayVista: directe boekingen in plaats van commissie",
    description:
      "Reken uit wat boekingsplatforms je aan commissie kosten, vergeleken met een vast maandbedrag voor je eigen boekingswebsite. En waarom je gasten van jou moeten zijn.",
  },
  hero: {
    eyebrow: "Waarom VayVista",
    title: "Stop met het weggeven van een deel van elke boeking",
    lead: "Boekingsplatforms brengen gasten, en nemen daarvoor een hap uit elk verblijf. Je eigen boekingswebsite kost een vast bedrag, wat je ook verdient. Hier is de rekensom, en wat je er nog meer voor terugkrijgt.",
  },
  math: {
    eyebrow: "De rekensom",
    title: "Wat commissie je echt kost",
    intro:
      "Een rekenvoorbeeld met ronde getallen. Vul in gedachten je eigen omzet en percentage in en zie wat het voor jouw vakantiehuis betekent.",
    assumptionsTitle: "Uitgangspunten van dit voorbeeld",
    assumptions: [
      "Je vakantiehuis heeft {turnover} per jaar aan boekingsomzet.",
      "Het boekingsplatform rekent daarover {rate} commissie. Percentages verschillen per platform en per contract.",
      "Ter vergelijking komen al die boekingen in plaats daarvan binnen via je eigen VayVista-site.",
      "VayVista kost eenmalig {{setupFee}} voor de inrichting, plus {{monthlyFee}} per maand.",
    ],
    platformLabel: "Commissie aan het platform, per jaar",
    platformNote: "{rate} van {turnover}",
    firstYearLabel: "VayVista in het eerste jaar",
    firstYearNote: "{{setupFee}} inrichting + 12 × {{monthlyFee}}",
    laterYearLabel: "VayVista vanaf het tweede jaar",
    laterYearNote: "12 × {{monthlyFee}}",
    savingFirst: "Je houdt in het eerste jaar {savingFirst} meer over",
    savingLater: "en daarna elk jaar {savingLater} meer.",
    breakEvenTitle: "Wanneer verdien je het terug?",
    breakEven:
      "Vanaf {breakEven} aan directe boekingen per jaar dekt de commissie die je uitspaart een volledig eerste jaar VayVista. Alles daarboven blijft in je eigen zak.",
    caveatsTitle: "Goed om te weten",
    caveats: [
      "Alle bedragen zijn exclusief btw.",
      "Betaalproviders rekenen een klein bedrag per online betaling. Dat geldt ook voor directe boekingen en is hier buiten beschouwing gelaten.",
      "Niet elke gast stapt meteen over op direct boeken. Dat hoeft ook niet: het omslagpunt laat zien hoe weinig er hoeft te verschuiven voordat het loont.",
    ],
  },
  ownership: {
    eyebrow: "Meer dan geld",
    title: "Jouw gasten, jouw relatie",
    intro:
      "Op een platform is de gast klant van het platform. Op je eigen site is de gast van jou, en dat is over de jaren heel wat waard.",
    items: [
      {
        title: "De gegevens van je gasten zijn van jou",
        body: "Naam, e-mailadres en telefoonnummer komen rechtstreeks in je dashboard. Je bereikt gasten voor, tijdens en na hun verblijf.",
      },
      {
        title: "Terugkerende gasten boeken direct",
        body: "Een gezin dat elke zomer terugkomt, betaalt niet langer via een platform. Je kunt ze bedanken met een mooiere prijs en verdient nog steeds meer.",
      },
      {
        title: "Jouw merk, jouw verhaal",
        body: "Gasten onthouden de naam van je huis en je website, niet één advertentie tussen duizenden op hetzelfde platform.",
      },
      {
        title: "Jouw regels",
        body: "Jij bepaalt je prijzen, aanbetaling, annuleringsvoorwaarden en huisregels. Een beleidswijziging of ander zoekalgoritme bij een platform bepaalt niet langer je zomer.",
      },
    ],
  },
  comparison: {
    eyebrow: "Naast elkaar",
    title: "VayVista, boekingsplatforms of een doe-het-zelf-websitebouwer?",
    intro:
      "Elke optie heeft zijn plek. Zo verhouden ze zich op wat eigenaren van vakantiehuizen het belangrijkst vinden.",
    caption:
      "Vergelijking van VayVista, boekingsplatforms zoals Airbnb en Booking.com, en een doe-het-zelf-websitebouwer",
    criterion: "Waar het om gaat",
    columns: ["VayVista", "Boekingsplatforms", "Doe-het-zelf-websitebouwer"],
    marks: { yes: "Ja", partial: "Deels", no: "Nee" },
    rows: [
      {
        label: "Commissie per boeking",
        cells: [
          { mark: "yes", text: "0%: een vast bedrag per maand" },
          { mark: "no", text: "Een percentage van elke boeking" },
          { mark: "partial", text: "Niet voor de bouwer; boekingsplug-ins kosten vaak extra" },
        ],
      },
      {
        label: "Eigen website en merk",
        cells: [
          { mark: "yes", text: "Je eigen site, desgewenst op je eigen domeinnaam" },
          { mark: "no", text: "Een advertentie tussen vele andere" },
          { mark: "yes", text: "Ja, als je hem zelf ontwerpt" },
        ],
      },
      {
        label: "Gastgegevens en contact",
        cells: [
          { mark: "yes", text: "Van jou, vanaf de eerste boeking" },
          { mark: "partial", text: "Beperkt; contact loopt via het platform" },
          { mark: "yes", text: "Van jou" },
        ],
      },
      {
        label: "Boekingssysteem zonder dubbele boekingen",
        cells: [
          { mark: "yes", text: "Inbegrepen, met actuele beschikbaarheid" },
          { mark: "yes", text: "Binnen het platform" },
          { mark: "partial", text: "Alleen met plug-ins die je zelf inricht" },
        ],
      },
      {
        label: "Kalendersynchronisatie met Airbnb en Booking.com",
        cells: [
          { mark: "yes", text: "Inbegrepen en voor je ingericht" },
          { mark: "partial", text: "Via iCal, die je per platform zelf instelt" },
          { mark: "partial", text: "Hangt af van de plug-ins die je kiest" },
        ],
      },
      {
        label: "Betalingen rechtstreeks op je rekening",
        cells: [
          { mark: "yes", text: "iDEAL en creditcard, aanbetaling en restbedrag" },
          { mark: "partial", text: "Uitbetaald door het platform, na aftrek van de commissie" },
          { mark: "partial", text: "Mogelijk met een betaalplug-in" },
        ],
      },
      {
        label: "Hosting, updates en back-ups",
        cells: [
          { mark: "yes", text: "Geregeld, met 24/7 monitoring" },
          { mark: "yes", text: "Geregeld door het platform" },
          { mark: "no", text: "Grotendeels je eigen werk" },
        ],
      },
      {
        label: "Bereik onder reizigers",
        cells: [
          { mark: "partial", text: "Google en je eigen kanalen; combineer via synchronisatie met platforms" },
          { mark: "yes", text: "Heel groot bereik" },
          { mark: "partial", text: "Alleen wat je zelf opbouwt" },
        ],
      },
      {
        label: "Tijd die het je kost",
        cells: [
          { mark: "yes", text: "Zo'n 10 minuten onboarding" },
          { mark: "partial", text: "Per platform een advertentie bijhouden" },
          { mark: "no", text: "Vele uren bouwen en onderhouden" },
        ],
      },
    ],
  },
  together: {
    title: "Houd de platforms, verlies de afhankelijkheid",
    body: "Je hoeft niet te kiezen. Veel eigenaren houden Airbnb en Booking.com voor het bereik en gebruiken hun eigen site voor terugkerende gasten en mensen die hen via Google vinden. De kalendersynchronisatie houdt alles op één lijn, en elke boeking die direct binnenkomt, bespaart je de commissie.",
  },
  cta: {
    title: "Benieuwd wat het voor jouw vakantiehuis betekent?",
    body: "In een gratis adviesgesprek rekenen we samen met jouw eigen cijfers, eerlijk, ook als VayVista voor jou niet de moeite waard is.",
  },
};
