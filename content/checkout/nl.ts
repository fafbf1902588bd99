import type { CheckoutContent } from "./types.ts";

export const nl: CheckoutContent = {
  checkout: {
    metaTitle: "Aan de slag met VayVista",
    metaDescription:
      "Start je eigen boekingswebsite: {{setupFee}} eenmalige opstartkosten en {{monthlyFee}} per maand, met {{moneyBackDays}} dagen geld-terug-garantie. Maak je account aan en betaal veilig online.",
    eyebrow: "Aan de slag",
    title: "Start je eigen boekingswebsite",
    lead: "Maak je account aan, vul je factuurgegevens in en betaal veilig. Direct daarna zet je stap voor stap je website op.",
    summary: {
      title: "Je bestelling",
      planName: "VayVista-pakket",
      setupLabel: "Opstartkosten",
      setupWhen: "Eenmalig, vandaag",
      monthlyLabel: "Maandbedrag",
      monthlyWhen: "Vandaag voor de eerste maand, daarna elke maand; maandelijks opzegbaar",
      monthlyWhenFreeFirstMonth: "Vanaf je tweede maand; maandelijks opzegbaar",
      firstMonthLabel: "Eerste maand",
      firstMonthFree: "Gratis",
      promotionLabel: "Actie",
      todayLabel: "Vandaag, exclusief btw: {amount}",
      included: [
        "Eigen website met boekingssysteem",
        "Kalenderkoppeling met Airbnb en Booking.com",
        "Online betalen, hosting, back-ups en updates",
        "0% commissie op je boekingen",
      ],
    },
    vat: {
      title: "Prijzen zijn exclusief btw",
      domestic: "Klanten in Nederland en particulieren elders in de EU: + {rate}% btw, vandaag {amount}.",
      reverseCharge: "Bedrijven elders in de EU met een btw-nummer: geen btw, die wordt naar je verlegd.",
      outsideEu: "Buiten de EU: geen Nederlandse btw.",
    },
    guarantee: {
      title: "{{moneyBackDays}} dagen geld-terug-garantie",
      body: "Niet tevreden binnen {{moneyBackDays}} dagen? Zeg op in je dashboard en je krijgt alles direct terug, inclusief de opstartkosten.",
    },
    account: {
      title: "Je account",
      intro: "Met je account bouw je je website en beheer je je boekingen.",
      signedInAs: "Ingelogd als {name} ({email})",
      signOut: "Ben jij dit niet? Log uit",
      email: "E-mailadres",
      password: "Kies een wachtwoord",
      passwordHint: "Minimaal 10 tekens.",
      haveAccount: "Heb je al een account?",
      signIn: "Log in",
      legal: "Door een account aan te maken ga je akkoord met onze",
      terms: "algemene voorwaarden",
      and: "en",
      privacy: "privacybeleid",
    },
    billing: {
      title: "Factuurgegevens",
      intro: "Deze gegevens komen op je facturen.",
      name: "Je naam",
      business: "Ik bestel zakelijk",
      company: "Bedrijfsnaam",
      vatNumber: "Btw-nummer",
      vatHint:
        "Voor een bedrijf in de EU, bijvoorbeeld BE0123456789. Met een geldig nummer van buiten Nederland betaal je geen btw.",
      street: "Straat en huisnummer",
      postalCode: "Postcode",
      city: "Plaats",
      country: "Land",
      chooseCountry: "Kies een land",
      problems: {
        country: "Kies een land uit de lijst.",
        vatNumber: "Dit is geen btw-nummer van het gekozen land. Controleer het nummer en het land.",
        vatNeedsCompany: "Een btw-nummer hoort bij een bedrijfsnaam: vul ook je bedrijf in.",
      },
    },
    pay: {
      title: "Betalen",
      button: "Betaal {amount} en start",
      pending: "Even geduld…",
      note: "Je betaalt op de beveiligde pagina van onze betaalprovider. Daarna kom je direct hier terug.",
      providerUnreachable:
        "We kunnen de betaalprovider nu niet bereiken. Er is niets afgeschreven en je gegevens staan nog ingevuld; probeer het over een minuutje opnieuw.",
    },
    unavailable: {
      title: "Online betalen kan nu even niet",
      body: "We nemen op dit moment geen online betalingen aan. Neem contact met ons op, dan helpen we je meteen op weg.",
      contact: "Neem contact op",
    },
    consultation: {
      question: "Wil je het liever eerst even bespreken?",
      link: "Plan een gratis adviesgesprek",
    },
  },
  success: {
    metaTitle: "Je VayVista-abonnement",
    metaDescription: "De stand van je betaling aan VayVista.",
    waiting: {
      eyebrow: "Betaling ontvangen",
      title: "We wachten op de bevestiging van je betaling",
      lead: "Je bank of kaartuitgever bevestigt de betaling. Dat duurt meestal een paar seconden; deze pagina ververst vanzelf.",
      reload: "Opnieuw bekijken",
    },
    confirmed: {
      eyebrow: "Betaling bevestigd",
      title: "Bedankt, welkom bij VayVista!",
      lead: "Je abonnement is actief. Je factuur komt per e-mail en staat altijd in je dashboard.",
      next: {
        title: "Wat er nu gebeurt",
        steps: [
          {
            title: "Zet je website op",
            body: "In een paar stappen voeg je je accommodatie, foto's en prijzen toe en kies je een thema.",
          },
          {
            title: "Koppel je kalenders",
            body: "Verbind Airbnb en Booking.com, zodat je beschikbaarheid overal hetzelfde is.",
          },
          {
            title: "Online binnen {{liveWithinDays}} dagen",
            body: "Controleer alles, publiceer, en gasten kunnen direct bij je boeken.",
          },
        ],
      },
      onboarding: "Zet mijn website op",
      dashboard: "Naar mijn dashboard",
    },
  },
  cancelled: {
    metaTitle: "Betaling geannuleerd",
    metaDescription: "Je betaling is geannuleerd en er is niets afgeschreven. Probeer het opnieuw of stel je vraag.",
    eyebrow: "Betaling geannuleerd",
    title: "Geen zorgen, er is niets afgeschreven",
    lead: "De betaling is afgebroken, dus er is niets van je rekening gegaan. Twijfel je nog, of ging er iets mis? Kies hieronder wat je wilt doen.",
    options: {
      title: "Hoe wil je verder?",
      retry: {
        title: "Opnieuw proberen",
        body: "Je gegevens staan nog ingevuld: controleer ze en betaal alsnog.",
        cta: "Terug naar afrekenen",
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
