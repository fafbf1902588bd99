import type { PaymentTemplateKey } from "../../payment-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { nlBookingWords } from "../booking/nl.ts";
import { type GuestPaymentWords, guestPaymentEmails, type OwnerPaymentWords, ownerPaymentEmails } from "./layout.ts";

/** How both the guest and the owner read a payment's lines. */
const labels = {
  amount: "Bedrag",
  paymentFor: "Betaling",
  method: "Betaalmethode",
  paid: "Tot nu toe betaald",
  paidOfTotal: "{{ paid }} van {{ total }}",
};

const guest: GuestPaymentWords = {
  labels: {
    ...labels,
    payBy: "Graag betalen uiterlijk",
    refundedTo: "Terugbetaald via",
    releaseOn: "Vanzelf vrijgegeven op",
    wasDue: "Te betalen uiterlijk",
    refund: "Terugbetaling",
  },
  payNow: "Nu betalen",
  received: {
    subject: "Betaling ontvangen voor je verblijf bij {{ siteName }} ({{ reference }})",
    heading: "Bedankt voor je betaling",
    intro: "We hebben je betaling voor je verblijf bij {{ siteName }} ontvangen.",
    stillDue: "Nog te betalen",
    fullyPaid: "Je verblijf is nu helemaal betaald.",
  },
  failed: {
    subject: "Je betaling voor {{ siteName }} is niet gelukt ({{ reference }})",
    heading: "Je betaling is niet gelukt",
    intro: "Helaas is de betaling hieronder voor je verblijf bij {{ siteName }} niet gelukt. Er is niets afgeschreven.",
    payAgain:
      "Betaal het bedrag op je boekingspagina, met de betaalmethode die je zelf kiest, zodat je boeking blijft staan.",
  },
  due: {
    subject: "Betaling voor je verblijf bij {{ siteName }} ({{ reference }})",
    heading: "Er staat een betaling voor je klaar",
    intro: "De betaling hieronder voor je verblijf bij {{ siteName }} is nu aan de beurt.",
    howToPay: "Je betaalt op je boekingspagina, met de betaalmethode die je zelf kiest.",
  },
  reminder: {
    subject: "Herinnering: betaling voor je verblijf bij {{ siteName }} ({{ reference }})",
    heading: "Een vriendelijke herinnering",
    intro: "We hebben de betaling hieronder voor je verblijf bij {{ siteName }} nog niet ontvangen.",
    alreadyPaid: "Heb je al betaald? Dan kun je deze e-mail negeren.",
  },
  cancelWarning:
    "Is het dan nog niet betaald, dan wordt je boeking op {{ cancelOn }} geannuleerd volgens de annuleringsvoorwaarden, zoals de eigenaar heeft gekozen.",
  cancelledUnpaid: {
    subject: "Je boeking bij {{ siteName }} is geannuleerd: restbedrag niet betaald ({{ reference }})",
    heading: "Je boeking is geannuleerd",
    intro:
      "Het restbedrag van je boeking bij {{ siteName }} is niet op tijd betaald. Daarom is je boeking geannuleerd volgens de annuleringsvoorwaarden. De data zijn niet meer voor je gereserveerd.",
    refundRule:
      "De terugbetaling volgt de annuleringsvoorwaarden van je boeking, uit wat je al betaald hebt. Wat je online betaald hebt, gaat vanzelf terug via de manier waarop je betaald hebt.",
    questions: "Vragen hierover? Je bereikt de eigenaar via de website.",
  },
  refunded: {
    subject: "Terugbetaling voor je verblijf bij {{ siteName }} ({{ reference }})",
    heading: "Je terugbetaling is onderweg",
    intro: "{{ siteName }} heeft het bedrag hieronder aan je terugbetaald.",
    arrival: "Afhankelijk van je bank duurt het een paar werkdagen voordat het geld op je rekening staat.",
  },
  depositHeld: {
    subject: "Je borg voor {{ siteName }} ({{ reference }})",
    heading: "Je borg is gereserveerd op je kaart",
    intro:
      "Voor je verblijf bij {{ siteName }} is de borg hieronder nu gereserveerd op je kaart. Er is niets afgeschreven: het bedrag wordt alleen vastgehouden.",
    release:
      "Meldt de eigenaar geen schade, dan vervalt de reservering op die dag vanzelf. Je krijgt daarover in elk geval een e-mail.",
  },
  depositReleased: {
    subject: "Je borg voor {{ siteName }} is vrijgegeven ({{ reference }})",
    heading: "Je borg is vrijgegeven",
    intro: "De reservering van je borg voor je verblijf bij {{ siteName }} is beëindigd. Er is niets afgeschreven.",
    arrival:
      "Afhankelijk van je bank kan het een paar dagen duren voordat het gereserveerde bedrag weer beschikbaar is. Bedankt voor je verblijf!",
  },
  depositClaimed: {
    subject: "Over je borg voor {{ siteName }} ({{ reference }})",
    heading: "Over je borg",
    intro: "Na je verblijf bij {{ siteName }} heeft de eigenaar {{ kept }} van je borg van {{ amount }} ingehouden.",
    reason: "De reden die de eigenaar opgeeft:",
    rest: "De rest, {{ returned }}, krijg je terug; afhankelijk van je bank kan dat een paar dagen duren.",
    questions: "Vragen hierover? Neem dan via de website contact op met de eigenaar.",
  },
};

const owner: OwnerPaymentWords = {
  labels: {
    ...labels,
    payBy: "Te betalen uiterlijk",
    wasDue: "Te betalen uiterlijk",
    refund: "Terugbetaling aan de gast",
  },
  received: {
    subject: "Betaling ontvangen: {{ amount }} van {{ guestName }} ({{ reference }})",
    heading: "Je hebt een betaling ontvangen",
    intro: "{{ guestName }} heeft betaald voor het verblijf bij {{ siteName }}.",
    stillDue: "Nog te betalen",
    fullyPaid: "De boeking is nu helemaal betaald.",
  },
  failed: {
    subject: "Betaling mislukt: {{ guestName }} ({{ reference }})",
    heading: "Een betaling is niet gelukt",
    intro: "Een betaling van {{ guestName }} voor het verblijf bij {{ siteName }} is niet gelukt.",
    guestSent:
      "We hebben de gast een link gemaild om op de boekingspagina te betalen. Je hoort van ons zodra er betaald is.",
    noEmail: "We hebben geen e-mailadres van deze gast, dus neem zelf contact met hem of haar op.",
    cancelOn:
      "Is het restbedrag dan nog niet betaald, dan annuleren we de boeking op {{ cancelOn }} volgens de annuleringsvoorwaarden, zoals je bij je prijzen hebt gekozen.",
  },
  cancelledUnpaid: {
    subject: "Boeking geannuleerd, restbedrag niet betaald: {{ guestName }} ({{ reference }})",
    heading: "Een boeking is geannuleerd omdat het restbedrag niet is betaald",
    intro:
      "{{ guestName }} heeft het restbedrag voor het verblijf bij {{ siteName }} niet op tijd betaald. Daarom is de boeking geannuleerd volgens de annuleringsvoorwaarden, zoals je bij je prijzen hebt gekozen. De data zijn weer vrij.",
    guestSent:
      "We hebben de gast per e-mail ingelicht. Wat de gast betaald heeft, gaat terug zoals de voorwaarden bepalen.",
    noEmail: "We hebben geen e-mailadres van deze gast, dus laat het de gast zelf weten.",
  },
  refunded: {
    subject: "Terugbetaling gedaan: {{ amount }} aan {{ guestName }} ({{ reference }})",
    heading: "Er is geld terugbetaald",
    intro: "Het bedrag hieronder is terugbetaald aan {{ guestName }} voor het verblijf bij {{ siteName }}.",
    arrival: "Het staat binnen een paar werkdagen op de rekening van de gast.",
  },
  guestCancelled: {
    subject: "Boeking geannuleerd door {{ guestName }} ({{ reference }})",
    heading: "Een gast heeft geannuleerd",
    intro: "{{ guestName }} heeft de boeking bij {{ siteName }} geannuleerd op de eigen boekingspagina.",
    refund: "Terugbetaling",
    policy: "Annuleringsvoorwaarden",
    noRefund: "Volgens de annuleringsvoorwaarden van de boeking wordt er niets terugbetaald.",
    free: "De data zijn weer vrij in je kalender. Een terugbetaling gaat vanzelf naar de gast; je krijgt een e-mail zodra die gedaan is.",
  },
};

export const nlPayment: Record<PaymentTemplateKey, TemplateSource> = {
  ...guestPaymentEmails(nlBookingWords.guest, guest),
  ...ownerPaymentEmails(nlBookingWords.owner, owner),
};
