import { LANGUAGES, type Lang } from "../i18n/languages.ts";
import { SITE_LANGUAGES, type SiteLang } from "../i18n/site-languages.ts";
import {
  ACCOUNT_DATA_PLACEHOLDERS,
  ACCOUNT_DATA_TEMPLATE_KEYS,
  type AccountDataTemplateData,
} from "./account-data-template-keys.ts";
import {
  BOOKING_GUEST_TEMPLATE_KEYS,
  BOOKING_OWNER_TEMPLATE_KEYS,
  BOOKING_PLACEHOLDERS,
  type BookingTemplateData,
} from "./booking-template-keys.ts";
import { CALENDAR_PLACEHOLDERS, CALENDAR_TEMPLATE_KEYS, type CalendarTemplateData } from "./calendar-template-keys.ts";
import {
  GUEST_MESSAGE_PLACEHOLDERS,
  GUEST_MESSAGE_TEMPLATE_KEYS,
  type GuestMessageTemplateData,
} from "./guest-message-template-keys.ts";
import {
  OWNER_SERIES_PLACEHOLDERS,
  OWNER_SERIES_TEMPLATE_KEYS,
  type OwnerSeriesTemplateData,
} from "./owner-series-template-keys.ts";
import {
  PAYMENT_GUEST_TEMPLATE_KEYS,
  PAYMENT_OWNER_TEMPLATE_KEYS,
  PAYMENT_PLACEHOLDERS,
  type PaymentTemplateData,
} from "./payment-template-keys.ts";
import {
  SUBSCRIPTION_PLACEHOLDERS,
  SUBSCRIPTION_TEMPLATE_KEYS,
  type SubscriptionTemplateData,
} from "./subscription-template-keys.ts";

/** The emails the platform sends. Each has a default per language and may be overridden by an admin. */
export const TEMPLATE_KEYS = [
  "welcome",
  "verify-email",
  "password-reset",
  "password-changed",
  "new-sign-in",
  "site-live",
  "sending-domain-lapsed",
  "support-request",
  "support-follow-up",
  "support-reply",
  "payments-reconciliation",
  "ops-alert",
  "ops-alert-resolved",
  "lead-received",
  "lead-confirmation",
  "enquiry-received",
  "enquiry-confirmation",
  ...BOOKING_GUEST_TEMPLATE_KEYS,
  ...BOOKING_OWNER_TEMPLATE_KEYS,
  ...PAYMENT_GUEST_TEMPLATE_KEYS,
  ...PAYMENT_OWNER_TEMPLATE_KEYS,
  ...CALENDAR_TEMPLATE_KEYS,
  ...SUBSCRIPTION_TEMPLATE_KEYS,
  ...GUEST_MESSAGE_TEMPLATE_KEYS,
  ...OWNER_SERIES_TEMPLATE_KEYS,
  ...ACCOUNT_DATA_TEMPLATE_KEYS,
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/**
 * Emails to someone without an account who filled in a form on the marketing site; their
 * footer says why they get it.
 */
export const VISITOR_TEMPLATES: ReadonlySet<TemplateKey> = new Set(["lead-confirmation"]);

/**
 * Emails to a guest of an owner's site, sent on the site's behalf: the site's name heads
 * them, their footer names the site's form (or, for a booking's emails, the booking), and
 * they exist in every language a site speaks, German too. Every other email is the
 * platform's own, in nl, en and pl.
 */
export const GUEST_TEMPLATE_KEYS = [
  "enquiry-confirmation",
  ...BOOKING_GUEST_TEMPLATE_KEYS,
  ...PAYMENT_GUEST_TEMPLATE_KEYS,
] as const satisfies readonly TemplateKey[];
export type GuestTemplateKey = (typeof GUEST_TEMPLATE_KEYS)[number];

export function isGuestTemplate(key: TemplateKey): key is GuestTemplateKey {
  return (GUEST_TEMPLATE_KEYS as readonly string[]).includes(key);
}

/** Every language an email can be in: the platform's (nl, en, pl) and, for guests, German. */
export type EmailLang = SiteLang;

/** The languages of one template: a guest email's are the site languages, the others the platform's. */
export type TemplateLang<K extends TemplateKey> = K extends GuestTemplateKey ? SiteLang : Lang;

export function templateLanguages(key: TemplateKey): readonly EmailLang[] {
  return isGuestTemplate(key) ? SITE_LANGUAGES : LANGUAGES;
}

/** True when `key` has a version in `lang` (the admin editor's addresses name both). */
export function isTemplateLang<K extends TemplateKey>(key: K, lang: unknown): lang is TemplateLang<K> {
  return typeof lang === "string" && (templateLanguages(key) as readonly string[]).includes(lang);
}

export function isTemplateKey(value: unknown): value is TemplateKey {
  return typeof value === "string" && (TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** A moment is formatted in the email's language (Amsterdam time); a string is shown as given. */
export type Moment = Date | string;

/**
 * What each email needs; `url` is always the link the email's button leads to (the
 * subscription emails name their links by what they open: `billingUrl`, `payUrl`, …).
 */
export type TemplateData = BookingTemplateData &
  PaymentTemplateData &
  CalendarTemplateData &
  SubscriptionTemplateData &
  GuestMessageTemplateData &
  OwnerSeriesTemplateData &
  AccountDataTemplateData &
  PlatformTemplateData;

type PlatformTemplateData = {
  welcome: { name: string; url: string };
  "verify-email": { name: string; url: string };
  "password-reset": { name: string; url: string };
  "password-changed": { name: string; time: Moment; url: string };
  /** `device` as read from the browser, e.g. "Firefox op Android"; `ip` with its last part hidden (203.0.113.x). */
  "new-sign-in": { name: string; device: string; ip: string; time: Moment; url: string };
  "site-live": { name: string; siteName: string; url: string };
  /**
   * To the owner: the DKIM record of their own sending `domain` is gone from DNS, so guest
   * emails of `siteName` go out from our domain again; `url` is their email settings.
   */
  "sending-domain-lapsed": { name: string; siteName: string; domain: string; url: string };
  /** To an admin (`name`): an owner opened a request; `site` is empty when they have none yet. */
  "support-request": {
    name: string;
    ownerName: string;
    ownerEmail: string;
    site: string;
    subject: string;
    message: string;
    url: string;
  };
  /** To an admin (`name`): the owner wrote again in a request (`message` is the new message). */
  "support-follow-up": {
    name: string;
    ownerName: string;
    ownerEmail: string;
    site: string;
    subject: string;
    message: string;
    url: string;
  };
  /** To the owner (`name`): the team answered their request. */
  "support-reply": { name: string; subject: string; reply: string; url: string };
  /**
   * To an admin (`name`): the nightly comparison of the providers' payments with the ledger
   * found differences. Counts as text; `list` has a line per difference (reconciliation-values.ts).
   */
  "payments-reconciliation": {
    name: string;
    accounts: string;
    failed: string;
    differences: string;
    settled: string;
    list: string;
    url: string;
  };
  /**
   * To an admin (`name`): an operator's alert (modules/ops-alerts) found an incident. `alert`
   * names the check in the admin's language; `summary` is what the check reports (operator
   * text, as in the logs); `since` when it was first seen; `url` the admin area.
   */
  "ops-alert": { name: string; alert: string; summary: string; since: string; url: string };
  /** To an admin (`name`): the incident of an earlier "ops-alert" has cleared (`until`); moments written out (formatMoment). */
  "ops-alert-resolved": { name: string; alert: string; summary: string; since: string; until: string; url: string };
  /**
   * To an admin (`name`): a visitor sent a contact or consultation form. Every value is in
   * the admin's language; what a form does not have is empty (a contact message has no
   * preferred date, a consultation no subject; `message` is a consultation's notes).
   */
  "lead-received": {
    name: string;
    kind: string;
    leadName: string;
    leadEmail: string;
    leadPhone: string;
    subject: string;
    message: string;
    preferredDate: string;
    timeSlot: string;
    propertyType: string;
    propertyLocation: string;
    unitCount: string;
    url: string;
  };
  /**
   * To the visitor (`name`), in the language of the page they used: their request arrived.
   * A consultation names the moment they asked for; a contact message leaves it empty.
   * Nothing else they typed is repeated, so the form cannot send anyone a text of choice.
   */
  "lead-confirmation": { name: string; preferredDate: string; timeSlot: string; url: string };
  /**
   * To the owner (`name`), in their language: a guest wrote through the contact form of
   * their site. Dates are written out in the owner's language and `language` names the
   * page's language in it; what the guest left out is empty. `url` opens the enquiries in
   * the dashboard.
   */
  "enquiry-received": {
    name: string;
    siteName: string;
    guestName: string;
    guestEmail: string;
    guestPhone: string;
    checkIn: string;
    checkOut: string;
    guests: string;
    unit: string;
    language: string;
    message: string;
    url: string;
  };
  /**
   * To the guest (`name`), in the language of the page they wrote from, on behalf of the
   * site (`siteName` heads the email): their message arrived, with a copy of it, and the
   * owner will answer. `url` is the site's home page in that language. Since it repeats what
   * was typed, modules/enquiries sends it only within its per-address limits.
   */
  "enquiry-confirmation": {
    name: string;
    siteName: string;
    checkIn: string;
    checkOut: string;
    guests: string;
    unit: string;
    message: string;
    url: string;
  };
};

/** The placeholders an admin may use per template, shown beside the editor. */
export const PLACEHOLDERS: { [K in TemplateKey]: readonly (keyof TemplateData[K] & string)[] } = {
  welcome: ["name", "url"],
  "verify-email": ["name", "url"],
  "password-reset": ["name", "url"],
  "password-changed": ["name", "time", "url"],
  "new-sign-in": ["name", "device", "ip", "time", "url"],
  "site-live": ["name", "siteName", "url"],
  "sending-domain-lapsed": ["name", "siteName", "domain", "url"],
  "support-request": ["name", "ownerName", "ownerEmail", "site", "subject", "message", "url"],
  "support-follow-up": ["name", "ownerName", "ownerEmail", "site", "subject", "message", "url"],
  "support-reply": ["name", "subject", "reply", "url"],
  "payments-reconciliation": ["name", "accounts", "failed", "differences", "settled", "list", "url"],
  "ops-alert": ["name", "alert", "summary", "since", "url"],
  "ops-alert-resolved": ["name", "alert", "summary", "since", "until", "url"],
  "lead-received": [
    "name",
    "kind",
    "leadName",
    "leadEmail",
    "leadPhone",
    "subject",
    "message",
    "preferredDate",
    "timeSlot",
    "propertyType",
    "propertyLocation",
    "unitCount",
    "url",
  ],
  "lead-confirmation": ["name", "preferredDate", "timeSlot", "url"],
  "enquiry-received": [
    "name",
    "siteName",
    "guestName",
    "guestEmail",
    "guestPhone",
    "checkIn",
    "checkOut",
    "guests",
    "unit",
    "language",
    "message",
    "url",
  ],
  "enquiry-confirmation": ["name", "siteName", "checkIn", "checkOut", "guests", "unit", "message", "url"],
  ...BOOKING_PLACEHOLDERS,
  ...PAYMENT_PLACEHOLDERS,
  ...CALENDAR_PLACEHOLDERS,
  ...SUBSCRIPTION_PLACEHOLDERS,
  ...GUEST_MESSAGE_PLACEHOLDERS,
  ...OWNER_SERIES_PLACEHOLDERS,
  ...ACCOUNT_DATA_PLACEHOLDERS,
};

/** The three editable parts of an email. */
export type TemplateSource = { subject: string; html: string; text: string };
export type TemplatePart = keyof TemplateSource;
