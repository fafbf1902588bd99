import { createHmac } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { receiveWebhook } from "../../modules/payments/payment-inbox.ts";
import type { PaymentServices } from "../../modules/payments/payment-services.ts";
import type { ProviderName, WebhookReader } from "../../modules/payments/provider-port.ts";
import { testProvider } from "../../modules/payments/test-provider/test-provider.ts";
import {
  signedTestNotice,
  TEST_SIGNATURE_HEADER,
  testWebhookReader,
} from "../../modules/payments/test-provider/test-webhooks.ts";
import type { SiteAddressing } from "../../modules/sites/site-url.ts";
import type { BookingEventPublisher } from "../../modules/stays/booking-events.ts";

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
  /** Whether the test provider may be used (server/config.ts testProviderAllowed). */
  testProvider: boolean;
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
  const { db } = options;
  const signingKey = createHmac("sha256", options.secretsKey).update("vayvista test provider notices").digest();
  const readers: Partial<Record<ProviderName, WebhookReader>> = {};
  if (options.testProvider) readers.test = testWebhookReader(signingKey);
  const sendTestNotice = async (id: string) => {
    const now = new Date();
    const notice = signedTestNotice(signingKey, id, now);
    await receiveWebhook(db, services, "test", {
      rawBody: notice.rawBody,
      header: (name) => (name.toLowerCase() === TEST_SIGNATURE_HEADER ? notice.signature : null),
      receivedAt: now,
    });
  };
  const services: ServerPaymentServices = {
    sendTestNotice,
    addressing: options.addressing,
    bookingEvents: options.bookingEvents,
    readers,
    webhookUrl: (provider) => new URL(paymentWebhookPath(provider), options.addressing.origin).href,
    providerFor(account) {
      if (account.provider === "test" && options.testProvider) {
        return testProvider({ db, siteId: account.siteId, notify: sendTestNotice });
      }
      return null;
    },
    wake: () => options.wake(services),
  };
  return services;
}
