import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  title: "Payments",
  intro:
    "VayVista's own credentials at Stripe and Mollie: with them owners connect their own accounts. They are kept encrypted and never shown again.",
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
  },
  register: {
    heading: "Registering at the providers",
    stripeWebhook:
      "Stripe: in the Stripe Dashboard, add a webhook endpoint for Connect (events on connected accounts) at this address:",
    stripeEvents: "with these events:",
    mollieRedirect: "Mollie: set this redirect URL in your Mollie Connect app:",
    mollieWebhook: "Mollie's notices need no registration: every payment brings this notice address along itself.",
  },
};
