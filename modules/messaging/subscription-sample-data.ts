import type { Lang } from "../i18n/languages.ts";
import { dayText, formatMoney } from "./booking-values.ts";
import type { SubscriptionTemplateData, SubscriptionTemplateKey } from "./subscription-template-keys.ts";
import { sampleWords } from "./templates/default-templates.ts";

const BILLING = "https://vayvista.nl/dashboard/account#billing";
const PAY = "https://vayvista.nl/dashboard/account/pay";
const DASHBOARD = "https://vayvista.nl/dashboard";
const SITE = "https://villa-zonneweide.vayvista.nl/";

/** Where each subscription email's button leads in the admin's previews. */
export const SUBSCRIPTION_SAMPLE_URLS: Record<SubscriptionTemplateKey, string> = {
  "subscription-started": DASHBOARD,
  "subscription-renewed": BILLING,
  "subscription-payment-failed": PAY,
  "subscription-suspended": PAY,
  "subscription-reactivated": SITE,
  "subscription-cancelled": BILLING,
};

/**
 * Made-up values of one subscription email in one language, for the admin's previews: an
 * owner in the Netherlands (21 % VAT) who subscribed on 28 November 2026 to €150 setup and
 * €50 a month with 30 money-back days; the renewal of 28 January 2027 failed, and on the
 * third reminder the site goes offline on 11 February (a grace period of 14 days); the
 * cancellation came within the money-back days. Money and dates are written by the same
 * code as the real emails'.
 */
export function subscriptionSampleData<K extends SubscriptionTemplateKey>(
  key: K,
  lang: Lang,
  name: string,
): SubscriptionTemplateData[K] {
  const money = (cents: number) => formatMoney(cents, lang, "EUR");
  const data: SubscriptionTemplateData = {
    "subscription-started": {
      name,
      plan: sampleWords(lang).subscription.plan,
      amount: money(24_200),
      invoiceNumber: "VV-2026-000042",
      nextPaymentOn: dayText("2026-12-28", lang),
      nextAmount: money(6_050),
      moneyBackUntil: dayText("2026-12-28", lang),
      dashboardUrl: DASHBOARD,
      billingUrl: BILLING,
    },
    "subscription-renewed": {
      name,
      amount: money(6_050),
      invoiceNumber: "VV-2026-000057",
      periodFrom: dayText("2026-12-28", lang),
      periodUntil: dayText("2027-01-27", lang),
      nextPaymentOn: dayText("2027-01-28", lang),
      billingUrl: BILLING,
    },
    "subscription-payment-failed": {
      name,
      amount: money(6_050),
      reminder: "3",
      suspendOn: dayText("2027-02-11", lang),
      payUrl: PAY,
    },
    "subscription-suspended": { name, amount: money(6_050), payUrl: PAY },
    "subscription-reactivated": { name, invoiceNumber: "VV-2027-000013", siteUrl: SITE },
    "subscription-cancelled": {
      name,
      endsOn: dayText("2026-12-05", lang),
      refunded: money(24_200),
      creditNoteNumber: "VV-2026-000049",
      billingUrl: BILLING,
    },
  };
  return data[key];
}
