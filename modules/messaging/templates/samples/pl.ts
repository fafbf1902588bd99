import type { SampleWords } from "./types.ts";

/** Made-up values of the emails in Polish, for the admin's previews. */
export const plSamples: SampleWords = {
  support: {
    subject: "Kalendarz się nie synchronizuje",
    message:
      "Dzień dobry,\n\nMoje rezerwacje z Airbnb nie pojawiają się w kalendarzu na stronie.\nCzy możecie to sprawdzić?",
    reply:
      "Cześć Anna,\n\nPołączenie z Airbnb używało jeszcze starego linku. Odnowiliśmy je: rezerwacje znów są widoczne.",
  },
  lead: {
    kind: "Konsultacja",
    preferredDate: "czwartek, 12 marca 2026",
    timeSlot: "Rano (9:00–12:00)",
    propertyType: "Dom wakacyjny",
    message: "Wynajmujemy teraz tylko przez Airbnb i chcielibyśmy przyjmować rezerwacje sami.",
  },
  enquiry: {
    checkIn: "piątek, 10 lipca 2026",
    checkOut: "piątek, 17 lipca 2026",
    unit: "Dom w wydmach",
    language: "niemiecki",
    message:
      "Dzień dobry,\n\nczy dom jest jeszcze wolny w pierwszym tygodniu wakacji? Przyjedziemy z dwójką dzieci i psem.",
  },
  booking: {
    unit: "Dom w wydmach",
    checkIn: "piątek, 10 lipca 2026",
    checkOut: "piątek, 17 lipca 2026",
    houseRules: "Zakaz palenia w domu.\nZwierzęta po uzgodnieniu.",
    language: "niemiecki",
    guestNote: "Przyjedziemy około 18:00. Czy jest łóżeczko dla naszej córki?",
    ownerNote: "W tym tygodniu sami jesteśmy w domu, przepraszamy! Tydzień później jest jeszcze wolny.",
  },
  payment: {
    claimReason: "Stłuczone zostały kieliszek do wina i dwa talerze, które trzeba było wymienić.",
  },
  calendar: {
    unit: "Dom w wydmach",
    feedName: "Airbnb Dom w wydmach",
    lastSuccess: "12 marca 2026 o 14:05",
  },
  subscription: {
    plan: "VayVista: opłata startowa 150\u00a0€ + 50\u00a0€ miesięcznie, netto",
  },
};
