import type { CheckoutContent } from "./types.ts";

export const nl: CheckoutContent = {
  checkout: {
    metaTitle: "Aan de slag met VayVista: je overzicht",
    metaDescription:
      "Je overzicht: {{setupFee}} eenmalige opstartkosten en {{monthlyFee}} per maand voor je eigen boekingswebsite. Plan je startgesprek en sta binnen {{liveWithinDays}} dagen online.",
    eyebrow: "Aan de slag",
    title: "Nog één stap naar je eigen boekingswebsite",
    lead: "Hieronder zie je precies wat je betaalt en wat er daarna gebeurt. Geen verrassingen, geen commissie.",
    summary: {
      title: "Je overzicht",
      planName: "VayVista-pakket",
      setupLabel: "Opstartkosten",
      setupWhen: "Eenmalig, bij de start",
      monthlyLabel: "Maandbedrag",
      monthlyWhen: "Vanaf de volgende maand, maandelijks opzegbaar",
      promotionLabel: "Actie",
      vatNote: "Alle bedragen zijn exclusief btw. De btw staat apart op je factuur.",
      included: [
        "Eigen website met boekingssysteem",
        "Kalenderkoppeling met Airbnb en Booking.com",
        "Online betalen, hosting, back-ups en updates",
        "0% commissie op je boekingen",
      ],
    },
    next: {
      title: "Wat er hierna gebeurt",
      steps: [
        {
          title: "Startgesprek",
          body: "In een videogesprek van 30 minuten bespreken we je accommodatie, kiezen we samen een thema en nemen we je kalenders door.",
        },
        {
          title: "Bevestiging per e-mail",
          body: "Na het gesprek ontvang je de bevestiging en de betaalgegevens voor de opstartkosten.",
        },
        {
          title: "Wij bouwen je website",
          body: "We zetten je site op, plaatsen je foto's en teksten, koppelen Airbnb en Booking.com en stellen online betalen in.",
        },
        {
          title: "Online binnen {{liveWithinDays}} dagen",
          body: "Je controleert alles, en daarna kunnen gasten direct bij je boeken.",
        },
      ],
    },
    guarantee: {
      title: "{{moneyBackDays}} dagen geld-terug-garantie",
      body: "Niet tevreden binnen {{moneyBackDays}} dagen na de start? Dan krijg je je geld terug, inclusief de opstartkosten.",
    },
    cta: {
      title: "Volgende stap: plan je startgesprek",
      body: "Kies een moment dat je uitkomt. Binnen één werkdag bevestigen we het gesprek per e-mail.",
      button: "Plan je startgesprek",
      question: "Eerst nog een vraag?",
      questionLink: "Neem contact op",
    },
  },
  success: {
    metaTitle: "Bedankt voor je bestelling",
    metaDescription: "Bedankt voor je bestelling bij VayVista. We nemen binnen één werkdag contact met je op.",
    eyebrow: "Bestelling ontvangen",
    title: "Bedankt, welkom bij VayVista!",
    lead: "Je bestelling is binnen. We gaan voor je aan de slag, zodat gasten binnenkort direct bij je kunnen boeken.",
    next: {
      title: "Wat er nu gebeurt",
      steps: [
        {
          title: "We mailen je binnen één werkdag",
          body: "Je krijgt een e-mail van ons met de bevestiging en een voorstel voor een kort startgesprek.",
        },
        {
          title: "Jij levert je foto's en teksten aan",
          body: "Stuur ons je foto's, beschrijving en huisregels, of de link naar je huidige advertentie. Wij doen de rest.",
        },
        {
          title: "Wij richten alles in",
          body: "We bouwen je site in het thema van je keuze, koppelen je kalenders van Airbnb en Booking.com en stellen online betalen in.",
        },
        {
          title: "Online binnen {{liveWithinDays}} dagen",
          body: "Je controleert je website, en zodra je akkoord bent gaat hij live.",
        },
      ],
    },
    links: {
      title: "Alvast verder kijken",
      items: [
        { page: "themes", label: "Bekijk de thema's" },
        { page: "howItWorks", label: "Zo werkt VayVista" },
        { page: "faq", label: "Veelgestelde vragen" },
        { page: "contact", label: "Contact" },
      ],
    },
  },
  cancelled: {
    metaTitle: "Betaling geannuleerd",
    metaDescription: "Je betaling is geannuleerd en er is niets afgeschreven. Probeer het opnieuw of stel je vraag.",
    eyebrow: "Betaling geannuleerd",
    title: "Geen zorgen, er is niets afgeschreven",
    lead: "Je hebt de betaling afgebroken, dus er is niets van je rekening gegaan. Twijfel je nog, of ging er iets mis? Kies hieronder wat je wilt doen.",
    options: {
      title: "Hoe wil je verder?",
      retry: {
        title: "Opnieuw proberen",
        body: "Ga terug naar je overzicht en rond je bestelling alsnog af.",
        cta: "Terug naar het overzicht",
      },
      question: {
        title: "Een vraag stellen",
        body: "Wil je eerst iets weten over de prijs, de garantie of hoe het werkt? Stuur ons een bericht.",
        cta: "Naar het contactformulier",
      },
      whatsapp: {
        title: "Direct even appen",
        body: "Liever snel contact? Stuur ons een WhatsApp-bericht, dan helpen we je verder.",
        cta: "Open WhatsApp",
      },
    },
  },
};
