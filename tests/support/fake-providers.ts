import { startFakeMollie } from "../../modules/payments/mollie/fake-mollie.testing.ts";
import { settlePendingNotices } from "../../modules/payments/payment-inbox.ts";
import { MOLLIE_CALLBACK_PATH } from "../../modules/payments/platform/connect-paths.ts";
import type { PaymentCredentialsFromEnv } from "../../modules/payments/platform/platform-credentials.ts";
import { FAKE_SECRET_KEY, startFakeStripe } from "../../modules/payments/stripe/fake-stripe-server.testing.ts";
import { createPaymentPlatform } from "../../server/payments/payment-platform.ts";
import { createPaymentServices } from "../../server/payments/payment-services.ts";
import { APP_DOMAIN, ORIGIN, type RouteHarness } from "./route-harness.ts";

/**
 * The payment services as the server makes them, with the platform's credentials for a fake
 * Stripe and a fake Mollie that the real SDKs talk to (the adapters' own fakes), for route
 * tests of owners connecting their accounts. Pass `payments` as the request's service.
 */
export async function withFakeProviders(app: RouteHarness, env: PaymentCredentialsFromEnv = {}) {
  const stripe = await startFakeStripe();
  const mollie = await startFakeMollie({ redirectUri: new URL(MOLLIE_CALLBACK_PATH, ORIGIN).href });
  const platform = createPaymentPlatform({
    db: app.db,
    secretsKey: app.secretsKey,
    env: {
      stripeSecretKey: FAKE_SECRET_KEY,
      stripeWebhookSecret: stripe.webhookSecret,
      mollieClientId: mollie.app.clientId,
      mollieClientSecret: mollie.app.clientSecret,
      mollieTestmode: true,
      ...env,
    },
    testProvider: true,
    origin: ORIGIN,
    providerHosts: {
      stripe: stripe.api,
      mollie: { apiEndpoint: mollie.apiEndpoint, tokenUrl: mollie.tokenUrl },
    },
  });
  const payments = createPaymentServices({
    db: app.db,
    addressing: { origin: ORIGIN, appDomain: APP_DOMAIN },
    bookingEvents: app.bookingEvents,
    secretsKey: app.secretsKey,
    platform,
    wake: async (services) => {
      while ((await settlePendingNotices(app.db, services)) > 0) {}
    },
  });
  return {
    stripe,
    mollie,
    payments,
    async close() {
      await mollie.close();
      await stripe.close();
    },
  };
}
