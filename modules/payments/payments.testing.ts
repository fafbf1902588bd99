import type { Database } from "../../db/client.ts";
import { paymentAccounts } from "../../db/schema.ts";
import { ADDRESSING, bookableSite, guestBooking } from "../booking/booking.testing.ts";
import { createBooking } from "../booking/create-booking.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { AccessChanges } from "../sites/access-changes.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { onlinePaymentFor } from "./online-payment.ts";
import { payNow } from "./pay-now.ts";
import { receiveWebhook, settlePendingNotices } from "./payment-inbox.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods.ts";
import type { PaymentServices, SubscriptionSettled } from "./payment-services.ts";
import type { PaymentPlatform } from "./platform/payment-platform.ts";
import { chooseTestOutcome, type TestOutcome } from "./test-provider/test-payment-outcome.ts";
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
export function testPaymentServices(
  db: Database,
  bookingEvents = new BookingEventBus(),
  /** What a subscription's settled row does (modules/subscriptions); the payments' own tests have none. */
  subscriptionSettled: SubscriptionSettled = async (_tx, _services, row) => {
    throw new Error(`no subscriptions in this test (ledger row ${row.id})`);
  },
) {
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
    platformProvider: async (provider) => (provider === "test" ? testProvider({ db, siteId: null, notify }) : null),
    subscriptionSettled,
    accessChanges: new AccessChanges(),
    async wake() {
      woken++;
    },
  };
  /** Settles every notice in the inbox, as the job would (at `now`, the moment the test plays). */
  const settleAll = async (now?: Date) => {
    while ((await settlePendingNotices(db, services, now ? () => now : undefined)) > 0) {}
  };
  return { services, notify, settleAll, woken: () => woken };
}

/** A platform with no credentials at any provider: only the test provider may be connected. */
export function testOnlyPlatform(): PaymentPlatform {
  return {
    credentials: async () => ({ stripe: null, mollie: null, mollieApiKey: null }),
    stripe: async () => null,
    mollie: async () => null,
    mollieOwnAccount: async () => null,
    fromEnvironment: {
      stripeSecretKey: false,
      stripeWebhookSecret: false,
      mollieClientId: false,
      mollieClientSecret: false,
      stripePlatformWebhookSecret: false,
      mollieApiKey: false,
      mollieTestmode: false,
    },
    testProvider: true,
    forget() {},
  };
}

/** When the test bookings are made. */
export const TEST_BOOKED_AT = new Date("2026-07-01T10:00:00Z");
const TEST_RETURN = "https://duinhuis.vayvista.example/en/my-booking?b=x";

/**
 * An English guest's instant booking (10–14 Sept 2026, €540 and a €200 deposit at the test
 * plan; 30 % now, the balance due 11 August) on a new site with the test provider, whose
 * first payment they made by card on the test page with `outcome`.
 */
export async function paidTestBooking(db: Database, email: string, outcome: TestOutcome, plan: Partial<RatePlan> = {}) {
  const site = await bookableSite(db, ["duinhuis"], plan);
  await connectTestProvider(db, site.siteId);
  const { services, notify, settleAll } = testPaymentServices(db);
  const booked = await createBooking(
    db,
    site.siteId,
    guestBooking({ checkIn: "2026-09-10", checkOut: "2026-09-14", lang: "en" }, { email }),
    {
      bookingEvents: services.bookingEvents,
      now: TEST_BOOKED_AT,
      addressing: ADDRESSING,
      onlinePayment: await onlinePaymentFor(db, site.siteId),
    },
  );
  if (!booked.ok) throw new Error(booked.code);
  const stayId = booked.booking.id;
  const started = await payNow(db, services, {
    siteId: site.siteId,
    stayId,
    returnUrl: TEST_RETURN,
    now: TEST_BOOKED_AT,
  });
  if (!started.ok) throw new Error(started.reason);
  await chooseTestOutcome(db, { id: started.checkoutUrl.split("/").at(-1) ?? "", outcome, method: "card" }, notify);
  await settleAll();
  return { site, services, notify, settleAll, stayId };
}
