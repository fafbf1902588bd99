import { isLang, type Lang } from "../i18n/languages.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { ACCOUNT_DATA_SAMPLE_URLS } from "./account-data-template-keys.ts";
import { BOOKING_SAMPLE_URLS, bookingSampleData } from "./booking-sample-data.ts";
import {
  BOOKING_GUEST_TEMPLATE_KEYS,
  BOOKING_OWNER_TEMPLATE_KEYS,
  type BookingTemplateKey,
} from "./booking-template-keys.ts";
import { CALENDAR_SAMPLE_URLS, calendarSampleData } from "./calendar-sample-data.ts";
import { CALENDAR_TEMPLATE_KEYS, type CalendarTemplateKey } from "./calendar-template-keys.ts";
import { GUEST_MESSAGE_SAMPLE_URLS, guestMessageSampleData } from "./guest-message-sample-data.ts";
import { isGuestMessageTemplate } from "./guest-message-template-keys.ts";
import { opsAlertSampleData } from "./ops-alert-values.ts";
import { OWNER_SERIES_SAMPLE_URLS, ownerSeriesSampleData } from "./owner-series-sample-data.ts";
import { isOwnerSeriesTemplate } from "./owner-series-template-keys.ts";
import { PAYMENT_SAMPLE_URLS, paymentSampleData } from "./payment-sample-data.ts";
import {
  PAYMENT_GUEST_TEMPLATE_KEYS,
  PAYMENT_OWNER_TEMPLATE_KEYS,
  type PaymentTemplateKey,
} from "./payment-template-keys.ts";
import { reconciliationSampleData } from "./reconciliation-values.ts";
import { deviceText } from "./sign-in-values.ts";
import { SUBSCRIPTION_SAMPLE_URLS, subscriptionSampleData } from "./subscription-sample-data.ts";
import { isSubscriptionTemplate } from "./subscription-template-keys.ts";
import type { TemplateData, TemplateKey, TemplateLang } from "./template-keys.ts";
import { guestSampleWords, sampleWords } from "./templates/default-templates.ts";

const SAMPLE_TIME = new Date("2026-03-12T13:05:00Z");

const SAMPLE_URLS: Record<TemplateKey, string> = {
  welcome: "https://vayvista.nl/account",
  "verify-email": "https://vayvista.nl/account/verify-email?token=voorbeeld",
  "password-reset": "https://vayvista.nl/account/reset-password?token=voorbeeld",
  "password-changed": "https://vayvista.nl/account/forgot-password",
  "new-sign-in": "https://vayvista.nl/account/security",
  "site-live": "https://villa-zonneweide.vayvista.nl/",
  "sending-domain-lapsed": "https://vayvista.nl/dashboard/settings#sending-identity",
  "support-request": "https://vayvista.nl/admin/support/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b",
  "support-follow-up": "https://vayvista.nl/admin/support/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b",
  "support-reply": "https://vayvista.nl/dashboard/support/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b",
  "payments-reconciliation": "https://vayvista.nl/admin/settings/payments",
  "ops-alert": "https://vayvista.nl/admin",
  "ops-alert-resolved": "https://vayvista.nl/admin",
  "lead-received": "https://vayvista.nl/admin/leads",
  "lead-confirmation": "https://vayvista.nl/",
  "enquiry-received": "https://vayvista.nl/dashboard/enquiries",
  "enquiry-confirmation": "https://villa-zonneweide.vayvista.nl/",
  ...BOOKING_SAMPLE_URLS,
  ...PAYMENT_SAMPLE_URLS,
  ...CALENDAR_SAMPLE_URLS,
  ...SUBSCRIPTION_SAMPLE_URLS,
  ...GUEST_MESSAGE_SAMPLE_URLS,
  ...OWNER_SERIES_SAMPLE_URLS,
  ...ACCOUNT_DATA_SAMPLE_URLS,
};

const BOOKING_KEYS: readonly string[] = [...BOOKING_GUEST_TEMPLATE_KEYS, ...BOOKING_OWNER_TEMPLATE_KEYS];

function isCalendarKey(key: TemplateKey): key is CalendarTemplateKey {
  return (CALENDAR_TEMPLATE_KEYS as readonly string[]).includes(key);
}

function isBookingKey(key: TemplateKey): key is BookingTemplateKey {
  return BOOKING_KEYS.includes(key);
}

const PAYMENT_KEYS: readonly string[] = [...PAYMENT_GUEST_TEMPLATE_KEYS, ...PAYMENT_OWNER_TEMPLATE_KEYS];

function isPaymentKey(key: TemplateKey): key is PaymentTemplateKey {
  return PAYMENT_KEYS.includes(key);
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
    domain: "villa-zonneweide.nl",
    device: deviceText({ browser: "Chrome", system: "Windows" }, platformLang),
    time: SAMPLE_TIME,
    expiresOn: { nl: "6 december 2026", en: "6 December 2026", pl: "6 grudnia 2026" }[platformLang],
    deleteOn: { nl: "29 december 2026", en: "29 December 2026", pl: "29 grudnia 2026" }[platformLang],
    keepYears: "7",
    ip: "203.0.113.x",
    ownerName: "Anna de Vries",
    ownerEmail: "anna@example.nl",
    site: "Villa Zonneweide (villa-zonneweide)",
    ...sampleWords(platformLang).support,
    ...(key === "payments-reconciliation" ? reconciliationSampleData(platformLang) : {}),
    ...(key.startsWith("ops-alert") ? opsAlertSampleData(platformLang) : {}),
    leadName: "Sanne de Vries",
    leadEmail: "sanne@example.nl",
    leadPhone: "+31 6 12345678",
    propertyLocation: "Cadzand",
    unitCount: "2",
    // A consultation has no subject of its own; its notes are the message.
    ...(key.startsWith("lead-") ? { ...sampleWords(platformLang).lead, subject: "" } : {}),
    guestName: "Jonas Becker",
    guestEmail: "jonas.becker@example.de",
    guestPhone: "+49 170 1234567",
    guests: "4",
    ...(key.startsWith("enquiry-") ? guestSampleWords(siteLang).enquiry : {}),
    ...(isBookingKey(key) ? bookingSampleData(key, siteLang) : {}),
    ...(isPaymentKey(key) ? paymentSampleData(key, siteLang) : {}),
    ...(isCalendarKey(key) ? calendarSampleData(key, platformLang, "Anna") : {}),
    ...(isSubscriptionTemplate(key) ? subscriptionSampleData(key, platformLang, "Anna") : {}),
    ...(isGuestMessageTemplate(key) ? guestMessageSampleData(key, platformLang) : {}),
    ...(isOwnerSeriesTemplate(key) ? ownerSeriesSampleData(key, platformLang, "Anna") : {}),
  };
  // Every template's data is a subset of `all`; extra values are harmless to a template.
  return all as unknown as TemplateData[K];
}
