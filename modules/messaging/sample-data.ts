import { isLang, type Lang } from "../i18n/languages.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { BOOKING_SAMPLE_URLS, bookingSampleData } from "./booking-sample-data.ts";
import {
  BOOKING_GUEST_TEMPLATE_KEYS,
  BOOKING_OWNER_TEMPLATE_KEYS,
  type BookingTemplateKey,
} from "./booking-template-keys.ts";
import { CALENDAR_SAMPLE_URLS, calendarSampleData } from "./calendar-sample-data.ts";
import { CALENDAR_TEMPLATE_KEYS, type CalendarTemplateKey } from "./calendar-template-keys.ts";
import { deviceText } from "./sign-in-values.ts";
import type { TemplateData, TemplateKey, TemplateLang } from "./template-keys.ts";

const SAMPLE_TIME = new Date("2026-03-12T13:05:00Z");

const SAMPLE_URLS: Record<TemplateKey, string> = {
  welcome: "https://vayvista.nl/account",
  "verify-email": "https://vayvista.nl/account/verify-email?token=voorbeeld",
  "password-reset": "https://vayvista.nl/account/reset-password?token=voorbeeld",
  "password-changed": "https://vayvista.nl/account/forgot-password",
  "new-sign-in": "https://vayvista.nl/account/security",
  "site-live": "https://villa-zonneweide.vayvista.nl/",
  "support-request": "https://vayvista.nl/admin/support/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b",
  "support-follow-up": "https://vayvista.nl/admin/support/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b",
  "support-reply": "https://vayvista.nl/dashboard/support/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b",
  "lead-received": "https://vayvista.nl/admin/leads",
  "lead-confirmation": "https://vayvista.nl/",
  "enquiry-received": "https://vayvista.nl/dashboard/enquiries",
  "enquiry-confirmation": "https://villa-zonneweide.vayvista.nl/",
  ...BOOKING_SAMPLE_URLS,
  ...CALENDAR_SAMPLE_URLS,
};

const SAMPLE_SUPPORT: Record<Lang, { subject: string; message: string; reply: string }> = {
  nl: {
    subject: "Kalender synchroniseert niet",
    message:
      "Hallo,\n\nMijn Airbnb-boekingen verschijnen niet in de kalender van mijn website.\nKunnen jullie meekijken?",
    reply:
      "Hoi Anna,\n\nDe koppeling met Airbnb stond nog op de oude link. We hebben hem vernieuwd: je boekingen staan er nu weer in.",
  },
  en: {
    subject: "Calendar does not sync",
    message: "Hello,\n\nMy Airbnb bookings do not show up in the calendar of my website.\nCould you have a look?",
    reply:
      "Hi Anna,\n\nThe Airbnb connection still used the old link. We have renewed it: your bookings are showing again.",
  },
  pl: {
    subject: "Kalendarz się nie synchronizuje",
    message:
      "Dzień dobry,\n\nMoje rezerwacje z Airbnb nie pojawiają się w kalendarzu na stronie.\nCzy możecie to sprawdzić?",
    reply:
      "Cześć Anna,\n\nPołączenie z Airbnb używało jeszcze starego linku. Odnowiliśmy je: rezerwacje znów są widoczne.",
  },
};

/** A consultation request, as the lead emails show it (values in the email's language). */
const SAMPLE_LEAD: Record<Lang, Record<string, string>> = {
  nl: {
    kind: "Adviesgesprek",
    preferredDate: "donderdag 12 maart 2026",
    timeSlot: "Ochtend (9:00–12:00)",
    propertyType: "Vakantiehuis",
    message: "We verhuren nu alleen via Airbnb en willen graag zelf boekingen aannemen.",
  },
  en: {
    kind: "Consultation",
    preferredDate: "Thursday, 12 March 2026",
    timeSlot: "Morning (9:00–12:00 CET)",
    propertyType: "Holiday home",
    message: "We only rent through Airbnb now and would like to take bookings ourselves.",
  },
  pl: {
    kind: "Konsultacja",
    preferredDate: "czwartek, 12 marca 2026",
    timeSlot: "Rano (9:00–12:00)",
    propertyType: "Dom wakacyjny",
    message: "Wynajmujemy teraz tylko przez Airbnb i chcielibyśmy przyjmować rezerwacje sami.",
  },
};

/** A guest's enquiry through an owner's site, as its emails show it (values in the email's language). */
const SAMPLE_ENQUIRY: Record<SiteLang, Record<string, string>> = {
  nl: {
    checkIn: "vrijdag 10 juli 2026",
    checkOut: "vrijdag 17 juli 2026",
    unit: "Het Duinhuis",
    language: "Duits",
    message:
      "Hallo,\n\nIs het huis in de eerste week van de zomervakantie nog vrij? We komen met twee kinderen en een hond.",
  },
  en: {
    checkIn: "Friday, 10 July 2026",
    checkOut: "Friday, 17 July 2026",
    unit: "The Dune House",
    language: "German",
    message:
      "Hello,\n\nIs the house still free in the first week of the summer holidays? We would come with two children and a dog.",
  },
  de: {
    checkIn: "Freitag, 10. Juli 2026",
    checkOut: "Freitag, 17. Juli 2026",
    unit: "Das Dünenhaus",
    language: "Deutsch",
    message:
      "Hallo,\n\nist das Haus in der ersten Sommerferienwoche noch frei? Wir kommen mit zwei Kindern und einem Hund.",
  },
  pl: {
    checkIn: "piątek, 10 lipca 2026",
    checkOut: "piątek, 17 lipca 2026",
    unit: "Dom w wydmach",
    language: "niemiecki",
    message:
      "Dzień dobry,\n\nczy dom jest jeszcze wolny w pierwszym tygodniu wakacji? Przyjedziemy z dwójką dzieci i psem.",
  },
};

const BOOKING_KEYS: readonly string[] = [...BOOKING_GUEST_TEMPLATE_KEYS, ...BOOKING_OWNER_TEMPLATE_KEYS];

function isCalendarKey(key: TemplateKey): key is CalendarTemplateKey {
  return (CALENDAR_TEMPLATE_KEYS as readonly string[]).includes(key);
}

function isBookingKey(key: TemplateKey): key is BookingTemplateKey {
  return BOOKING_KEYS.includes(key);
}

/** Made-up but realistic values for previews and validation, per template and language. */
export function sampleData<K extends TemplateKey>(key: K, lang: TemplateLang<K>): TemplateData[K] {
  const siteLang: SiteLang = lang;
  // The platform's own emails are in nl, en or pl; German exists for guest emails only.
  const platformLang: Lang = isLang(siteLang) ? siteLang : "en";
  const all = {
    name: "Anna",
    url: SAMPLE_URLS[key],
    siteName: "Villa Zonneweide",
    device: deviceText({ browser: "Chrome", system: "Windows" }, platformLang),
    time: SAMPLE_TIME,
    ip: "203.0.113.x",
    ownerName: "Anna de Vries",
    ownerEmail: "anna@example.nl",
    site: "Villa Zonneweide (villa-zonneweide)",
    ...SAMPLE_SUPPORT[platformLang],
    leadName: "Sanne de Vries",
    leadEmail: "sanne@example.nl",
    leadPhone: "+31 6 12345678",
    propertyLocation: "Cadzand",
    unitCount: "2",
    // A consultation has no subject of its own; its notes are the message.
    ...(key.startsWith("lead-") ? { ...SAMPLE_LEAD[platformLang], subject: "" } : {}),
    guestName: "Jonas Becker",
    guestEmail: "jonas.becker@example.de",
    guestPhone: "+49 170 1234567",
    guests: "4",
    ...(key.startsWith("enquiry-") ? SAMPLE_ENQUIRY[siteLang] : {}),
    ...(isBookingKey(key) ? bookingSampleData(key, siteLang) : {}),
    ...(isCalendarKey(key) ? calendarSampleData(key, platformLang, "Anna") : {}),
  };
  // Every template's data is a subset of `all`; extra values are harmless to a template.
  return all as unknown as TemplateData[K];
}
