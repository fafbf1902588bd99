import type { Database } from "../../db/client.ts";
import { formatStayDate } from "../dates/format-stay-date.ts";
import { LOCALES } from "../i18n/languages.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import type { SubscriptionTemplateData, SubscriptionTemplateKey } from "../messaging/subscription-template-keys.ts";
import { formatMoney } from "../plans/format-plan.ts";
import type { SubscriptionRow } from "./subscription-lines.ts";

/** Where the owner's billing emails lead, on the platform's origin. */
export function billingUrls(origin: string) {
  return {
    dashboard: new URL("/dashboard", origin).href,
    billing: new URL("/dashboard/account#billing", origin).href,
    /** Where the owner pays what is due (with another card if they like) on the provider's hosted page. */
    pay: new URL("/dashboard/account#billing", origin).href,
  };
}

/** Money and dates as the owner's billing emails write them, in the subscription's language. */
export function billingFormat(subscription: Pick<SubscriptionRow, "lang">) {
  const locale = LOCALES[subscription.lang];
  return {
    money: (cents: number) => formatMoney(cents, "EUR", subscription.lang),
    date: (date: string) => formatStayDate(date, locale, { day: "numeric", month: "long", year: "numeric" }),
  };
}

/** One of the owner's billing emails with its data, as modules/messaging registers them. */
type BillingEmail = {
  [K in SubscriptionTemplateKey]: { template: K; data: SubscriptionTemplateData[K] };
}[SubscriptionTemplateKey];

/**
 * Queues one of the owner's billing emails in the transaction of the change that causes
 * it, to the billing address in the subscription's language, with the invoice's PDF when
 * there is one.
 */
export async function queueBillingEmail(
  tx: Database,
  subscription: SubscriptionRow,
  email: BillingEmail,
  attachInvoiceId: string | null = null,
): Promise<void> {
  await enqueueEmail(tx, {
    to: { address: subscription.billingEmail, name: subscription.billingName },
    lang: subscription.lang,
    template: email.template,
    data: email.data,
    userId: subscription.userId,
    attachInvoiceId,
  });
}
