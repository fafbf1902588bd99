import type { SampleWords } from "./types.ts";

/** Made-up values of the emails in English, for the admin's previews. */
export const enSamples: SampleWords = {
  support: {
    subject: "Calendar does not sync",
    message: "Hello,\n\nMy Airbnb bookings do not show up in the calendar of my website.\nCould you have a look?",
    reply:
      "Hi Anna,\n\nThe Airbnb connection still used the old link. We have renewed it: your bookings are showing again.",
  },
  lead: {
    kind: "Consultation",
    preferredDate: "Thursday, 12 March 2026",
    timeSlot: "Morning (9:00–12:00 CET)",
    propertyType: "Holiday home",
    message: "We only rent through Airbnb now and would like to take bookings ourselves.",
  },
  enquiry: {
    checkIn: "Friday, 10 July 2026",
    checkOut: "Friday, 17 July 2026",
    unit: "The Dune House",
    language: "German",
    message:
      "Hello,\n\nIs the house still free in the first week of the summer holidays? We would come with two children and a dog.",
  },
  booking: {
    unit: "The Dune House",
    checkIn: "Friday 10 July 2026",
    checkOut: "Friday 17 July 2026",
    houseRules: "No smoking inside.\nPets by arrangement.",
    language: "German",
    guestNote: "We will arrive around 6 pm. Is there a cot for our daughter?",
    ownerNote: "We are staying in the house ourselves that week, sorry! The week after is still free.",
  },
  payment: {
    claimReason: "A wine glass and two plates were broken and had to be replaced.",
  },
  calendar: {
    unit: "The Dune House",
    feedName: "Airbnb Dune House",
    lastSuccess: "12 March 2026 at 14:05",
  },
  subscription: {
    plan: "VayVista: €150 setup + €50 a month, excl. VAT",
  },
};
