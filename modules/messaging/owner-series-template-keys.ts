/**
 * The platform's scheduled emails to owners (modules/owner-emails): sent by the daily job,
 * not by a change, to the account's address in the owner's language (nl, en or pl). Every
 * value is text already written in that language; `url` is the button's absolute link.
 */
export const OWNER_SERIES_TEMPLATE_KEYS = [
  "owner-getting-started",
  "owner-onboarding-day-1",
  "owner-onboarding-day-3",
  "owner-domain-not-verified",
  "owner-monthly-summary",
] as const;
export type OwnerSeriesTemplateKey = (typeof OWNER_SERIES_TEMPLATE_KEYS)[number];

export function isOwnerSeriesTemplate(key: string): key is OwnerSeriesTemplateKey {
  return (OWNER_SERIES_TEMPLATE_KEYS as readonly string[]).includes(key);
}

export type OwnerSeriesTemplateData = {
  /** Two days after sign-up, to an owner whose site exists: what to do next. `url` opens the dashboard. */
  "owner-getting-started": { name: string; siteName: string; url: string };
  /** A day after sign-up without a site: the wizard is waiting. `url` opens it where they left off. */
  "owner-onboarding-day-1": { name: string; url: string };
  /** Three days after sign-up, still without a site: a last, friendly nudge with an offer of help. */
  "owner-onboarding-day-3": { name: string; url: string };
  /**
   * Two days after claiming `domain`, it is still not verified: `record` is the TXT record's
   * name the check looks for; `url` opens the domain settings.
   */
  "owner-domain-not-verified": { name: string; domain: string; record: string; url: string };
  /**
   * Last month on the owner's site: `month` written out ("oktober 2026"), `bookings` the
   * confirmed bookings arriving in it and `booked` their price, `received` what guests paid
   * in it less refunds, `visitors` and `pageViews` from the site's own statistics.
   */
  "owner-monthly-summary": {
    name: string;
    siteName: string;
    month: string;
    bookings: string;
    booked: string;
    received: string;
    visitors: string;
    pageViews: string;
    url: string;
  };
};

export const OWNER_SERIES_PLACEHOLDERS: {
  [K in OwnerSeriesTemplateKey]: readonly (keyof OwnerSeriesTemplateData[K] & string)[];
} = {
  "owner-getting-started": ["name", "siteName", "url"],
  "owner-onboarding-day-1": ["name", "url"],
  "owner-onboarding-day-3": ["name", "url"],
  "owner-domain-not-verified": ["name", "domain", "record", "url"],
  "owner-monthly-summary": [
    "name",
    "siteName",
    "month",
    "bookings",
    "booked",
    "received",
    "visitors",
    "pageViews",
    "url",
  ],
};
