import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  title: "Payments",
  intro:
    "VayVista's own credentials at Stripe and Mollie: with them owners connect their own accounts, and pay VayVista for their subscriptions. They are kept encrypted and never shown again.",
  lastSaved: "Last saved on {{time}}.",
  available: {
    heading: "What owners can connect now",
    stripeOn: "Stripe: available.",
    stripeOff: "Stripe: not available, the secret key is missing.",
    stripeNoWebhook:
      "Stripe's webhook secret is missing: Stripe's notices are refused, and payments are only brought up to date when the guest comes back.",
    mollieOn: "Mollie: available.",
    mollieOff: "Mollie: not available, the client ID or client secret is missing.",
    mollieTestmode: "Mollie is in test mode: owners receive test payments.",
    subscriptionsHeading: "What owners can pay their subscription with now",
    platformStripeOn: "Stripe: available, on VayVista's own account.",
    platformStripeOff: "Stripe: not available, the secret key is missing.",
    platformStripeNoWebhook:
      "The signing secret of the own account's endpoint is missing: Stripe's notices of subscription payments are refused.",
    platformMollieOn: "Mollie: available, with VayVista's API key.",
    platformMollieOff: "Mollie: not available, the API key is missing.",
    platformMollieTestKey: "The Mollie API key is a test key: subscription payments are test payments.",
    testOn: "Test payments: on (locally, or PAYMENTS_TEST_PROVIDER=on).",
    testOff: "Test payments: off.",
  },
  stripe: {
    heading: "Stripe Connect",
    secretKey: "Platform secret key",
    secretKeyHint: "sk_live_… or sk_test_…, from the Stripe Dashboard (Developers → API keys).",
    webhookSecret: "Webhook signing secret",
    webhookSecretHint: "whsec_…, of the Connect webhook endpoint shown below.",
  },
  mollie: {
    heading: "Mollie Connect",
    clientId: "App client ID",
    clientIdHint: "app_…, of your Mollie Connect app (Developers → Your apps).",
    clientSecret: "App client secret",
    clientSecretHint: "Exactly as Mollie shows it.",
    testmode: "Test mode",
    testmodeLabel: "Every owner's payments through Mollie are test payments",
    testmodeHint: "For a test environment. Switch it off on the live website.",
  },
  platform: {
    heading: "VayVista's own account (owners' subscriptions)",
    intro:
      "Owners pay their subscription on VayVista's own account, not through Connect. Stripe uses the secret key above for it; Mollie an API key of your own website profile.",
    webhookSecret: "Webhook signing secret of the own account",
    webhookSecretHint: "whsec_…, of the second Stripe webhook endpoint (events on your own account) shown below.",
    mollieApiKey: "Mollie API key",
    mollieApiKeyHint:
      "live_… or test_…, of your website profile (Developers → API keys). A test_ key makes every subscription payment a test payment.",
  },
  secret: {
    saved: "Set",
    keep: "Leave empty to keep it; type a new value to replace it.",
    notSaved: "Not set.",
    unreadable: "Saved, but it does not open with the current SECRETS_KEY (which has changed). Enter it again.",
    fromEnv: "Set in the environment ({{name}}), which wins. Change it there.",
    remove: "Remove the saved value",
  },
  save: "Save",
  saved: "The payment settings are saved.",
  invalid: {
    stripeSecretKey: "A Stripe secret key starts with sk_live_, sk_test_ or rk_ and has only letters and digits.",
    stripeWebhookSecret: "The signing secret starts with whsec_.",
    mollieClientId: "The client ID starts with app_.",
    mollieClientSecret: "Paste the secret as Mollie shows it: 8 to 250 characters, without spaces.",
    stripePlatformWebhookSecret: "The signing secret starts with whsec_.",
    mollieApiKey: "A Mollie API key starts with live_ or test_, followed by at least 30 letters and digits.",
  },
  reconciliation: {
    heading: "Nightly comparison with the providers",
    intro:
      "Every night at 03:40 the payments of the last 30 days at Stripe, Mollie and the test provider are compared with our ledger, account by account. What the provider has further along is brought up to date; every other difference is listed here and emailed to the admins.",
    never: "The comparison has not run yet.",
    lastRun: "Last run on {{time}}.",
    accounts: "Accounts compared",
    failed: "Could not be read",
    differences: "Differences",
    settled: "Brought up to date",
    allMatched: "Everything matched.",
    more: "{{count}} more differences are not in this list.",
    noStay: "no booking known",
    ledger: "Ledger: {{state}}, {{amount}}",
    provider: "Provider: {{state}}, {{amount}}",
    error: "Answer: {{error}}",
    kinds: {
      only_at_provider: "At the provider, not in our ledger",
      only_in_ledger: "In our ledger, not at the provider",
      amount: "Amounts differ",
      currency: "Currencies differ",
      state: "States differ",
      account_failed: "Account could not be read",
    },
    states: {
      requires_payment: "awaiting payment",
      authorised: "held",
      paid: "paid",
      failed: "failed",
      expired: "expired",
      cancelled: "cancelled",
      partly_refunded: "partly refunded",
      refunded: "refunded",
    },
  },
  register: {
    heading: "Registering at the providers",
    stripeWebhook:
      "Stripe: in the Stripe Dashboard, add a webhook endpoint for Connect (events on connected accounts) at this address:",
    stripeEvents: "with these events:",
    stripePlatformWebhook:
      "Stripe: also add a webhook endpoint for events on your own account, with the same address and the same events (except account.updated).",
    mollieRedirect: "Mollie: set this redirect URL in your Mollie Connect app:",
    mollieWebhook: "Mollie's notices need no registration: every payment brings this notice address along itself.",
  },
};
