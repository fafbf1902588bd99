import type { Lang } from "../i18n/languages.ts";
import type { TemplateData, TemplateKey } from "./template-keys.ts";

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
};

const SAMPLE_DEVICE: Record<Lang, string> = {
  nl: "Chrome op Windows",
  en: "Chrome on Windows",
  pl: "Chrome w systemie Windows",
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

/** Made-up but realistic values for previews and validation, per template and language. */
export function sampleData<K extends TemplateKey>(key: K, lang: Lang): TemplateData[K] {
  const all = {
    name: "Anna",
    url: SAMPLE_URLS[key],
    siteName: "Villa Zonneweide",
    device: SAMPLE_DEVICE[lang],
    time: SAMPLE_TIME,
    ip: "203.0.113.x",
    ownerName: "Anna de Vries",
    ownerEmail: "anna@example.nl",
    site: "Villa Zonneweide (villa-zonneweide)",
    ...SAMPLE_SUPPORT[lang],
    leadName: "Sanne de Vries",
    leadEmail: "sanne@example.nl",
    leadPhone: "+31 6 12345678",
    propertyLocation: "Cadzand",
    unitCount: "2",
    // A consultation has no subject of its own; its notes are the message.
    ...(key.startsWith("lead-") ? { ...SAMPLE_LEAD[lang], subject: "" } : {}),
  };
  // Every template's data is a subset of `all`; extra values are harmless to a template.
  return all as unknown as TemplateData[K];
}
