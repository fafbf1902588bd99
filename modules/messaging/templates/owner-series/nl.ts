import { ownerSeriesEmails } from "./layout.ts";

export const nlOwnerSeries = ownerSeriesEmails({
  hello: "Hoi",
  regards: "Hartelijke groet,",
  team: "Het VayVista-team",
  gettingStarted: {
    subject: "Drie dingen waardoor {{ siteName }} beter boekt",
    heading: "Je website staat online: en nu?",
    intro:
      "Twee dagen geleden ben je begonnen met VayVista en {{ siteName }} staat al online. Met deze drie stappen maak je het grootste verschil voor gasten die je vinden:",
    steps: [
      "Zet je mooiste foto's erop: gasten beslissen op de eerste vijf. Een lichte woonkamer, de slaapkamers en het uitzicht werken het best.",
      "Controleer je prijzen en minimale verblijfsduur per seizoen, zodat de kalender nooit een nacht aanbiedt die je liever niet verhuurt.",
      "Koppel de kalenders van de andere sites waarop je verhuurt, zodat een nacht die daar geboekt is meteen dichtgaat op je eigen website.",
    ],
    help: "Loop je ergens vast? Beantwoord deze e-mail of open een supportvraag in je dashboard; we reageren binnen één werkdag.",
    button: "Naar je dashboard",
  },
  onboardingDay1: {
    subject: "Je boekingswebsite wacht op je",
    heading: "Je bent er bijna",
    intro:
      "Gisteren heb je een account aangemaakt bij VayVista, maar je website is nog niet ingericht. Dat kost ongeveer tien minuten: een paar gegevens over je huis, een ontwerp en een webadres.",
    saved: "Alles wat je al hebt ingevuld is bewaard, dus je gaat verder waar je gebleven was.",
    button: "Verder met inrichten",
  },
  onboardingDay3: {
    subject: "Zullen we je helpen met je website?",
    heading: "Kunnen we je op weg helpen?",
    intro:
      "Drie dagen geleden heb je je aangemeld bij VayVista, en je website is er nog niet. Misschien was iets onduidelijk, of had je er gewoon nog geen tijd voor.",
    help: "Beantwoord deze e-mail met je vraag of het adres van je vakantiehuis en we denken met je mee. Doe je het liever zelf? Je antwoorden tot nu toe zijn bewaard.",
    button: "Mijn website afmaken",
  },
  domainNotVerified: {
    subject: "{{ domain }} is nog niet gekoppeld aan je website",
    heading: "Je domein is nog niet geverifieerd",
    intro:
      "Twee dagen geleden heb je {{ domain }} aan je VayVista-website gekoppeld, maar we vinden het verificatierecord nog steeds niet.",
    check:
      'Controleer bij je domeinprovider of er een TXT-record met de naam {{ record }} bestaat, met de waarde uit je dashboard. Wijzigingen kunnen een paar uur nodig hebben; daarna is één klik op "Opnieuw controleren" genoeg.',
    meanwhile: "Intussen blijft je website gewoon bereikbaar op het VayVista-adres.",
    button: "Bekijk de DNS-instellingen",
  },
  monthlySummary: {
    subject: "{{ siteName }} in {{ month }}",
    heading: "Je maand in cijfers",
    intro: "Zo deed {{ siteName }} het in {{ month }}.",
    labels: {
      bookings: "Boekingen met aankomst",
      booked: "Waarde van die boekingen",
      received: "Ontvangen van gasten",
      visitors: "Bezoekers",
      pageViews: "Bekeken pagina's",
    },
    note: "De waarde telt bevestigde boekingen waarvan de gasten in die maand aankwamen; ontvangen is wat gasten in die maand betaalden, min terugbetalingen en zonder borgsommen.",
    button: "Bekijk de details in je dashboard",
  },
});
