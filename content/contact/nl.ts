import type { ContactContent } from "./types.ts";

export const nl: ContactContent = {
  metaTitle: "Contact: stel je vraag over je eigen boekingswebsite",
  metaDescription:
    "Vraag over een eigen website voor je vakantiehuis, de kalenderkoppeling met Airbnb en Booking.com of de prijzen? Mail, app of vul het formulier in. Antwoord binnen één werkdag.",
  eyebrow: "Contact",
  title: "Vraag het ons gewoon",
  lead: "Twijfel je of een eigen boekingswebsite iets voor jouw vakantiehuis is, of wil je weten hoe iets precies werkt? Stuur ons een bericht. Je krijgt antwoord van iemand uit ons team, niet van een robot.",
  form: {
    title: "Stuur ons een bericht",
    intro: "Vertel kort over je accommodatie en je vraag. Hoe concreter, hoe beter we je kunnen helpen.",
    subjectHint: "Bijvoorbeeld: kalenderkoppeling, eigen domeinnaam of overstappen",
    messageHint: "Minimaal 10 tekens. Noem gerust waar je nu verhuurt en hoeveel accommodaties je hebt.",
  },
  details: {
    title: "Andere manieren om ons te bereiken",
    emailLabel: "E-mail",
    whatsappLabel: "WhatsApp",
    whatsappBody:
      "Liever even appen? Stuur ons een bericht, ook met een foto of screenshot van je huidige advertentie.",
    whatsappCta: "Open WhatsApp",
    responseLabel: "Reactietijd",
    responseBody: "We reageren binnen één werkdag, meestal al dezelfde dag.",
    languagesLabel: "Talen",
    languagesBody: "Je kunt ons schrijven in het Nederlands, Engels of Pools.",
  },
  topics: {
    title: "Waar we je mee kunnen helpen",
    items: [
      "Of een eigen boekingswebsite past bij jouw accommodatie en je huidige verhuur",
      "Hoe de iCal-koppeling met Airbnb en Booking.com dubbele boekingen voorkomt",
      "Welk van de zes thema's het best bij je huis past",
      "Je eigen domeinnaam koppelen of een subdomein gebruiken",
      "Online betalingen via iDEAL en creditcard",
      "Maatwerk, fotografie en andere extra's",
    ],
  },
  consultation: {
    title: "Liever even praten?",
    body: "Plan een gratis videogesprek van 30 minuten. We bekijken samen je huis en je boekingen en je weet direct wat een eigen website voor je kan doen.",
    cta: "Plan een gratis adviesgesprek",
  },
};
