import type { IsoWeekday } from "../dates/stay-date.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { type CountForms, counted, weekdaysRule } from "./count-words.ts";
import type { QuoteViolation, Violation } from "./quote-stay.ts";

type Words = {
  nights: CountForms;
  days: CountForms;
  guests: CountForms;
  messages: Record<QuoteViolation, (p: Params) => string>;
};
type Params = { n: (forms: CountForms) => string; days: string; season: boolean };

/** What each broken rule means to a guest, in the words of the site's four languages. */
const WORDS: Record<SiteLang, Words> = {
  nl: {
    nights: { one: "nacht", other: "nachten" },
    days: { one: "dag", other: "dagen" },
    guests: { one: "gast", other: "gasten" },
    messages: {
      invalid_dates: () => "Kies een vertrekdatum na de aankomstdatum.",
      check_in_past: () => "Deze aankomstdatum ligt in het verleden.",
      lead_time: (p) => `Boek minimaal ${p.n(WORDS.nl.days)} voor aankomst.`,
      booking_window: (p) => `Boeken kan tot ${p.n(WORDS.nl.days)} vooruit.`,
      min_nights: (p) => `Minimaal ${p.n(WORDS.nl.nights)}${p.season ? " in deze periode" : ""}.`,
      max_nights: (p) => `Maximaal ${p.n(WORDS.nl.nights)}.`,
      check_in_day: (p) => `Aankomst alleen ${p.days}.`,
      check_out_day: (p) => `Vertrek alleen ${p.days}.`,
      no_adults: () => "Er moet minstens één volwassene meekomen.",
      too_many_guests: (p) => `Deze accommodatie is voor maximaal ${p.n(WORDS.nl.guests)}.`,
      no_price: () => "Voor deze accommodatie zijn nog geen prijzen bekend; neem contact op met de eigenaar.",
    },
  },
  en: {
    nights: { one: "night", other: "nights" },
    days: { one: "day", other: "days" },
    guests: { one: "guest", other: "guests" },
    messages: {
      invalid_dates: () => "Choose a check-out date after the check-in date.",
      check_in_past: () => "This check-in date is in the past.",
      lead_time: (p) => `Please book at least ${p.n(WORDS.en.days)} before arrival.`,
      booking_window: (p) => `Bookings are open up to ${p.n(WORDS.en.days)} ahead.`,
      min_nights: (p) => `Minimum stay of ${p.n(WORDS.en.nights)}${p.season ? " in this period" : ""}.`,
      max_nights: (p) => `Maximum stay of ${p.n(WORDS.en.nights)}.`,
      check_in_day: (p) => `Check-in ${p.days} only.`,
      check_out_day: (p) => `Check-out ${p.days} only.`,
      no_adults: () => "At least one adult must be staying.",
      too_many_guests: (p) => `This place sleeps at most ${p.n(WORDS.en.guests)}.`,
      no_price: () => "No prices have been set for this place yet; please contact the owner.",
    },
  },
  de: {
    nights: { one: "Nacht", other: "Nächte" },
    days: { one: "Tag", other: "Tage" },
    guests: { one: "Gast", other: "Gäste" },
    messages: {
      invalid_dates: () => "Wählen Sie ein Abreisedatum nach dem Anreisedatum.",
      check_in_past: () => "Dieses Anreisedatum liegt in der Vergangenheit.",
      lead_time: (p) => `Buchung bitte mindestens ${p.n(WORDS.de.days)} vor Anreise.`,
      booking_window: (p) => `Buchungen sind bis zu ${p.n(WORDS.de.days)} im Voraus möglich.`,
      min_nights: (p) => `Mindestens ${p.n(WORDS.de.nights)}${p.season ? " in diesem Zeitraum" : ""}.`,
      max_nights: (p) => `Höchstens ${p.n(WORDS.de.nights)}.`,
      check_in_day: (p) => `Anreise nur ${p.days}.`,
      check_out_day: (p) => `Abreise nur ${p.days}.`,
      no_adults: () => "Mindestens ein Erwachsener muss mitreisen.",
      too_many_guests: (p) => `Diese Unterkunft bietet Platz für höchstens ${p.n(WORDS.de.guests)}.`,
      no_price: () => "Für diese Unterkunft sind noch keine Preise hinterlegt; bitte wenden Sie sich an die Gastgeber.",
    },
  },
  pl: {
    nights: { one: "noc", few: "noce", many: "nocy", other: "nocy" },
    days: { one: "dzień", other: "dni" },
    guests: { one: "osobę", few: "osoby", many: "osób", other: "osoby" },
    messages: {
      invalid_dates: () => "Wybierz datę wyjazdu późniejszą niż data przyjazdu.",
      check_in_past: () => "Ta data przyjazdu już minęła.",
      lead_time: (p) => `Zarezerwuj co najmniej ${p.n(WORDS.pl.days)} przed przyjazdem.`,
      booking_window: (p) => `Można rezerwować najwyżej ${p.n(WORDS.pl.days)} naprzód.`,
      min_nights: (p) => `Minimalny pobyt${p.season ? " w tym okresie" : ""}: ${p.n(WORDS.pl.nights)}.`,
      max_nights: (p) => `Maksymalny pobyt: ${p.n(WORDS.pl.nights)}.`,
      check_in_day: (p) => `Przyjazd tylko ${p.days}.`,
      check_out_day: (p) => `Wyjazd tylko ${p.days}.`,
      no_adults: () => "Wymagana jest co najmniej jedna osoba dorosła.",
      too_many_guests: (p) => `Ten obiekt pomieści maksymalnie ${p.n(WORDS.pl.guests)}.`,
      no_price: () => "Ceny tego obiektu nie zostały jeszcze ustalone; skontaktuj się z właścicielem.",
    },
  },
};

function weekdaysOf(value: number | string | undefined): IsoWeekday[] {
  return String(value ?? "")
    .split(",")
    .map(Number)
    .filter((day): day is IsoWeekday => Number.isInteger(day) && day >= 1 && day <= 7);
}

/**
 * A broken rule of a quote (quote-stay.ts) as a guest reads it in `lang`: "Minimaal 7 nachten
 * in deze periode.", "Anreise nur samstags.". The season's own name is left out: the owner
 * wrote it in one language.
 */
export function quoteViolationMessage(violation: Violation, lang: SiteLang): string {
  const { params } = violation;
  const count = Number(params.nights ?? params.days ?? params.guests ?? 0);
  return WORDS[lang].messages[violation.code]({
    n: (forms) => counted(lang, count, forms),
    days: weekdaysRule(lang, weekdaysOf(params.days)),
    season: params.season !== undefined,
  });
}
