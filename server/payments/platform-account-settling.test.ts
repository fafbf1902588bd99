import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { type FakeMollie, startFakeMollie } from "../../modules/payments/mollie/fake-mollie.testing.ts";
import { receiveWebhook, settlePendingNotices } from "../../modules/payments/payment-inbox.ts";
import type { SubscriptionSettled } from "../../modules/payments/payment-services.ts";
import { platformSubscription } from "../../modules/payments/platform/platform-payments.testing.ts";
import type { PaymentProvider, ProviderName } from "../../modules/payments/provider-port.ts";
import {
  FAKE_SECRET_KEY,
  type FakeStripe,
  startFakeStripe,
  webhookRequest,
} from "../../modules/payments/stripe/fake-stripe-server.testing.ts";
import { ownerWithSite } from "../../modules/sites/sites.testing.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { createPaymentPlatform } from "./payment-platform.ts";
import { createPaymentServices } from "./payment-services.ts";

const KEY = randomBytes(32);
const ORIGIN = "https://vayvista.example";

/**
 * An owner's subscription payment on the platform's own account, from end to end as the
 * server wires it: the provider's notice reaches the inbox (Stripe's signed by the platform
 * account's endpoint, Mollie's a bare id), the settling job reads the payment again from the
 * platform's own account, and the ledger row settles, handing the step to the subscription.
 */
describe.each(testBackends())("a subscription's payment on the platform's own account, on $name", (backend) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripe;
  let mollie: FakeMollie;
  let mollieKey: ReturnType<FakeMollie["addApiKey"]>;
  const steps: { rowId: string; from: string; to: string }[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    stripe = await startFakeStripe();
    mollie = await startFakeMollie();
    mollieKey = mollie.addApiKey("test");
  });
  afterAll(async () => {
    await mollie.close();
    stripe.close();
    await handle.close();
  });

  function services() {
    const platform = createPaymentPlatform({
      db: handle.db,
      secretsKey: KEY,
      env: {
        stripeSecretKey: FAKE_SECRET_KEY,
        stripeWebhookSecret: stripe.webhookSecret,
        stripePlatformWebhookSecret: stripe.platformWebhookSecret,
        mollieApiKey: mollieKey.apiKey,
      },
      testProvider: false,
      origin: ORIGIN,
      providerHosts: {
        stripe: stripe.api,
        mollie: { apiEndpoint: mollie.apiEndpoint, tokenUrl: mollie.tokenUrl },
      },
    });
    const subscriptionSettled: SubscriptionSettled = async (_tx, row, from, to) => {
      steps.push({ rowId: row.id, from, to });
    };
    return createPaymentServices({
      db: handle.db,
      addressing: { origin: ORIGIN, appDomain: "vayvista.example" },
      bookingEvents: new BookingEventBus(),
      secretsKey: KEY,
      platform,
      wake: async (made) => {
        while ((await settlePendingNotices(handle.db, made)) > 0) {}
      },
      subscriptionSettled,
    });
  }

  /** An owner's pending subscription, its first payment's ledger row, and that payment made on the provider's page. */
  async function firstPaymentOn(provider: ProviderName, adapter: PaymentProvider) {
    const { ownerId } = await ownerWithSite(handle.db);
    const [subscription] = await handle.db
      .insert(subscriptions)
      .values({
        userId: ownerId,
        provider: provider as "stripe" | "mollie",
        setupFeeCents: 15_000,
        monthlyFeeCents: 5_000,
        moneyBackDays: 30,
        billingName: "Sanne Jansen",
        billingStreet: "Duinweg 1",
        billingPostalCode: "1861 AB",
        billingCity: "Bergen",
        billingCountry: "NL",
        billingEmail: "sanne@example.nl",
        lang: "nl",
      })
      .returning();
    if (!subscription) throw new Error("no subscription");
    const builder = platformSubscription(provider);
    const [row] = await handle.db
      .insert(payments)
      .values({
        subscriptionId: subscription.id,
        kind: "charge",
        purpose: "subscription",
        state: "requires_payment",
        amountCents: 20_000,
        currency: "EUR",
        provider: provider as "stripe" | "mollie",
        idempotencyKey: builder.firstPayment().idempotencyKey,
      })
      .returning();
    if (!row) throw new Error("no ledger row");
    const created = await adapter.createPayment(
      builder.firstPayment({ ledgerId: row.id, idempotencyKey: row.idempotencyKey ?? "" }),
    );
    await handle.db
      .update(payments)
      .set({ providerPaymentId: created.providerPaymentId })
      .where(eq(payments.id, row.id));
    return { row, created };
  }

  const ledgerRow = async (id: string) => (await handle.db.select().from(payments).where(eq(payments.id, id)))[0];

  it("Stripe: the platform endpoint's notice of a paid Checkout settles the row, with the card saved for renewals", async () => {
    const made = services();
    const adapter = await made.platformProvider("stripe");
    if (!adapter) throw new Error("no platform adapter for Stripe");
    const { row, created } = await firstPaymentOn("stripe", adapter);
    stripe.completeCheckout(null, created.providerPaymentId, "card");
    const event = stripe.signedEvent(null, "checkout.session.completed", created.providerPaymentId);
    const now = new Date();

    const forged = stripe.signedEvent(
      null,
      "checkout.session.completed",
      created.providerPaymentId,
      undefined,
      "whsec_x1",
    );
    expect(
      await receiveWebhook(handle.db, made, "stripe", webhookRequest(forged.rawBody, forged.signature, now)),
    ).toEqual({ status: 400, body: "bad_signature" });
    expect((await ledgerRow(row.id))?.state).toBe("requires_payment");

    expect(
      await receiveWebhook(handle.db, made, "stripe", webhookRequest(event.rawBody, event.signature, now)),
    ).toEqual({
      status: 200,
      body: "ok",
    });

    expect(await ledgerRow(row.id)).toMatchObject({
      state: "paid",
      method: "card",
      savedMethodKind: "card",
      savedMethodId: expect.stringMatching(/^pm_/),
      customerId: expect.stringMatching(/^cus_/),
    });
    expect(steps.filter((step) => step.rowId === row.id)).toEqual([
      { rowId: row.id, from: "requires_payment", to: "paid" },
    ]);
  });

  it("Mollie: the notice of a paid first payment settles the row, read by the platform's API key, with its mandate", async () => {
    const made = services();
    const adapter = await made.platformProvider("mollie");
    if (!adapter) throw new Error("no platform adapter for Mollie");
    const { row, created } = await firstPaymentOn("mollie", adapter);
    mollie.pay(created.providerPaymentId, "ideal");
    const notice = {
      rawBody: `id=${created.providerPaymentId}`,
      header: () => null,
      receivedAt: new Date(),
    };

    expect(await receiveWebhook(handle.db, made, "mollie", notice)).toEqual({ status: 200, body: "ok" });
    // A replayed notice settles nothing twice.
    await receiveWebhook(handle.db, made, "mollie", notice);

    expect(await ledgerRow(row.id)).toMatchObject({
      state: "paid",
      method: "ideal",
      savedMethodKind: "sepa_mandate",
      savedMethodId: expect.stringMatching(/^mdt_/),
      customerId: expect.stringMatching(/^cst_/),
    });
    expect(steps.filter((step) => step.rowId === row.id)).toEqual([
      { rowId: row.id, from: "requires_payment", to: "paid" },
    ]);
  });
});
