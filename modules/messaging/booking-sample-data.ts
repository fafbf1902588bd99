import type { SiteLang } from "../i18n/site-languages.ts";
import { cancellationPolicyText } from "../pricing/cancellation-policy.ts";
import type { BookingTemplateKey } from "./booking-template-keys.ts";

/** Where the sample booking emails' buttons lead: the site for a guest, the calendar for the owner. */
export const BOOKING_SAMPLE_URLS: Record<BookingTemplateKey, string> = {
  "booking-requested": "https://villa-zonneweide.vayvista.nl/",
  "booking-confirmed": "https://villa-zonneweide.vayvista.nl/",
  "booking-declined": "https://villa-zonneweide.vayvista.nl/",
  "booking-expired": "https://villa-zonneweide.vayvista.nl/",
  "booking-cancelled": "https://villa-zonneweide.vayvista.nl/",
  "booking-changed": "https://villa-zonneweide.vayvista.nl/",
  "booking-received": "https://vayvista.nl/dashboard/booking-calendar/stays/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b",
  "booking-request-received":
    "https://vayvista.nl/dashboard/booking-calendar/stays/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b",
};

/** A week in July for two adults and a child, as the booking emails write it in each language. */
const SAMPLE_BOOKING: Record<SiteLang, Record<string, string>> = {
  nl: {
    unit: "Het Duinhuis",
    checkIn: "vrijdag 10 juli 2026",
    checkOut: "vrijdag 17 juli 2026",
    guests: "2 volwassenen, 1 kind",
    holdUntil: "zondag 12 juli 2026 om 14:05 (Midden-Europese tijd)",
    price:
      "7 nachten: € 840,00\nKorting voor een langer verblijf (10 %): −€ 84,00\nSchoonmaakkosten: € 75,00\nToeristenbelasting: € 33,60\nTotaal: € 864,60\nBorg (je krijgt hem terug, niet in het totaal): € 200,00",
    houseRules: "Niet roken in huis.\nHuisdieren in overleg.",
    total: "€ 864,60",
    refund: "€ 432,30",
    language: "Duits",
    guestNote: "We komen rond 18:00 aan. Is er een kinderbedje voor onze dochter?",
    ownerNote: "Die week zijn we zelf in het huis, sorry! De week erna is nog vrij.",
  },
  en: {
    unit: "The Dune House",
    checkIn: "Friday 10 July 2026",
    checkOut: "Friday 17 July 2026",
    guests: "2 adults, 1 child",
    holdUntil: "Sunday, 12 July 2026 at 14:05 (Central European Time)",
    price:
      "7 nights: €840.00\nLength-of-stay discount (10%): −€84.00\nCleaning fee: €75.00\nTourist tax: €33.60\nTotal: €864.60\nRefundable deposit, not in the total: €200.00",
    houseRules: "No smoking inside.\nPets by arrangement.",
    total: "€864.60",
    refund: "€432.30",
    language: "German",
    guestNote: "We will arrive around 6 pm. Is there a cot for our daughter?",
    ownerNote: "We are staying in the house ourselves that week, sorry! The week after is still free.",
  },
  de: {
    unit: "Das Dünenhaus",
    checkIn: "Freitag, 10. Juli 2026",
    checkOut: "Freitag, 17. Juli 2026",
    guests: "2 Erwachsene, 1 Kind",
    holdUntil: "Sonntag, 12. Juli 2026 um 14:05 (Mitteleuropäische Zeit)",
    price:
      "7 Nächte: 840,00 €\nRabatt für längeren Aufenthalt (10 %): −84,00 €\nEndreinigung: 75,00 €\nKurtaxe: 33,60 €\nGesamt: 864,60 €\nKaution (wird erstattet, nicht im Gesamtbetrag): 200,00 €",
    houseRules: "Rauchen im Haus nicht gestattet.\nHaustiere nach Absprache.",
    total: "864,60 €",
    refund: "432,30 €",
    language: "Deutsch",
    guestNote: "Wir kommen gegen 18 Uhr an. Gibt es ein Kinderbett für unsere Tochter?",
    ownerNote: "In dieser Woche sind wir selbst im Haus, leider! Die Woche danach ist noch frei.",
  },
  pl: {
    unit: "Dom w wydmach",
    checkIn: "piątek, 10 lipca 2026",
    checkOut: "piątek, 17 lipca 2026",
    guests: "2 osoby dorosłe, 1 dziecko",
    holdUntil: "niedziela, 12 lipca 2026 14:05 (czas środkowoeuropejski)",
    price:
      "7 nocy: 840,00 €\nRabat za dłuższy pobyt (10 %): −84,00 €\nSprzątanie końcowe: 75,00 €\nOpłata miejscowa: 33,60 €\nRazem: 864,60 €\nKaucja zwrotna, poza kwotą łączną: 200,00 €",
    houseRules: "Zakaz palenia w domu.\nZwierzęta po uzgodnieniu.",
    total: "864,60 €",
    refund: "432,30 €",
    language: "niemiecki",
    guestNote: "Przyjedziemy około 18:00. Czy jest łóżeczko dla naszej córki?",
    ownerNote: "W tym tygodniu sami jesteśmy w domu, przepraszamy! Tydzień później jest jeszcze wolny.",
  },
};

/**
 * Made-up values of one booking email in one language (sample-data.ts adds the rest): the
 * stay in words, a price breakdown, bank details, house rules and the moderate policy. In a
 * guest's email `message` is the owner's note; in the owner's, the guest's message.
 */
export function bookingSampleData(key: BookingTemplateKey, lang: SiteLang): Record<string, string> {
  const { ownerNote, guestNote, ...sample } = SAMPLE_BOOKING[lang];
  const forOwner = key === "booking-received" || key === "booking-request-received";
  return {
    ...sample,
    name: forOwner ? "Anna" : "Jonas",
    reference: "VV-7K3P-9QXM",
    bankHolder: "A. de Vries",
    bankIban: "NL91 ABNA 0417 1643 00",
    bankBic: "ABNANL2A",
    cancellationPolicy: cancellationPolicyText("moderate", lang),
    message: (forOwner ? guestNote : ownerNote) ?? "",
  };
}
