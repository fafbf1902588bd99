import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { paymentAccounts, paymentEvents } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { testAuth } from "../../modules/accounts/test-support.ts";
import { bookableSite } from "../../modules/booking/booking.testing.ts";
import { connectPaymentAccount } from "../../modules/payments/payment-account.ts";
import { settlePendingNotices } from "../../modules/payments/payment-inbox.ts";
import { activeAccount, paymentAccountOf } from "../../modules/payments/payment-services.ts";
import {
  FAKE_SECRET_KEY,
  type FakeStripe,
  startFakeStripe,
} from "../../modules/payments/stripe/fake-stripe-server.testing.ts";
import { createOwnerAccount } from "../../modules/payments/stripe/stripe-connect.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { createServerApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { createPaymentPlatform } from "../payments/payment-platform.ts";
import { createPaymentServices } from "../payments/payment-services.ts";

const APP_DOMAIN = "vayvista.test";
const ORIGIN = `https://${APP_DOMAIN}`;

/** Stripe's `account.updated` through the webhook endpoint, the inbox and the settling job, with the fake Stripe. */
describe.each(testBackends())("a connected owner's Stripe account changing on $name", (backend) => {
  let database: DatabaseHandle;
  let stripe: FakeStripe;
  let app: ReturnType<typeof createServerApp>["app"];

  beforeAll(async () => {
    database = await backend.open();
    stripe = await startFakeStripe();
    const secretsKey = Buffer.alloc(32, 7);
    const bookingEvents = new BookingEventBus();
    const payments = createPaymentServices({
      db: database.db,
      addressing: { origin: ORIGIN, appDomain: APP_DOMAIN },
      bookingEvents,
      secretsKey,
      platform: createPaymentPlatform({
        db: database.db,
        secretsKey,
        env: { stripeSecretKey: FAKE_SECRET_KEY, stripeWebhookSecret: stripe.webhookSecret },
        testProvider: false,
        origin: ORIGIN,
        providerHosts: { stripe: stripe.api },
      }),
      wake: async (services) => {
        while ((await settlePendingNotices(database.db, services)) > 0) {}
      },
    });
    ({ app } = createServerApp({
      auth: testAuth(database.db).auth,
      secretsKey,
      config: loadConfig({ APP_DOMAIN, PUBLIC_URL: ORIGIN }),
      database,
      log: createLogger("silent"),
      cachePages: false,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents,
      photoQueue: new PhotoQueue(),
      handlePage: async () => new Response("page"),
      payments,
    }));
  });
  afterAll(async () => {
    await stripe.close();
    await database.close();
  });

  /** A site whose owner started Stripe's onboarding: connected, not able to take charges yet. */
  async function onboardingSite() {
    const site = await bookableSite(database.db, ["duinhuis"]);
    const accountId = await createOwnerAccount(stripe.client(), { email: "owner@example.nl", country: "NL" });
    await connectPaymentAccount(database.db, site.siteId, {
      provider: "stripe",
      externalAccountId: accountId,
      methods: [],
      chargesEnabled: false,
    });
    return { siteId: site.siteId, accountId };
  }

  const post = (event: { rawBody: string; signature: string }) =>
    app.request(`${ORIGIN}/api/payments/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.rawBody,
    });

  const eventsOf = (eventId: string) =>
    database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

  it("takes charges once Stripe enabled them: the site's connection says so and guests are sent to pay", async () => {
    const { siteId, accountId } = await onboardingSite();
    stripe.connect.settle(accountId, { card_payments: "active", ideal_payments: "active" });

    const answer = await post(stripe.signedAccountEvent(accountId));

    expect(answer.status).toBe(200);
    const account = await paymentAccountOf(database.db, siteId);
    expect(account).toMatchObject({ chargesEnabled: true, methods: ["card", "ideal"] });
    expect(activeAccount(account)).not.toBeNull();
  });

  it("keeps one inbox entry for five copies of an event, done once", async () => {
    const { siteId, accountId } = await onboardingSite();
    stripe.connect.settle(accountId, { card_payments: "active" });
    const event = stripe.signedAccountEvent(accountId);

    for (let i = 0; i < 5; i++) expect((await post(event)).status).toBe(200);

    expect(await eventsOf(event.eventId)).toMatchObject([{ subject: "account", state: "done", copies: 5 }]);
    expect((await paymentAccountOf(database.db, siteId))?.chargesEnabled).toBe(true);
  });

  it("answers 200 and changes nothing for an account no site of ours has", async () => {
    const stranger = await createOwnerAccount(stripe.client(), { email: "someone@example.nl", country: "NL" });
    stripe.connect.settle(stranger, { card_payments: "active" });
    const before = await database.db.select().from(paymentAccounts);

    const event = stripe.signedAccountEvent(stranger);
    const answer = await post(event);

    expect(answer.status).toBe(200);
    expect(await eventsOf(event.eventId)).toMatchObject([{ state: "done" }]);
    expect(await database.db.select().from(paymentAccounts)).toEqual(before);
  });

  it("ends where Stripe stands, whatever the order of the events and whatever their bodies claim", async () => {
    const { siteId, accountId } = await onboardingSite();
    stripe.connect.settle(accountId, { card_payments: "active" });
    const enabled = stripe.signedAccountEvent(accountId);
    stripe.connect.restrict(accountId, ["card_payments"]);
    const restricted = stripe.signedAccountEvent(accountId);

    // The later event first, then the earlier one, whose body still says charges are enabled.
    await post(restricted);
    await post(enabled);
    // A forged-looking body cannot lift it either: only Stripe's own answer counts.
    await post(stripe.signedAccountEvent(accountId, { charges_enabled: true, details_submitted: true }));

    const account = await paymentAccountOf(database.db, siteId);
    expect(account).toMatchObject({ chargesEnabled: false, methods: [] });
    expect(activeAccount(account)).toBeNull();
  });

  it("refuses an account event with a wrong signature and keeps nothing", async () => {
    const { accountId } = await onboardingSite();
    const event = stripe.signedAccountEvent(accountId);

    const last = event.signature.at(-1) === "0" ? "1" : "0";
    const answer = await post({ rawBody: event.rawBody, signature: `${event.signature.slice(0, -1)}${last}` });

    expect(answer.status).toBe(400);
    expect(await eventsOf(event.eventId)).toEqual([]);
  });
});
