import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe, webhookRequest } from "./fake-stripe-server.testing.ts";
import { createOwnerAccount } from "./stripe-connect.ts";
import { balanceInput, hostedPaymentInput } from "./stripe-payments.testing.ts";
import { stripeProvider } from "./stripe-provider.ts";
import { stripeWebhookReader } from "./stripe-webhooks.ts";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const reader = () =>
  stripeWebhookReader({
    client: fake.client(),
    webhookSecrets: { connect: fake.webhookSecret, platform: fake.platformWebhookSecret },
  });

/** An owner's hosted payment, paid by card, and a balance charged on the card it saved. */
async function paidStay() {
  const owner = fake.addAccount();
  const stripe = stripeProvider({ client: fake.client(), accountId: owner });
  const hosted = await stripe.createPayment(
    hostedPaymentInput({ amountCents: 10_800, methods: ["card", "ideal"], saveForLater: true }),
  );
  const session = fake.completeCheckout(owner, hosted.providerPaymentId, "card");
  const paid = await stripe.readPayment(hosted.providerPaymentId);
  const balance = await stripe.chargeSaved(
    balanceInput(
      { customerId: paid.customerId ?? "", savedMethodId: paid.savedMethod?.id ?? "" },
      { amountCents: 25_200 },
    ),
  );
  return { owner, stripe, hosted, hostedIntent: String(session.payment_intent), balance };
}

const at = (seconds: number) => new Date(seconds * 1000);

/** An owner's account made through Accounts v2, as onboarding makes it. */
async function stripeAccountOnFake(): Promise<string> {
  return createOwnerAccount(fake.client(), { email: "owner@example.nl", country: "NL" });
}
const now = () => Math.floor(Date.now() / 1000);

describe("reading Stripe's webhooks", () => {
  it("names the payment by the id the provider returned: a hosted payment's session, a saved-card charge's intent", async () => {
    const { owner, hosted, balance } = await paidStay();
    const completed = fake.signedEvent(owner, "checkout.session.completed", hosted.providerPaymentId, now());
    const succeeded = fake.signedEvent(owner, "payment_intent.succeeded", balance.providerPaymentId, now());

    expect(reader().read(webhookRequest(completed.rawBody, completed.signature, at(now())))).toEqual({
      ok: true,
      notice: { eventId: completed.eventId, providerPaymentId: hosted.providerPaymentId },
    });
    expect(reader().read(webhookRequest(succeeded.rawBody, succeeded.signature, at(now())))).toEqual({
      ok: true,
      notice: { eventId: succeeded.eventId, providerPaymentId: balance.providerPaymentId },
    });
  });

  it("leaves a hosted payment's intent to its session's events, which name the id the ledger knows", async () => {
    const { owner, hostedIntent } = await paidStay();
    const event = fake.signedEvent(owner, "payment_intent.succeeded", hostedIntent, now());

    expect(reader().read(webhookRequest(event.rawBody, event.signature, at(now())))).toEqual({
      ok: true,
      notice: null,
    });
  });

  it("names the payment a refund was of: a charge's intent, or the hosted payment our refund named", async () => {
    const { owner, stripe, hosted, balance } = await paidStay();
    await stripe.refund(balance.providerPaymentId, 5_000, "vv:refund:stay-1:pay-2:a1");
    const hostedRefund = await stripe.refund(hosted.providerPaymentId, 10_800, "vv:refund:stay-1:pay-1:a1");
    const balanceCharge = String(fake.books(owner).get(balance.providerPaymentId, "payment_intent").latest_charge);
    const refunded = fake.signedEvent(owner, "charge.refunded", balanceCharge, now());
    const refundUpdated = fake.signedEvent(owner, "refund.updated", hostedRefund.providerRefundId, now());

    expect(reader().read(webhookRequest(refunded.rawBody, refunded.signature, at(now())))).toMatchObject({
      notice: { providerPaymentId: balance.providerPaymentId },
    });
    expect(reader().read(webhookRequest(refundUpdated.rawBody, refundUpdated.signature, at(now())))).toMatchObject({
      notice: { providerPaymentId: hosted.providerPaymentId },
    });
  });

  it("takes an event about anything else as verified but not a payment", async () => {
    const { owner, hosted } = await paidStay();
    const customerId = String(fake.books(owner).get(hosted.providerPaymentId, "checkout.session").customer);
    const event = fake.signedEvent(owner, "customer.updated", customerId, now());

    expect(reader().read(webhookRequest(event.rawBody, event.signature, at(now())))).toEqual({
      ok: true,
      notice: null,
    });
  });

  it("names the connected account of an account.updated event as an account notice, from the event's account where the object is none", async () => {
    const account = await stripeAccountOnFake();
    const updated = fake.signedAccountEvent(account);
    const { owner, hosted } = await paidStay();
    const odd = fake.signedEvent(owner, "account.updated", hosted.providerPaymentId, now());

    expect(reader().read(webhookRequest(updated.rawBody, updated.signature, at(now())))).toEqual({
      ok: true,
      notice: { eventId: updated.eventId, providerPaymentId: account, subject: "account" },
    });
    // A Connect event names its account beside the object.
    expect(reader().read(webhookRequest(odd.rawBody, odd.signature, at(now())))).toMatchObject({
      ok: true,
      notice: { providerPaymentId: owner, subject: "account" },
    });
  });

  it("refuses a signature made with another secret, or none", async () => {
    const { owner, hosted } = await paidStay();
    const event = fake.signedEvent(owner, "checkout.session.completed", hosted.providerPaymentId, now());
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event.rawBody,
      secret: "whsec_someone_else",
      timestamp: now(),
    });

    expect(reader().read(webhookRequest(event.rawBody, forged, at(now())))).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(reader().read(webhookRequest(event.rawBody, null, at(now())))).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses the same event re-serialised (the same JSON, other whitespace)", async () => {
    const { owner, hosted } = await paidStay();
    const event = fake.signedEvent(owner, "checkout.session.completed", hosted.providerPaymentId, now());
    const compact = JSON.stringify(JSON.parse(event.rawBody));

    expect(compact).not.toBe(event.rawBody);
    expect(reader().read(webhookRequest(compact, event.signature, at(now())))).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("judges a signature's age by when the request arrived: stale after 300 seconds", async () => {
    const { owner, hosted } = await paidStay();
    const signedAt = 1_800_000_000;
    const event = fake.signedEvent(owner, "checkout.session.completed", hosted.providerPaymentId, signedAt);
    const read = (arrivedAt: number) => reader().read(webhookRequest(event.rawBody, event.signature, at(arrivedAt)));

    expect(read(signedAt + 300)).toMatchObject({ ok: true, notice: { providerPaymentId: hosted.providerPaymentId } });
    expect(read(signedAt + 301)).toEqual({ ok: false, reason: "stale" });
    const strict = stripeWebhookReader({
      client: fake.client(),
      webhookSecrets: { connect: fake.webhookSecret, platform: null },
      toleranceSeconds: 60,
    });
    expect(strict.read(webhookRequest(event.rawBody, event.signature, at(signedAt + 61)))).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("calls a correctly signed body that is not an event malformed", () => {
    const rawBody = "not json at all";
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: fake.webhookSecret,
      timestamp: now(),
    });

    expect(reader().read(webhookRequest(rawBody, signature, at(now())))).toEqual({ ok: false, reason: "malformed" });
  });
});
