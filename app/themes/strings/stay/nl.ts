import type { StayStrings } from "./types.ts";

/** The words of a stay in Dutch, the reference language. */
export const nlStay: StayStrings = {
  rules: {
    invalid_dates: "Kies een vertrekdatum na de aankomstdatum.",
    check_in_past: "Deze aankomstdatum ligt in het verleden.",
    lead_time: { one: "Boek minimaal {n} dag voor aankomst.", other: "Boek minimaal {n} dagen voor aankomst." },
    booking_window: { one: "Boeken kan tot {n} dag vooruit.", other: "Boeken kan tot {n} dagen vooruit." },
    min_nights: { one: "Minimaal {n} nacht.", other: "Minimaal {n} nachten." },
    min_nights_season: { one: "Minimaal {n} nacht in deze periode.", other: "Minimaal {n} nachten in deze periode." },
    max_nights: { one: "Maximaal {n} nacht.", other: "Maximaal {n} nachten." },
    check_in_day: "Aankomst alleen op {days}.",
    check_out_day: "Vertrek alleen op {days}.",
    no_adults: "Er moet minstens één volwassene meekomen.",
    too_many_guests: {
      one: "Deze accommodatie is voor maximaal {n} gast.",
      other: "Deze accommodatie is voor maximaal {n} gasten.",
    },
    no_price: "Voor deze accommodatie zijn nog geen prijzen bekend; neem contact op met de eigenaar.",
    weekdays: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
    or: "of",
  },
  policies: {
    names: { flexible: "Flexibel", moderate: "Gemiddeld", strict: "Streng" },
    fullRefund: {
      one: "Annuleer je uiterlijk {n} dag voor aankomst, dan krijg je het hele bedrag terug.",
      other: "Annuleer je uiterlijk {n} dagen voor aankomst, dan krijg je het hele bedrag terug.",
    },
    partRefund: {
      one: "Annuleer je uiterlijk {n} dag voor aankomst, dan krijg je {percent}\u00a0% terug.",
      other: "Annuleer je uiterlijk {n} dagen voor aankomst, dan krijg je {percent}\u00a0% terug.",
    },
    later: "Annuleer je later, dan krijg je niets terug.",
  },
  vouchers: {
    unknown: "Deze kortingscode kennen we niet. Controleer of je hem goed hebt overgenomen.",
    inactive: "Deze kortingscode is niet meer geldig.",
    not_yet: "Deze kortingscode is nog niet geldig. Probeer het later opnieuw.",
    expired: "Deze kortingscode is verlopen.",
    stay_outside: "Deze kortingscode geldt niet voor deze verblijfsdata.",
    min_nights: "Deze kortingscode geldt alleen voor een langer verblijf.",
    unit: "Deze kortingscode geldt niet voor deze accommodatie.",
    used_up: "Deze kortingscode is al het maximale aantal keren gebruikt.",
    used_by_email: "Je hebt deze kortingscode al zo vaak gebruikt als mag.",
  },
};
