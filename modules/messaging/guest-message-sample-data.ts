import type { Lang } from "../i18n/languages.ts";
import type { GuestMessageTemplateData, GuestMessageTemplateKey } from "./guest-message-template-keys.ts";

const STAY_URL = "https://vayvista.nl/dashboard/booking-calendar/stays/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b";

/** Where the notices' buttons lead in the admin's previews. */
export const GUEST_MESSAGE_SAMPLE_URLS: Record<GuestMessageTemplateKey, string> = {
  "guest-message-held": STAY_URL,
  "guest-message-failed": STAY_URL,
};

const SAMPLES: Record<Lang, { message: string; reason: string; error: string }> = {
  nl: {
    message: "Aankomstinformatie",
    reason: "de betaling die nu verschuldigd is, is nog niet binnen.",
    error: "550 5.1.1 mailbox unavailable",
  },
  en: {
    message: "Arrival information",
    reason: "the payment due by now has not come in yet.",
    error: "550 5.1.1 mailbox unavailable",
  },
  pl: {
    message: "Informacje o przyjeździe",
    reason: "płatność, której termin już minął, jeszcze nie wpłynęła.",
    error: "550 5.1.1 mailbox unavailable",
  },
};

/** Sample values of a notice for the admin's preview, in its language. */
export function guestMessageSampleData<K extends GuestMessageTemplateKey>(
  key: K,
  lang: Lang,
): GuestMessageTemplateData[K] {
  const about = { name: "Anna", guestName: "Jonas Becker", reference: "VV-7K3P9Q", url: STAY_URL };
  const sample = SAMPLES[lang];
  const data: GuestMessageTemplateData = {
    "guest-message-held": { ...about, message: sample.message, reason: sample.reason },
    "guest-message-failed": { ...about, message: sample.message, error: sample.error },
  };
  return data[key];
}
