import type { StayStrings } from "./types.ts";

/** The words of a stay in German (guests are addressed formally). */
export const deStay: StayStrings = {
  rules: {
    invalid_dates: "Wählen Sie ein Abreisedatum nach dem Anreisedatum.",
    check_in_past: "Dieses Anreisedatum liegt in der Vergangenheit.",
    lead_time: {
      one: "Buchung bitte mindestens {n} Tag vor Anreise.",
      other: "Buchung bitte mindestens {n} Tage vor Anreise.",
    },
    booking_window: {
      one: "Buchungen sind bis zu {n} Tag im Voraus möglich.",
      other: "Buchungen sind bis zu {n} Tage im Voraus möglich.",
    },
    min_nights: { one: "Mindestens {n} Nacht.", other: "Mindestens {n} Nächte." },
    min_nights_season: {
      one: "Mindestens {n} Nacht in diesem Zeitraum.",
      other: "Mindestens {n} Nächte in diesem Zeitraum.",
    },
    max_nights: { one: "Höchstens {n} Nacht.", other: "Höchstens {n} Nächte." },
    check_in_day: "Anreise nur {days}.",
    check_out_day: "Abreise nur {days}.",
    no_adults: "Mindestens ein Erwachsener muss mitreisen.",
    too_many_guests: {
      one: "Diese Unterkunft bietet Platz für höchstens {n} Gast.",
      other: "Diese Unterkunft bietet Platz für höchstens {n} Gäste.",
    },
    no_price: "Für diese Unterkunft sind noch keine Preise hinterlegt; bitte wenden Sie sich an die Gastgeber.",
    weekdays: ["montags", "dienstags", "mittwochs", "donnerstags", "freitags", "samstags", "sonntags"],
    or: "oder",
  },
  policies: {
    names: { flexible: "Flexibel", moderate: "Moderat", strict: "Streng" },
    fullRefund: {
      one: "Bei Stornierung bis spätestens {n} Tag vor Anreise erhalten Sie den vollen Betrag zurück.",
      other: "Bei Stornierung bis spätestens {n} Tage vor Anreise erhalten Sie den vollen Betrag zurück.",
    },
    partRefund: {
      one: "Bei Stornierung bis spätestens {n} Tag vor Anreise erhalten Sie {percent}\u00a0% zurück.",
      other: "Bei Stornierung bis spätestens {n} Tage vor Anreise erhalten Sie {percent}\u00a0% zurück.",
    },
    later: "Bei späterer Stornierung wird nichts erstattet.",
  },
  vouchers: {
    unknown: "Diesen Gutscheincode kennen wir nicht. Bitte prüfen Sie, ob Sie ihn richtig eingegeben haben.",
    inactive: "Dieser Gutscheincode ist nicht mehr gültig.",
    not_yet: "Dieser Gutscheincode ist noch nicht gültig. Bitte versuchen Sie es später noch einmal.",
    expired: "Dieser Gutscheincode ist abgelaufen.",
    stay_outside: "Dieser Gutscheincode gilt nicht für diesen Reisezeitraum.",
    min_nights: "Dieser Gutscheincode gilt nur für einen längeren Aufenthalt.",
    unit: "Dieser Gutscheincode gilt nicht für diese Unterkunft.",
    used_up: "Dieser Gutscheincode wurde bereits so oft wie möglich eingelöst.",
    used_by_email: "Sie haben diesen Gutscheincode bereits so oft eingelöst wie erlaubt.",
  },
};
