import type { SampleWords } from "./types.ts";

/** Made-up values of the emails in Dutch, for the admin's previews. */
export const nlSamples: SampleWords = {
  support: {
    subject: "Kalender synchroniseert niet",
    message:
      "Hallo,\n\nMijn Airbnb-boekingen verschijnen niet in de kalender van mijn website.\nKunnen jullie meekijken?",
    reply:
      "Hoi Anna,\n\nDe koppeling met Airbnb stond nog op de oude link. We hebben hem vernieuwd: je boekingen staan er nu weer in.",
  },
  lead: {
    kind: "Adviesgesprek",
    preferredDate: "donderdag 12 maart 2026",
    timeSlot: "Ochtend (9:00–12:00)",
    propertyType: "Vakantiehuis",
    message: "We verhuren nu alleen via Airbnb en willen graag zelf boekingen aannemen.",
  },
  enquiry: {
    checkIn: "vrijdag 10 juli 2026",
    checkOut: "vrijdag 17 juli 2026",
    unit: "Het Duinhuis",
    language: "Duits",
    message:
      "Hallo,\n\nIs het huis in de eerste week van de zomervakantie nog vrij? We komen met twee kinderen en een hond.",
  },
  booking: {
    unit: "Het Duinhuis",
    checkIn: "vrijdag 10 juli 2026",
    checkOut: "vrijdag 17 juli 2026",
    houseRules: "Niet roken in huis.\nHuisdieren in overleg.",
    language: "Duits",
    guestNote: "We komen rond 18:00 aan. Is er een kinderbedje voor onze dochter?",
    ownerNote: "Die week zijn we zelf in het huis, sorry! De week erna is nog vrij.",
  },
  payment: {
    claimReason: "Er waren een wijnglas en twee borden gebroken, die we moesten vervangen.",
  },
  calendar: {
    unit: "Het Duinhuis",
    feedName: "Airbnb Duinhuis",
    lastSuccess: "12 maart 2026 om 14:05",
  },
  subscription: {
    plan: "VayVista: eenmalig €\u00a0150 opstartkosten + €\u00a050 per maand, excl. btw",
  },
};
