/**
 * The emails of an owner's VayVista subscription (modules/subscriptions), registered in
 * template-keys.ts beside the others: the platform's own, to the owner's account address, in
 * the subscription's language (nl, en or pl). Every value is text the caller has written in
 * that language (money with its VAT, dates written out); links are absolute. An email that
 * names an invoice or credit note is queued with it attached (enqueueEmail's
 * `attachInvoiceId`), and the email says so.
 */
export const SUBSCRIPTION_TEMPLATE_KEYS = [
  "subscription-started",
  "subscription-renewed",
  "subscription-payment-failed",
  "subscription-suspended",
  "subscription-reactivated",
  "subscription-cancelled",
] as const;
export type SubscriptionTemplateKey = (typeof SUBSCRIPTION_TEMPLATE_KEYS)[number];

export function isSubscriptionTemplate(key: string): key is SubscriptionTemplateKey {
  return (SUBSCRIPTION_TEMPLATE_KEYS as readonly string[]).includes(key);
}

export type SubscriptionTemplateData = {
  /**
   * The first payment went through: `plan` as the plan row words it ("VayVista: €150 setup +
   * €50 a month, excl. VAT"), `amount` what was charged (incl. VAT), the invoice's number,
   * the next charge (`nextAmount` on `nextPaymentOn`), and `moneyBackUntil`, the last day on
   * which cancelling refunds everything paid. `dashboardUrl` is the button; `billingUrl` the
   * account's billing section.
   */
  "subscription-started": {
    name: string;
    plan: string;
    amount: string;
    invoiceNumber: string;
    nextPaymentOn: string;
    nextAmount: string;
    moneyBackUntil: string;
    dashboardUrl: string;
    billingUrl: string;
  };
  /** A month was paid: `amount` (incl. VAT) for `periodFrom` to `periodUntil` (its last day). */
  "subscription-renewed": {
    name: string;
    amount: string;
    invoiceNumber: string;
    periodFrom: string;
    periodUntil: string;
    nextPaymentOn: string;
    billingUrl: string;
  };
  /**
   * A renewal failed. `reminder` is "1" on the day, "2" three days later, "3" seven days
   * later (firmer each time); `suspendOn` is the day the site goes offline for guests if it
   * is still unpaid; `payUrl` is where the owner pays or changes their payment method.
   */
  "subscription-payment-failed": {
    name: string;
    amount: string;
    reminder: string;
    suspendOn: string;
    payUrl: string;
  };
  /** The grace period ended unpaid: guests see "temporarily unavailable" until `amount` is paid at `payUrl`. */
  "subscription-suspended": { name: string; amount: string; payUrl: string };
  /** The owner paid what was due after a suspension: the site is back (`siteUrl`); the invoice is attached. */
  "subscription-reactivated": { name: string; invoiceNumber: string; siteUrl: string };
  /**
   * The subscription was cancelled: the site goes offline for guests on `endsOn`. Within the
   * money-back days `refunded` is what comes back (money) and `creditNoteNumber` the credit
   * note attached; both are empty otherwise.
   */
  "subscription-cancelled": {
    name: string;
    endsOn: string;
    refunded: string;
    creditNoteNumber: string;
    billingUrl: string;
  };
};

export const SUBSCRIPTION_PLACEHOLDERS: {
  [K in SubscriptionTemplateKey]: readonly (keyof SubscriptionTemplateData[K] & string)[];
} = {
  "subscription-started": [
    "name",
    "plan",
    "amount",
    "invoiceNumber",
    "nextPaymentOn",
    "nextAmount",
    "moneyBackUntil",
    "dashboardUrl",
    "billingUrl",
  ],
  "subscription-renewed": [
    "name",
    "amount",
    "invoiceNumber",
    "periodFrom",
    "periodUntil",
    "nextPaymentOn",
    "billingUrl",
  ],
  "subscription-payment-failed": ["name", "amount", "reminder", "suspendOn", "payUrl"],
  "subscription-suspended": ["name", "amount", "payUrl"],
  "subscription-reactivated": ["name", "invoiceNumber", "siteUrl"],
  "subscription-cancelled": ["name", "endsOn", "refunded", "creditNoteNumber", "billingUrl"],
};
