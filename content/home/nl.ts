import type { HomeContent } from "./types.ts";

export const nl: HomeContent = {
  meta: {
    title: "Boekingswebsite voor je vakantiehuis, zonder commissie",
    description:
      "VayVista bouwt je eigen boekingswebsite: directe boekingen zonder commissie, kalendersync met Airbnb en Booking.com en online betalen. Live binnen {{liveWithinDays}} dagen.",
  },
  hero: {
    eyebrow: "Voor eigenaren van vakantiehuizen",
    title: "Je eigen boekingswebsite. Zonder commissie.",
    lead: "VayVista bouwt en beheert een professionele website voor je vakantiehuis, met een boekingssysteem dat nooit dubbel boekt. Gasten boeken en betalen rechtstreeks bij jou, dus elke euro blijft van jou.",
    points: [
      "0% commissie op elke boeking",
      "Live binnen {{liveWithinDays}} dagen",
      "{{moneyBackDays}} dagen geld-terug-garantie",
    ],
    mockup: {
      siteName: "Duinhuis Zeewind",
      domain: "duinhuiszeewind.nl",
      tagline: "Vakantiehuis aan zee",
      nav: ["Het huis", "Omgeving", "Prijzen", "Contact"],
      fromPrice: "Vanaf {price} per nacht",
      facts: ["6 personen", "3 slaapkamers", "Tuin"],
      directBadge: "Direct geboekt bij de eigenaar",
      arrival: "Aankomst",
      departure: "Vertrek",
      guests: "Gasten",
      guestsValue: "4 gasten",
      checkAvailability: "Bekijk beschikbaarheid",
      pickDates: "Kies je data",
      nights: "{nights} nachten",
      total: "Totaal",
      book: "Nu boeken",
      newBooking: "Nieuwe directe boeking",
      newBookingBody: "{name} · {dates} · {amount}, zonder commissie",
    },
  },
  features: {
    eyebrow: "Alles inbegrepen",
    title: "Alles wat je nodig hebt om zelf boekingen te ontvangen",
    intro:
      "Eén abonnement, geen losse plug-ins om aan elkaar te knopen. Wij zetten het op, houden het draaiende en helpen je wanneer je ons nodig hebt.",
    items: {
      website: {
        title: "Je eigen website",
        body: "Een snelle, mooie site voor je vakantiehuis op een VayVista-subdomein of je eigen domeinnaam, gebouwd op een van zes thema's en gevuld met jouw foto's en jouw verhaal.",
      },
      booking: {
        title: "Boekingssysteem zonder dubbele boekingen",
        body: "Gasten zien direct wat er vrij is, kiezen hun data en boeken meteen. Elke nacht kan maar één keer verkocht worden, via welk kanaal de boeking ook binnenkomt.",
      },
      sync: {
        title: "Kalendersynchronisatie met Airbnb en Booking.com",
        body: "Blijf de platforms gerust gebruiken. De kalenders synchroniseren automatisch via iCal, dus een boeking op het ene kanaal blokkeert de data op alle andere.",
      },
      emails: {
        title: "Automatische gastmails",
        body: "Bevestiging, betaalherinnering, aankomstinformatie en een bedankje na het verblijf gaan op tijd de deur uit, in jouw woorden, zonder dat jij er iets voor hoeft te doen.",
      },
      payments: {
        title: "Online betalen",
        body: "Gasten betalen veilig met iDEAL of creditcard. Vraag een aanbetaling bij de boeking en het restbedrag later; het geld komt op jouw rekening, niet bij een platform.",
      },
      seo: {
        title: "Gevonden worden in Google",
        body: "Nette code, snelle pagina's, de juiste titels en omschrijvingen en gestructureerde gegevens, zodat gasten die een vakantiehuis in jouw regio zoeken jou vinden.",
      },
      hosting: {
        title: "Hosting, back-ups en monitoring",
        body: "Veilige hosting met SSL, dagelijkse back-ups, 24/7 monitoring en maandelijkse updates. Je hoeft nooit meer na te denken over de techniek.",
      },
      support: {
        title: "Persoonlijke support",
        body: "Een vraag over je site of een aanpassing die je wilt? Je spreekt een klein team dat jouw website kent, per e-mail of WhatsApp.",
      },
    },
  },
  pricing: {
    eyebrow: "Prijzen",
    title: "Eén duidelijke prijs. Nooit commissie.",
    intro:
      "Je betaalt een vast bedrag per maand, hoeveel boekingen er ook binnenkomen. Je tiende boeking van de zomer kost je precies evenveel als je eerste: niets.",
    notPaying: {
      title: "Wat je bij VayVista nooit betaalt",
      items: [
        "Een percentage van je boekingsomzet",
        "Kosten per gast, per nacht of per boeking",
        "Extra kosten voor hosting, back-ups of updates",
        "Een lang contract: je kunt elke maand stoppen",
      ],
    },
    included: [
      "Eigen website met boekingssysteem",
      "Kalendersynchronisatie met Airbnb en Booking.com",
      "Hosting, back-ups, monitoring en support",
    ],
    pricingLink: "Bekijk alle prijsdetails",
  },
  steps: {
    eyebrow: "Hoe het werkt",
    title: "Van eerste gesprek naar eerste directe boeking",
    intro:
      "Jij brengt je huis en je verhaal mee, wij doen het technische werk. De onboarding kost de meeste eigenaren zo'n 10 minuten.",
    items: [
      {
        title: "Gratis adviesgesprek",
        body: "Een videogesprek over je vakantiehuis, je gasten en je wensen. Vrijblijvend, en met eerlijk advies, ook als VayVista niet de beste keuze voor je blijkt.",
      },
      {
        title: "Kies een thema en vul je inhoud in",
        body: "Kies een van de zes thema's en deel je foto's, beschrijving, prijzen en huisregels via een kort onboardingformulier.",
      },
      {
        title: "Wij koppelen alles",
        body: "Wij richten je boekingssysteem in, koppelen je kalenders van Airbnb en Booking.com, sluiten online betalen aan en testen alles.",
      },
      {
        title: "Live binnen {{liveWithinDays}} dagen",
        body: "Je website gaat online en de directe boekingen kunnen beginnen. Vanaf dan zorgen wij voor hosting, updates en support.",
      },
    ],
    link: "Meer over hoe het werkt",
  },
  cta: {
    title: "Klaar voor boekingen zonder commissie?",
    body: "Plan een gratis en vrijblijvend adviesgesprek. We bekijken samen je vakantiehuis en vertellen je eerlijk wat VayVista voor je kan doen.",
  },
  themesDemo: {
    eyebrow: "Zie het zelf",
    title: "Zes thema's en een dashboard dat het simpel houdt",
    intro:
      "Kies de uitstraling die bij je vakantiehuis past en beheer boekingen, prijzen en gasten vanuit één overzichtelijk dashboard.",
    themes: {
      title: "Zes thema's om uit te kiezen",
      body: "Van modern en strak tot warm en landelijk. Elk thema ziet er op de telefoon net zo goed uit, en je kunt later wisselen zonder iets van je inhoud te verliezen.",
      link: "Bekijk alle thema's",
    },
    demo: {
      title: "Jouw eigenaarsdashboard",
      body: "Boekingen, kalender, prijzen, gastmails en betalingen op één plek. Volg de rondleiding en zie hoe het werkt.",
      link: "Volg de dashboardrondleiding",
      screenLabel:
        "Voorbeeld van het dashboardoverzicht, met bezetting, omzet, komende aankomsten en het kanaal waarlangs elke boeking binnenkwam.",
    },
  },
  testimonials: {
    eyebrow: "Eigenaren over VayVista",
    title: "Wat eigenaren zeggen",
    intro: "Eigenaren van vakantiehuizen die hun boekingen in eigen hand namen.",
    ratingLabel: "Beoordeling: {rating} van de 5 sterren",
  },
  statistics: {
    eyebrow: "VayVista in cijfers",
    title: "Onze beloftes, in getallen",
    intro: "Geen verzonnen klantaantallen, wel wat je vanaf de eerste dag krijgt.",
    items: [
      { value: "0%", label: "commissie op je directe boekingen" },
      { value: "{{liveWithinDays}} dagen", label: "maximaal, van start tot live website" },
      { value: "24/7", label: "monitoring van je website" },
      { value: "Dagelijks", label: "een back-up van je site en boekingen" },
      { value: "6", label: "thema's om uit te kiezen" },
      { value: "3", label: "talen waarin we werken: Nederlands, Engels en Pools" },
    ],
  },
};
