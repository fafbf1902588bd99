import type { SiteLang } from "../i18n/site-languages.ts";
import { myBookingPath } from "../i18n/site-route-table.ts";
import type { Quote } from "../pricing/quote-stay.ts";
import type { BookingTemplateKey } from "./booking-template-keys.ts";
import {
  bookingPriceText,
  cancellationPolicyText,
  formatMoney,
  momentText,
  partyText,
  payWaysText,
} from "./booking-values.ts";
import { guestSampleWords } from "./templates/default-templates.ts";

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

/** The sample guest's own booking page on the sample site (Dutch first), in `lang`. */
export function sampleBookingUrl(lang: SiteLang): string {
  return `https://villa-zonneweide.vayvista.nl${myBookingPath("k3Vq9TzR2mXw8LpA4nYc6sJd1fHbE7gU", lang, "nl")}`;
}

/** A week in July for two adults and a child: seven nights at €120, 10 % off for the week, cleaning and tourist tax. */
export const SAMPLE_QUOTE: Quote = {
  nights: Array.from({ length: 7 }, (_, i) => ({ date: `2026-07-${10 + i}`, cents: 12_000, rate: "season" as const })),
  accommodationCents: 84_000,
  extraGuestCents: 0,
  discounts: [{ kind: "lengthOfStay", percent: 10, cents: 8_400 }],
  voucher: null,
  cleaningFeeCents: 7_500,
  touristTaxCents: 3_360,
  totalCents: 86_460,
  depositCents: 20_000,
  currency: "EUR",
  violations: [],
  bookable: true,
};

/** The request's hold ends on Sunday at 14:05 in Amsterdam. */
const SAMPLE_HOLD_END = new Date("2026-07-12T12:05:00Z");

/**
 * Made-up values of one booking email in one language (sample-data.ts adds the rest): the
 * stay in words, a price breakdown, bank details, house rules and the moderate policy, the
 * party, the price and the hold written by the same code as a real booking's. In a guest's
 * email `message` is the owner's note; in the owner's, the guest's message.
 */
export function bookingSampleData(key: BookingTemplateKey, lang: SiteLang): Record<string, string> {
  const { ownerNote, guestNote, ...sample } = guestSampleWords(lang).booking;
  const forOwner = key === "booking-received" || key === "booking-request-received";
  return {
    ...sample,
    guests: partyText(2, 1, lang),
    holdUntil: momentText(SAMPLE_HOLD_END, "Europe/Amsterdam", lang),
    price: bookingPriceText(
      { quote: SAMPLE_QUOTE, totalCents: 86_460, depositCents: 20_000, currency: SAMPLE_QUOTE.currency },
      lang,
    ),
    total: formatMoney(86_460, lang, SAMPLE_QUOTE.currency),
    refund: formatMoney(43_230, lang, SAMPLE_QUOTE.currency),
    name: forOwner ? "Anna" : "Jonas",
    bookingUrl: sampleBookingUrl(lang),
    reference: "VV-7K3P-9QXM",
    // The owner's bank details with the way to pay that uses them (a booking paid online has neither).
    payWays: payWaysText("toOwner", lang),
    bankHolder: "A. de Vries",
    bankIban: "NL91 ABNA 0417 1643 00",
    bankBic: "ABNANL2A",
    cancellationPolicy: cancellationPolicyText("moderate", lang),
    message: forOwner ? guestNote : ownerNote,
  };
}
