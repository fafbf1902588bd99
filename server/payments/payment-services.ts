import { createHmac } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { mollieAccessToken } from "../../modules/payments/connections/mollie-tokens.ts";
import { mollieProvider } from "../../modules/payments/mollie/mollie-provider.ts";
import { mollieWebhookReader } from "../../modules/payments/mollie/mollie-webhooks.ts";
import { receiveWebhook } from "../../modules/payments/payment-inbox.ts";
import type { PaymentAccount, PaymentServices } from "../../modules/payments/payment-services.ts";
import type { PaymentPlatform } from "../../modules/payments/platform/payment-platform.ts";
import type { PaymentProvider, ProviderName, WebhookReader } from "../../modules/payments/provider-port.ts";
import { stripeProvider } from "../../modules/payments/stripe/stripe-provider.ts";
import { stripeWebhookReader } from "../../modules/payments/stripe/stripe-webhooks.ts";
import { testProvider } from "../../modules/payments/test-provider/test-provider.ts";
import {
  signedTestNotice,
  TEST_SIGNATURE_HEADER,
  testWebhookReader,
} from "../../modules/payments/test-provider/test-webhooks.ts";
import { AccessChanges } from "../../modules/sites/access-changes.ts";
import type { SiteAddressing } from "../../modules/sites/site-url.ts";
import type { BookingEventPublisher } from "../../modules/stays/booking-events.ts";
import { subscriptionSettled } from "../../modules/subscriptions/subscription-settled.ts";

/** Where every provider posts its notices: one endpoint per provider (server/http/payment-webhooks.ts). */
export function paymentWebhookPath(provider: ProviderName): string {
  return `/api/payments/webhooks/${provider}`;
}

export type PaymentServicesOptions = {
  db: Database;
  addressing: SiteAddressing;
  bookingEvents: BookingEventPublisher;
  /** Encrypts stored secrets; the test provider's notices are signed with a key derived from it. */
  secretsKey: Buffer;
  /** The platform's credentials and the providers' clients (server/payments/payment-platform.ts). */
  platform: PaymentPlatform;
  /** Wakes the settling job (a pg-boss job in server/main.ts); in-process tests settle at once. */
  wake: (services: PaymentServices) => Promise<void>;
};

/**
 * The payment services of the process, made once: an adapter for each connected account,
 * the readers of the providers' webhooks, and the test provider, whose notices are posted to
 * the same webhook endpoint code as real providers' (a signed request through
 * `receiveWebhook`, as the endpoint does after reading the body).
 */
export type ServerPaymentServices = PaymentServices & {
  /** The test provider's notice that one of its payments changed, posted as its adapter posts them. */
  sendTestNotice(providerPaymentId: string): Promise<void>;
};

export function createPaymentServices(options: PaymentServicesOptions): ServerPaymentServices {
  const { db, platform, secretsKey } = options;
  const signingKey = createHmac("sha256", secretsKey).update("vayvista test provider notices").digest();
  const testReader = testWebhookReader(signingKey);
  const sendTestNotice = async (id: string) => {
    const now = new Date();
    const notice = signedTestNotice(signingKey, id, now);
    await receiveWebhook(db, services, "test", {
      rawBody: notice.rawBody,
      header: (name) => (name.toLowerCase() === TEST_SIGNATURE_HEADER ? notice.signature : null),
      receivedAt: now,
    });
  };

  async function readerFor(provider: ProviderName): Promise<WebhookReader | null> {
    if (provider === "test") return platform.testProvider ? testReader : null;
    // Mollie's notices carry no secret: they are read whenever an owner's or the platform's own payments can be made.
    if (provider === "mollie") {
      const made = (await platform.mollie()) ?? (await platform.mollieOwnAccount());
      return made ? mollieWebhookReader() : null;
    }
    // Connect's endpoint (owners' accounts) and the platform account's own post to the same address.
    const credentials = (await platform.credentials()).stripe;
    const webhookSecrets = {
      connect: credentials?.webhookSecret ?? null,
      platform: credentials?.platformWebhookSecret ?? null,
    };
    const client = await platform.stripe();
    const anySecret = webhookSecrets.connect || webhookSecrets.platform;
    return anySecret && client ? stripeWebhookReader({ client, webhookSecrets }) : null;
  }

  async function providerFor(account: PaymentAccount): Promise<PaymentProvider | null> {
    if (account.provider === "test") {
      return platform.testProvider ? testProvider({ db, siteId: account.siteId, notify: sendTestNotice }) : null;
    }
    if (account.provider === "stripe") {
      const client = await platform.stripe();
      return client && account.externalAccountId
        ? stripeProvider({ client, accountId: account.externalAccountId })
        : null;
    }
    const app = await platform.mollie();
    if (!app || !account.profileId) return null;
    const accessToken = await mollieAccessToken(db, app, secretsKey, account);
    return accessToken ? mollieProvider({ client: app.client(accessToken), profileId: account.profileId }) : null;
  }

  /** The platform's own account at the provider (owners' subscriptions): Stripe without a connected account, Mollie by its API key. */
  async function platformProvider(provider: ProviderName): Promise<PaymentProvider | null> {
    if (provider === "test")
      return platform.testProvider ? testProvider({ db, siteId: null, notify: sendTestNotice }) : null;
    if (provider === "stripe") {
      const client = await platform.stripe();
      return client ? stripeProvider({ client, accountId: null }) : null;
    }
    const client = await platform.mollieOwnAccount();
    return client ? mollieProvider({ client, profileId: null }) : null;
  }

  const services: ServerPaymentServices = {
    sendTestNotice,
    addressing: options.addressing,
    bookingEvents: options.bookingEvents,
    platform,
    readerFor,
    providerFor,
    platformProvider,
    subscriptionSettled,
    accessChanges: new AccessChanges(),
    webhookUrl: (provider) => new URL(paymentWebhookPath(provider), options.addressing.origin).href,
    wake: () => options.wake(services),
  };
  return services;
}
