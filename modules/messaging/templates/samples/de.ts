import type { GuestSampleWords } from "./types.ts";

/** Made-up values of the guest emails in German, for the admin's previews. */
export const deSamples: GuestSampleWords = {
  enquiry: {
    checkIn: "Freitag, 10. Juli 2026",
    checkOut: "Freitag, 17. Juli 2026",
    unit: "Das Dünenhaus",
    language: "Deutsch",
    message:
      "Hallo,\n\nist das Haus in der ersten Sommerferienwoche noch frei? Wir kommen mit zwei Kindern und einem Hund.",
  },
  booking: {
    unit: "Das Dünenhaus",
    checkIn: "Freitag, 10. Juli 2026",
    checkOut: "Freitag, 17. Juli 2026",
    houseRules: "Rauchen im Haus nicht gestattet.\nHaustiere nach Absprache.",
    language: "Deutsch",
    guestNote: "Wir kommen gegen 18 Uhr an. Gibt es ein Kinderbett für unsere Tochter?",
    ownerNote: "In dieser Woche sind wir selbst im Haus, leider! Die Woche danach ist noch frei.",
  },
  payment: {
    claimReason: "Ein Weinglas und zwei Teller waren zerbrochen und mussten ersetzt werden.",
  },
};
