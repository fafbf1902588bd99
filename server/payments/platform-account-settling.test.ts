import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { billingSettings, payments, subscriptions, user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { type FakeMollie, startFakeMollie } from "../../modules/payments/mollie/fake-mollie.testing.ts";
import { receiveWebhook, settlePendingNotices } from "../../modules/payments/payment-inbox.ts";
import type { PaymentServices } from "../../modules/payments/payment-services.ts";
import {
  FAKE_SECRET_KEY,
  type FakeStripe,
  startFakeStripe,
  webhookRequest,
} from "../../modules/payments/stripe/fake-stripe-server.testing.ts";
import { seedPlan } from "../../modules/seed/seed.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { renewSubscriptions } from "../../modules/subscriptions/renew-subscriptions.ts";
import { startCheckout } from "../../modules/subscriptions/start-checkout.ts";
import { DUTCH_OWNER, TEST_SELLER } from "../../modules/subscriptions/subscriptions.testing.ts";
import { createPaymentPlatform } from "./payment-platform.ts";
import { createPaymentServices } from "./payment-services.ts";

const KEY = randomBytes(32);
const ORIGIN = "https://vayvista.example";
const DAY_MS = 86_400_000;

/**
 * An owner's subscription on the platform's own account at Stripe and at Mollie, end to end
 * as the server wires it: the checkout's first payment on the provider's hosted page, the
 * provider's notice through the inbox (Stripe's signed by the platform account's endpoint,
 * Mollie's a bare id) read again from the platform's own account, the ledger row settled with
 * the method saved, and the renewal job's next month charged on it with our key.
 *
 * What a settled step does to the subscription (its invoice, its emails) is
 * modules/subscriptions' to test: here each step is recorded instead, and the subscription is
 * made active on the saved method as that step makes it.
 */
describe.each(testBackends())("an owner's subscription on the platform's own account, on $name", (backend) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripe;
  let mollie: FakeMollie;
  let mollieKey: ReturnType<FakeMollie["addApiKey"]>;
  let owners = 0;
  const steps: { rowId: string; from: string; to: string }[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    stripe = await startFakeStripe();
    mollie = await startFakeMollie();
    mollieKey = mollie.addApiKey("test");
    await seedPlan(handle.db);
    await handle.db.insert(billingSettings).values({ ...TEST_SELLER, provider: null });
  });
  afterAll(async () => {
    await mollie.close();
    stripe.close();
    await handle.close();
  });

  /** The server's payment services with the platform's credentials at the fakes; settled steps recorded. */
  function services(): PaymentServices {
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
    const made: PaymentServices = {
      ...createPaymentServices({
        db: handle.db,
        addressing: { origin: ORIGIN, appDomain: "vayvista.example" },
        bookingEvents: new BookingEventBus(),
        secretsKey: KEY,
        platform,
        wake: async () => {},
      }),
      subscriptionSettled: async (_tx, _services, row, from, to) => {
        steps.push({ rowId: row.id, from, to });
      },
      wake: async () => {
        while ((await settlePendingNotices(handle.db, made)) > 0) {}
      },
    };
    return made;
  }

  /** A new owner's checkout on the platform's provider (the admin's choice), up to the hosted page. */
  async function checkout(provider: "stripe" | "mollie") {
    await handle.db.update(billingSettings).set({ provider });
    owners += 1;
    const [owner] = await handle.db
      .insert(user)
      .values({ name: `Owner ${owners}`, email: `platform-owner-${owners}@example.nl`, lang: "nl" })
      .returning();
    if (!owner) throw new Error("no owner");
    const made = services();
    const started = await startCheckout(handle.db, made, {
      userId: owner.id,
      email: owner.email,
      lang: "nl",
      billing: DUTCH_OWNER,
      returnUrl: (id) => `${ORIGIN}/checkout-success?subscription=${id}`,
    });
    if (!started.ok || !started.checkoutUrl) throw new Error(`checkout did not start: ${JSON.stringify(started)}`);
    const [first] = await handle.db.select().from(payments).where(eq(payments.subscriptionId, started.subscriptionId));
    if (!first?.providerPaymentId) throw new Error("the first payment was not made at the provider");
    return { made, subscriptionId: started.subscriptionId, first, providerPaymentId: first.providerPaymentId };
  }

  const ledgerRow = async (id: string) => (await handle.db.select().from(payments).where(eq(payments.id, id)))[0];
  const stepsOf = (rowId: string) => steps.filter((step) => step.rowId === rowId);

  /** The subscription active for a month on what its first payment saved, then the renewal job on the day it ends. */
  async function renewAtPeriodEnd(made: PaymentServices, subscriptionId: string, firstRowId: string) {
    const first = await ledgerRow(firstRowId);
    const periodEnd = new Date(Date.now() + 31 * DAY_MS).toISOString().slice(0, 10);
    await handle.db
      .update(subscriptions)
      .set({
        state: "active",
        periodStart: new Date().toISOString().slice(0, 10),
        periodEnd,
        customerId: first?.customerId,
        savedMethodId: first?.savedMethodId,
        savedMethodKind: first?.savedMethodKind,
      })
      .where(eq(subscriptions.id, subscriptionId));
    await renewSubscriptions(handle.db, made, new Date(`${periodEnd}T12:00:00Z`));
    const rows = await handle.db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
    const renewal = rows.find((row) => row.dueOn === periodEnd);
    if (!renewal) throw new Error("no renewal row");
    return { periodEnd, renewal };
  }

  it("Stripe: paid on Checkout, settled from the platform endpoint's notice, renewed on the saved card", async () => {
    const { made, subscriptionId, first, providerPaymentId } = await checkout("stripe");
    expect(providerPaymentId).toMatch(/^cs_/);
    expect(stripe.books(null).objects.has(providerPaymentId)).toBe(true);
    stripe.completeCheckout(null, providerPaymentId, "card");
    const forged = stripe.signedEvent(null, "checkout.session.completed", providerPaymentId, undefined, "whsec_x1");
    const event = stripe.signedEvent(null, "checkout.session.completed", providerPaymentId);
    const now = new Date();

    const refused = await receiveWebhook(
      handle.db,
      made,
      "stripe",
      webhookRequest(forged.rawBody, forged.signature, now),
    );
    expect(refused).toEqual({ status: 400, body: "bad_signature" });
    expect((await ledgerRow(first.id))?.state).toBe("requires_payment");
    const taken = await receiveWebhook(handle.db, made, "stripe", webhookRequest(event.rawBody, event.signature, now));
    expect(taken).toEqual({ status: 200, body: "ok" });

    expect(await ledgerRow(first.id)).toMatchObject({
      state: "paid",
      method: "card",
      savedMethodKind: "card",
      savedMethodId: expect.stringMatching(/^pm_/),
      customerId: expect.stringMatching(/^cus_/),
    });
    expect(stepsOf(first.id)).toEqual([{ rowId: first.id, from: "requires_payment", to: "paid" }]);

    const movesBefore = stripe.moneyMoves(null);
    const { periodEnd, renewal } = await renewAtPeriodEnd(made, subscriptionId, first.id);
    expect(renewal).toMatchObject({ state: "paid", providerPaymentId: expect.stringMatching(/^pi_/) });
    expect(stripe.requests.findLast((r) => r.path === "/v1/payment_intents" && r.method === "POST")).toMatchObject({
      account: null,
      idempotencyKey: `vv:sub:${subscriptionId}:${periodEnd}:a1`,
    });
    expect(stripe.moneyMoves(null)).toBe(movesBefore + 1);
    expect(stepsOf(renewal.id)).toEqual([{ rowId: renewal.id, from: "requires_payment", to: "paid" }]);
    // The job run again that day charges nothing more.
    await renewSubscriptions(handle.db, made, new Date(`${periodEnd}T13:00:00Z`));
    expect(stripe.moneyMoves(null)).toBe(movesBefore + 1);
  });

  it("Mollie: paid on Mollie's page by the platform's API key, settled from the notice, renewed on the mandate", async () => {
    const { made, subscriptionId, first, providerPaymentId } = await checkout("mollie");
    expect(mollie.payment(providerPaymentId)).toMatchObject({
      sequenceType: "first",
      profileId: mollieKey.owner.profileId,
    });
    mollie.pay(providerPaymentId, "ideal");
    const notice = { rawBody: `id=${providerPaymentId}`, header: () => null, receivedAt: new Date() };

    expect(await receiveWebhook(handle.db, made, "mollie", notice)).toEqual({ status: 200, body: "ok" });
    // The same notice again settles nothing twice.
    await receiveWebhook(handle.db, made, "mollie", notice);

    expect(await ledgerRow(first.id)).toMatchObject({
      state: "paid",
      method: "ideal",
      savedMethodKind: "sepa_mandate",
      savedMethodId: expect.stringMatching(/^mdt_/),
      customerId: expect.stringMatching(/^cst_/),
    });
    expect(stepsOf(first.id)).toEqual([{ rowId: first.id, from: "requires_payment", to: "paid" }]);

    const { periodEnd, renewal } = await renewAtPeriodEnd(made, subscriptionId, first.id);
    // A direct debit on the mandate goes to the bank: collected days later, then paid.
    expect(renewal).toMatchObject({
      state: "requires_payment",
      providerPaymentId: expect.stringMatching(/^tr_/),
      idempotencyKey: `vv:sub:${subscriptionId}:${periodEnd}:a1`,
    });
    const renewalId = renewal.providerPaymentId ?? "";
    expect(mollie.payment(renewalId)).toMatchObject({
      sequenceType: "recurring",
      mandateId: (await ledgerRow(first.id))?.savedMethodId,
    });
    const call = mollie.requests.findLast((r) => r.method === "POST" && r.url === "/v2/payments");
    expect(call?.idempotencyKey).toBe(renewal.idempotencyKey);
    mollie.collect(renewalId);
    await receiveWebhook(handle.db, made, "mollie", { ...notice, rawBody: `id=${renewalId}` });

    expect((await ledgerRow(renewal.id))?.state).toBe("paid");
    expect(stepsOf(renewal.id)).toEqual([{ rowId: renewal.id, from: "requires_payment", to: "paid" }]);
  });
});
