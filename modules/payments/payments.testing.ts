import type { Database } from "../../db/client.ts";
import { paymentAccounts } from "../../db/schema.ts";
import { ADDRESSING } from "../booking/booking.testing.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { receiveWebhook, settlePendingNotices } from "./payment-inbox.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods.ts";
import type { PaymentServices } from "./payment-services.ts";
import type { PaymentPlatform } from "./platform/payment-platform.ts";
import { testProvider } from "./test-provider/test-provider.ts";
import { signedTestNotice, TEST_SIGNATURE_HEADER, testWebhookReader } from "./test-provider/test-webhooks.ts";

/** Builders for payment tests: a site connected to the test provider, and the payment services as the server makes them. */

export const TEST_SIGNING_KEY = Buffer.alloc(32, 7);

/** Connects the test provider to a site (every method, unless fewer are given). */
export async function connectTestProvider(
  db: Database,
  siteId: string,
  methods: readonly PaymentMethod[] = PAYMENT_METHODS,
): Promise<void> {
  await db.insert(paymentAccounts).values({
    siteId,
    provider: "test",
    chargesEnabled: true,
    methods: [...methods],
    connectedAt: new Date(),
  });
}

/**
 * The payment services with the test provider, whose notices go through the same inbox as
 * real webhooks. The settling job is not running: a test calls settlePendingNotices itself
 * (`woken` counts how often it would have been woken).
 */
export function testPaymentServices(db: Database, bookingEvents = new BookingEventBus()) {
  let woken = 0;
  /** The test provider's notice of a change, through the inbox as a webhook. */
  const notify = async (id: string) => {
    const notice = signedTestNotice(TEST_SIGNING_KEY, id, new Date());
    await receiveWebhook(db, services, "test", {
      rawBody: notice.rawBody,
      header: (name) => (name.toLowerCase() === TEST_SIGNATURE_HEADER ? notice.signature : null),
      receivedAt: new Date(),
    });
  };
  const services: PaymentServices = {
    addressing: ADDRESSING,
    bookingEvents,
    readerFor: async (provider) => (provider === "test" ? testWebhookReader(TEST_SIGNING_KEY) : null),
    platform: testOnlyPlatform(),
    webhookUrl: (provider) => `${ADDRESSING.origin}/api/payments/webhooks/${provider}`,
    providerFor: async (account) =>
      account.provider === "test" ? testProvider({ db, siteId: account.siteId, notify }) : null,
    async wake() {
      woken++;
    },
  };
  /** Settles every notice in the inbox, as the job would. */
  const settleAll = async () => {
    while ((await settlePendingNotices(db, services)) > 0) {}
  };
  return { services, notify, settleAll, woken: () => woken };
}

/** A platform with no credentials at any provider: only the test provider may be connected. */
export function testOnlyPlatform(): PaymentPlatform {
  return {
    credentials: async () => ({ stripe: null, mollie: null }),
    stripe: async () => null,
    mollie: async () => null,
    fromEnvironment: {
      stripeSecretKey: false,
      stripeWebhookSecret: false,
      mollieClientId: false,
      mollieClientSecret: false,
      mollieTestmode: false,
    },
    testProvider: true,
    forget() {},
  };
}
