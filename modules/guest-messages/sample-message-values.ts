import { formatStayDate } from "../dates/format-stay-date.ts";
import { addDays, type StayDate } from "../dates/stay-date.ts";
import { counted } from "../i18n/fill-in.ts";
import { SITE_LOCALES, type SiteLang } from "../i18n/site-languages.ts";
import { cancellationPolicyText, formatMoney, partyText, payWaysText } from "../messaging/booking-values.ts";
import { guestValueWords } from "../messaging/templates/default-templates.ts";
import type { Placeholder } from "./message-placeholders.ts";
import type { MessageValues } from "./render-message.ts";

/** What the owner has that a preview can show for real: their site, a unit, themselves. */
export type PreviewFacts = {
  siteName: string;
  siteUrl: string;
  /** "Duinweg 12, 1931 AB Egmond aan Zee", or "" when the owner has not given one. */
  address: string;
  /** A link to the map or a route description; "" when none. */
  route: string;
  unit: {
    name: string;
    checkInFrom: string;
    checkInUntil: string;
    checkOutUntil: string;
    /** In the preview's language (or the main one); "" when the owner has written none. */
    checkInInstructions: string;
    houseRules: string;
  };
  owner: { name: string; email: string; phone: string };
  /** The day the preview is made, on the property's clock; the sample stay is three weeks later. */
  today: StayDate;
};

/** Words for the sample stay and for what the owner has not written yet, clearly marked as a sample. */
const SAMPLE: Record<
  SiteLang,
  {
    nights: (n: number) => string;
    guests: (n: number) => string;
    arrival: string;
    instructions: string;
    address: string;
    route: string;
    houseRules: string;
  }
> = {
  nl: {
    nights: (n) => `${n} nachten`,
    guests: (n) => `${n} gasten`,
    arrival: "rond 16:00",
    instructions:
      "(Voorbeeld: dit zijn nog niet jouw eigen incheckinstructies.) De sleutel ligt in het sleutelkastje naast de voordeur, code 4711.",
    address: "(Voorbeeld) Duinweg 12, 1931 AB Egmond aan Zee",
    route: "(Voorbeeld) Vanaf de N512 rechtsaf de Duinweg in; parkeren mag op de oprit.",
    houseRules: "(Voorbeeld) Niet roken in huis; huisdieren in overleg.",
  },
  en: {
    nights: (n) => `${n} nights`,
    guests: (n) => `${n} guests`,
    arrival: "around 4 pm",
    instructions:
      "(Sample: these are not your own check-in instructions yet.) The key is in the key safe beside the front door, code 4711.",
    address: "(Sample) Duinweg 12, 1931 AB Egmond aan Zee",
    route: "(Sample) From the N512 turn right into Duinweg; you can park on the drive.",
    houseRules: "(Sample) No smoking indoors; pets by arrangement.",
  },
  de: {
    nights: (n) => `${n} Nächte`,
    guests: (n) => `${n} Gäste`,
    arrival: "gegen 16:00 Uhr",
    instructions:
      "(Beispiel: Das sind noch nicht Ihre eigenen Check-in-Hinweise.) Der Schlüssel liegt im Schlüsseltresor neben der Haustür, Code 4711.",
    address: "(Beispiel) Duinweg 12, 1931 AB Egmond aan Zee",
    route: "(Beispiel) Von der N512 rechts in den Duinweg abbiegen; Sie können in der Einfahrt parken.",
    houseRules: "(Beispiel) Nicht im Haus rauchen; Haustiere nach Absprache.",
  },
  pl: {
    nights: (n) => `${n} noce`,
    guests: (n) => `${n} osób`,
    arrival: "około 16:00",
    instructions:
      "(Przykład: to jeszcze nie są Twoje instrukcje zameldowania.) Klucz jest w skrytce na klucze obok drzwi wejściowych, kod 4711.",
    address: "(Przykład) Duinweg 12, 1931 AB Egmond aan Zee",
    route: "(Przykład) Z drogi N512 skręć w prawo w Duinweg; można parkować na podjeździe.",
    houseRules: "(Przykład) Zakaz palenia w domu; zwierzęta po uzgodnieniu.",
  },
};

const SAMPLE_GUEST = { name: "Jonas Weber", firstName: "Jonas" };
const NIGHTS = 4;
const GUESTS = 2;
const REFERENCE = "VV-7K3M9Q";

/**
 * The values a template is previewed with in `lang` (issue 19 §2): a sample stay of a guest
 * called Jonas Weber three weeks ahead, with the owner's real site, unit and contact details;
 * what the owner has not written yet (check-in instructions, address) is sample text that
 * says it is one. `samples` lists the placeholders that got sample text.
 */
export function sampleMessageValues(
  facts: PreviewFacts,
  lang: SiteLang,
): { values: MessageValues; samples: Placeholder[] } {
  const words = SAMPLE[lang];
  const locale = SITE_LOCALES[lang];
  const checkIn = addDays(facts.today, 21);
  const day = (date: StayDate) =>
    formatStayDate(date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const samples: Placeholder[] = [];
  const own = (name: Placeholder, value: string, sample: string) => {
    if (value.trim()) return value;
    samples.push(name);
    return sample;
  };
  const bookingLink = `${facts.siteUrl}/booking/${REFERENCE}`;
  const values: MessageValues = {
    "guest.name": SAMPLE_GUEST.name,
    "guest.first_name": SAMPLE_GUEST.firstName,
    "stay.reference": REFERENCE,
    "stay.check_in": day(checkIn),
    "stay.check_out": day(addDays(checkIn, NIGHTS)),
    "stay.nights": counted(guestValueWords(lang).booking.price.nights, NIGHTS, locale),
    "stay.guests": partyText(GUESTS, 0, lang),
    "stay.arrival_time": words.arrival,
    "stay.link": bookingLink,
    "stay.amount_due": new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(450),
    "stay.pay_link": `${bookingLink}/pay`,
    // A sample price as the guest's confirmation lists it: the nights, the cleaning and the total.
    "stay.price": [
      `${counted(guestValueWords(lang).booking.price.nights, NIGHTS, locale)}: ${formatMoney(NIGHTS * 12_000, lang, "EUR")}`,
      `${guestValueWords(lang).booking.price.cleaningFee}: ${formatMoney(6_000, lang, "EUR")}`,
      `${guestValueWords(lang).booking.price.total}: ${formatMoney(NIGHTS * 12_000 + 6_000, lang, "EUR")}`,
    ].join("\n"),
    "stay.payment": payWaysText("toOwner", lang),
    "stay.cancellation_policy": cancellationPolicyText("moderate", lang),
    "unit.name": facts.unit.name,
    "unit.check_in_from": facts.unit.checkInFrom,
    "unit.check_in_until": facts.unit.checkInUntil,
    "unit.check_out_until": facts.unit.checkOutUntil,
    "unit.check_in_instructions": own("unit.check_in_instructions", facts.unit.checkInInstructions, words.instructions),
    "unit.house_rules": own("unit.house_rules", facts.unit.houseRules, words.houseRules),
    "site.name": facts.siteName,
    "site.url": facts.siteUrl,
    "site.address": own("site.address", facts.address, words.address),
    "site.route": own("site.route", facts.route, words.route),
    "owner.name": facts.owner.name,
    "owner.email": facts.owner.email,
    "owner.phone": facts.owner.phone,
  };
  return { values, samples };
}
