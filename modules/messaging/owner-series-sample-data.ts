import type { Lang } from "../i18n/languages.ts";
import type { OwnerSeriesTemplateData, OwnerSeriesTemplateKey } from "./owner-series-template-keys.ts";
import { monthlySummaryValues } from "./owner-series-values.ts";

const DASHBOARD = "https://vayvista.nl/dashboard";

/** Where each scheduled owner email's button leads in the admin's previews. */
export const OWNER_SERIES_SAMPLE_URLS: Record<OwnerSeriesTemplateKey, string> = {
  "owner-getting-started": DASHBOARD,
  "owner-onboarding-day-1": "https://vayvista.nl/onboarding",
  "owner-onboarding-day-3": "https://vayvista.nl/onboarding",
  "owner-domain-not-verified": "https://vayvista.nl/dashboard/domeinen",
  "owner-monthly-summary": "https://vayvista.nl/dashboard/analytics",
};

/**
 * Made-up values of one scheduled owner email, for the admin's previews: Villa Zonneweide's
 * October 2026 (7 arrivals worth €6,240, €4,815 received, 1,284 visitors), and a claim of
 * villazonneweide.nl that is still waiting for its TXT record.
 */
export function ownerSeriesSampleData<K extends OwnerSeriesTemplateKey>(
  key: K,
  lang: Lang,
  name: string,
): OwnerSeriesTemplateData[K] {
  const siteName = "Villa Zonneweide";
  const data: OwnerSeriesTemplateData = {
    "owner-getting-started": { name, siteName, url: DASHBOARD },
    "owner-onboarding-day-1": { name, url: OWNER_SERIES_SAMPLE_URLS["owner-onboarding-day-1"] },
    "owner-onboarding-day-3": { name, url: OWNER_SERIES_SAMPLE_URLS["owner-onboarding-day-3"] },
    "owner-domain-not-verified": {
      name,
      domain: "villazonneweide.nl",
      record: "_vayvista.villazonneweide.nl",
      url: OWNER_SERIES_SAMPLE_URLS["owner-domain-not-verified"],
    },
    "owner-monthly-summary": {
      name,
      siteName,
      ...monthlySummaryValues(
        {
          month: "2026-10-01",
          bookings: 7,
          bookedCents: 624_000,
          receivedCents: 481_500,
          visitors: 1_284,
          pageViews: 4_917,
          currency: "EUR",
        },
        lang,
      ),
      url: OWNER_SERIES_SAMPLE_URLS["owner-monthly-summary"],
    },
  };
  return data[key];
}
