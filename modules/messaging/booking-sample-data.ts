import type { SiteLang } from "../i18n/site-languages.ts";
import type { BookingTemplateKey } from "./booking-template-keys.ts";
import { cancellationPolicyText } from "./booking-values.ts";
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

/**
 * Made-up values of one booking email in one language (sample-data.ts adds the rest): the
 * stay in words, a price breakdown, bank details, house rules and the moderate policy. In a
 * guest's email `message` is the owner's note; in the owner's, the guest's message.
 */
export function bookingSampleData(key: BookingTemplateKey, lang: SiteLang): Record<string, string> {
  const { ownerNote, guestNote, ...sample } = guestSampleWords(lang).booking;
  const forOwner = key === "booking-received" || key === "booking-request-received";
  return {
    ...sample,
    name: forOwner ? "Anna" : "Jonas",
    reference: "VV-7K3P-9QXM",
    bankHolder: "A. de Vries",
    bankIban: "NL91 ABNA 0417 1643 00",
    bankBic: "ABNANL2A",
    cancellationPolicy: cancellationPolicyText("moderate", lang),
    message: forOwner ? guestNote : ownerNote,
  };
}
