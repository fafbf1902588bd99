import type { BookingTemplateKey } from "../../booking-template-keys.ts";
import { type GuestBookingWords, guestBookingEmails, type OwnerBookingWords, ownerBookingEmails } from "./layout.ts";
import type { BookingLanguage } from "./parts.ts";

const guest: GuestBookingWords = {
  stay: {
    reference: "Boekingsnummer",
    unit: "Accommodatie",
    checkIn: "Aankomst",
    checkOut: "Vertrek",
    guests: "Gasten",
  },
  hello: "Hallo",
  regards: "Met vriendelijke groet,",
  ownerWrites: "De eigenaar schrijft:",
  price: "Prijs",
  visitSite: "Naar de website",
  seeDates: "Beschikbare data bekijken",
  viewBooking: "Bekijk je boeking",
  bookingPage:
    "Op je boekingspagina zie je altijd hoe je boeking ervoor staat. De link is alleen voor jou: deel hem niet met anderen.",
  requested: {
    subject: "Je boekingsaanvraag bij {{ siteName }} ({{ reference }})",
    heading: "Je boekingsaanvraag is aangekomen",
    intro:
      "Bedankt voor je aanvraag om te verblijven bij {{ siteName }}. De eigenaar accepteert of weigert hem, en je hoort het per e-mail. Tot {{ holdUntil }} houden we deze data voor je vast: niemand anders kan ze boeken.",
    notYet: "Dit is nog geen boeking: je betaalt niets zolang de eigenaar je aanvraag niet heeft geaccepteerd.",
  },
  confirmed: {
    subject: "Je boeking bij {{ siteName }} is bevestigd ({{ reference }})",
    heading: "Je boeking is bevestigd",
    intro:
      "Goed nieuws: je verblijf bij {{ siteName }} is geboekt. Bewaar deze e-mail: alles wat je nodig hebt staat erin.",
    payment: "Betalen",
    accountHolder: "Ten name van",
    mentionReference: "Vermeld bij je overschrijving je boekingsnummer {{ reference }}.",
    houseRules: "Huisregels",
    cancellationPolicy: "Annuleringsvoorwaarden",
    questions: "Vragen over je verblijf? Je bereikt de eigenaar via de website.",
    welcome: "We kijken ernaar uit je te verwelkomen!",
  },
  declined: {
    subject: "Je boekingsaanvraag bij {{ siteName }} kon niet worden geaccepteerd",
    heading: "Je aanvraag kon niet worden geaccepteerd",
    intro:
      "Helaas kan de eigenaar van {{ siteName }} je boekingsaanvraag niet accepteren. De data worden niet langer voor je vastgehouden en je betaalt niets.",
    otherDates: "Misschien passen andere data je ook: op de website zie je wat er nog vrij is.",
  },
  expired: {
    subject: "Je boekingsaanvraag bij {{ siteName }} is verlopen",
    heading: "Je aanvraag is verlopen",
    intro:
      "De eigenaar van {{ siteName }} kon je boekingsaanvraag niet op tijd beantwoorden, daarom is hij verlopen. De data worden niet langer voor je vastgehouden en je betaalt niets.",
    bookAgain: "Wil je nog steeds komen? Kijk op de website of de data nog vrij zijn en boek opnieuw.",
  },
  cancelled: {
    subject: "Je boeking bij {{ siteName }} is geannuleerd ({{ reference }})",
    heading: "Je boeking is geannuleerd",
    intro: "Je boeking bij {{ siteName }} is geannuleerd. De data zijn niet langer voor je gereserveerd.",
    total: "Totaal van de boeking",
    refund: "Terugbetaling",
    refundRule:
      "De terugbetaling volgt de annuleringsvoorwaarden van je boeking. Wat je online hebt betaald, komt vanzelf terug via de manier waarop je betaalde; de rest maakt de eigenaar aan je over. Een borg krijg je altijd volledig terug.",
  },
  changed: {
    subject: "Je boeking bij {{ siteName }} is gewijzigd ({{ reference }})",
    heading: "Je boeking is gewijzigd",
    intro: "De eigenaar van {{ siteName }} heeft je boeking gewijzigd. Zo ziet je verblijf er nu uit:",
    notRight: "Klopt er iets niet? Neem dan via de website contact op met de eigenaar.",
  },
};

const owner: OwnerBookingWords = {
  labels: {
    ...guest.stay,
    guest: "Gast",
    email: "E-mailadres",
    phone: "Telefoon",
    total: "Totaal",
    language: "Taal",
  },
  hello: "Hallo",
  received: {
    subject: "Nieuwe boeking bij {{ siteName }}: {{ guestName }}, {{ checkIn }}",
    heading: "Je hebt een nieuwe boeking",
    intro:
      "{{ guestName }} heeft een verblijf bij {{ siteName }} geboekt. De data zijn nu geblokkeerd in je boekingskalender en in je kalenderfeeds.",
    guestTold:
      "De gast heeft een bevestiging gekregen met de prijs, hoe te betalen, de huisregels en de annuleringsvoorwaarden.",
    open: "Boeking bekijken",
  },
  requestReceived: {
    subject: "Boekingsaanvraag bij {{ siteName }}: antwoord vóór {{ holdUntil }}",
    heading: "Nieuwe boekingsaanvraag",
    intro:
      "{{ guestName }} wil graag verblijven bij {{ siteName }}. Accepteer of weiger de aanvraag vóór {{ holdUntil }}. Tot dan worden de data voor deze gast vastgehouden; zonder antwoord verloopt de aanvraag en komen de data weer vrij.",
    answer: "Accepteren of weigeren",
  },
};

export const nlBooking: BookingLanguage<BookingTemplateKey> = {
  guestReason:
    "Je ontvangt deze e-mail omdat dit adres is opgegeven voor een boeking via de website hieronder, die VayVista voor de eigenaar host.",
  templates: { ...guestBookingEmails(guest), ...ownerBookingEmails(owner) },
};

/** The booking emails' words, which the payment emails share (templates/payment). */
export const nlBookingWords = { guest, owner };
