import type { ConsultationContent } from "./types.ts";

export const nl: ConsultationContent = {
  metaTitle: "Gratis adviesgesprek: 30 minuten over je eigen boekingswebsite",
  metaDescription:
    "Plan een gratis videogesprek van 30 minuten. We bekijken je vakantiehuis, je huidige boekingen en wat een eigen website zonder commissie je oplevert. Vrijblijvend.",
  eyebrow: "Gratis adviesgesprek",
  title: "Ontdek in 30 minuten wat direct verhuren jou oplevert",
  lead: "In een persoonlijk videogesprek kijken we samen naar je vakantiehuis, hoe je nu verhuurt en wat een eigen boekingswebsite voor je kan betekenen. Eerlijk advies, ook als het antwoord is dat het (nog) niet bij je past.",
  facts: ["Gratis en vrijblijvend", "30 minuten via video", "Nederlands, Engels of Pools"],
  covers: {
    title: "Wat we in het gesprek bespreken",
    intro:
      "Je hoeft niets voor te bereiden. We stemmen het gesprek af op jouw situatie, maar dit komt in ieder geval aan bod:",
    items: [
      {
        title: "Je huidige verhuur",
        body: "Via welke platforms je boekt, hoeveel commissie je nu betaalt en waar je tegenaan loopt.",
      },
      {
        title: "Je eigen website",
        body: "We laten zien hoe je site eruit kan zien, welk thema bij je huis past en hoe gasten direct boeken en betalen.",
      },
      {
        title: "Kalender en boekingen",
        body: "Hoe de iCal-koppeling met Airbnb en Booking.com werkt, zodat je nooit dubbel geboekt wordt.",
      },
      {
        title: "Kosten en planning",
        body: "Wat je betaalt ({{setupFee}} eenmalig en {{monthlyFee}} per maand), wat je terugverdient en hoe je binnen {{liveWithinDays}} dagen online staat.",
      },
    ],
  },
  steps: {
    title: "Zo werkt het",
    items: [
      { title: "Kies een moment", body: "Vul het formulier in met je voorkeursdatum en tijdvak." },
      {
        title: "Wij bevestigen",
        body: "Binnen één werkdag ontvang je een bevestiging per e-mail met de link voor het videogesprek.",
      },
      {
        title: "We praten 30 minuten",
        body: "Je stelt al je vragen en krijgt concreet advies voor jouw accommodatie.",
      },
    ],
  },
  form: {
    title: "Plan je adviesgesprek",
    intro: "Kies een dag en tijdvak dat je uitkomt. Past het toch niet, dan stemmen we per e-mail een ander moment af.",
    dateHint: "Vanaf morgen, tot drie maanden vooruit. Tijden in Nederlandse tijd.",
    locationHint: "Plaats en land, bijvoorbeeld Texel of Zeeland",
    notesHint: "Bijvoorbeeld je huidige advertentie, je wensen of je vragen.",
  },
  prepare: {
    title: "Handig om bij de hand te hebben",
    items: [
      "De link naar je advertentie op Airbnb of Booking.com, als je die hebt",
      "Een idee van je aantal boekingen per jaar",
      "Je vragen: er is geen domme vraag",
    ],
  },
};
