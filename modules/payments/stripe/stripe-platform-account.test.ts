import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformSubscription } from "../platform/platform-payments.testing.ts";
import { type FakeStripe, startFakeStripe, webhookRequest } from "./fake-stripe-server.testing.ts";
import { createOwnerAccount } from "./stripe-connect.ts";
import { stripeProvider } from "./stripe-provider.ts";
import { stripeWebhookReader } from "./stripe-webhooks.ts";

/**
 * Owners' subscriptions are charged on the platform's own Stripe account (ADR 0023): the same
 * adapter without a connected account, so no call names one, and every call that moves money
 * still carries our key.
 */

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const platform = () => stripeProvider({ client: fake.client(), accountId: null });
const now = () => Math.floor(Date.now() / 1000);

/** An owner's first payment, paid on Stripe's page with `type`, and what it saved for the renewals. */
async function subscribed(type = "card") {
  const subscription = platformSubscription("stripe");
  const input = subscription.firstPayment();
  const created = await platform().createPayment(input);
  fake.completeCheckout(null, created.providerPaymentId, type);
  const paid = await platform().readPayment(created.providerPaymentId);
  if (!paid.customerId || !paid.savedMethod) throw new Error("the first payment saved no method");
  const saved = { customerId: paid.customerId, savedMethodId: paid.savedMethod.id };
  return { subscription, input, created, paid, saved };
}

describe("the platform's own Stripe account", () => {
  it("takes an owner's first payment on Stripe's page on its own books, saving the card, with no Stripe-Account on any call", async () => {
    const before = fake.requests.length;
    const { input, created, paid } = await subscribed("card");

    expect(created).toMatchObject({ state: "requires_payment", amountCents: 20_000, savedMethod: null });
    expect(created.providerPaymentId).toMatch(/^cs_/);
    expect(created.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(paid).toMatchObject({ state: "paid", method: "card", savedMethod: { kind: "card" } });
    const session = fake.books(null).get(created.providerPaymentId, "checkout.session");
    expect(session.metadata).toEqual({ ledger_id: input.ledgerId });
    const calls = fake.requests.slice(before);
    expect(calls.every((call) => call.account === null)).toBe(true);
    expect(calls.filter((call) => call.method === "POST").map((call) => [call.path, call.idempotencyKey])).toEqual([
      ["/v1/customers", `${input.idempotencyKey}:customer`],
      ["/v1/checkout/sessions", input.idempotencyKey],
    ]);
  });

  it("saves SEPA Direct Debit from an iDEAL first payment for the renewals", async () => {
    const { paid } = await subscribed("ideal");

    expect(paid).toMatchObject({ state: "paid", method: "ideal", savedMethod: { kind: "sepa_mandate" } });
  });

  it("charges a renewal on the saved card with our key, once however often it is repeated with that key", async () => {
    const { subscription, saved } = await subscribed("card");
    const renewal = subscription.renewal(saved);
    const movesBefore = fake.moneyMoves(null);

    const charged = await platform().chargeSaved(renewal);
    const repeated = await platform().chargeSaved(renewal);

    expect(charged).toMatchObject({ state: "paid", amountCents: 5_000, savedMethod: { id: saved.savedMethodId } });
    expect(charged.providerPaymentId).toMatch(/^pi_/);
    expect(repeated.providerPaymentId).toBe(charged.providerPaymentId);
    expect(fake.moneyMoves(null)).toBe(movesBefore + 1);
    const calls = fake.requests.filter((call) => call.path === "/v1/payment_intents" && call.method === "POST");
    expect(calls.slice(-2).map((call) => [call.account, call.idempotencyKey])).toEqual([
      [null, renewal.idempotencyKey],
      [null, renewal.idempotencyKey],
    ]);
    expect(fake.books(null).get(charged.providerPaymentId, "payment_intent").metadata).toEqual({
      ledger_id: renewal.ledgerId,
      vv_flow: "off_session",
    });
  });

  it("reads a declined renewal as failed with the bank's reason, moving no money", async () => {
    const { subscription, saved } = await subscribed("card");
    fake.declineCard(null, saved.savedMethodId, "expired_card");
    const movesBefore = fake.moneyMoves(null);

    const declined = await platform().chargeSaved(subscription.renewal(saved));

    expect(declined).toMatchObject({ state: "failed", failureCode: "expired_card" });
    expect(fake.moneyMoves(null)).toBe(movesBefore);
  });

  it("refunds the first payment (the money-back guarantee) with our key", async () => {
    const { subscription, created } = await subscribed("card");
    const key = subscription.refundKey("first");

    const refund = await platform().refund(created.providerPaymentId, 20_000, key);

    expect(refund).toMatchObject({ state: "refunded", amountCents: 20_000 });
    expect(await platform().readPayment(created.providerPaymentId)).toMatchObject({
      state: "refunded",
      refundedCents: 20_000,
    });
    const call = fake.requests.findLast((r) => r.path === "/v1/refunds");
    expect(call).toMatchObject({ account: null, idempotencyKey: key });
  });

  it("cannot read a connected owner's payment, nor an owner the platform's", async () => {
    const { created } = await subscribed("card");
    const owner = fake.addAccount();

    await expect(
      stripeProvider({ client: fake.client(), accountId: owner }).readPayment(created.providerPaymentId),
    ).rejects.toThrow(/No such object/);
  });
});

describe("Stripe's webhooks from the platform's two endpoints, at one address", () => {
  type Secrets = { connect: string | null; platform: string | null };
  const both = (): Secrets => ({ connect: fake.webhookSecret, platform: fake.platformWebhookSecret });
  const reader = (webhookSecrets: Secrets = both()) => stripeWebhookReader({ client: fake.client(), webhookSecrets });
  const read = (event: { rawBody: string; signature: string }, webhookSecrets: Secrets = both()) =>
    reader(webhookSecrets).read(webhookRequest(event.rawBody, event.signature, new Date(now() * 1000)));

  it("takes the platform account's own event (no account field) signed with the platform endpoint's secret", async () => {
    const { created } = await subscribed("card");
    const event = fake.signedEvent(null, "checkout.session.completed", created.providerPaymentId, now());

    expect(JSON.parse(event.rawBody)).not.toHaveProperty("account");
    expect(read(event)).toEqual({
      ok: true,
      notice: { eventId: event.eventId, providerPaymentId: created.providerPaymentId },
    });
    expect(read(event, { connect: null, platform: both().platform })).toMatchObject({ ok: true });
  });

  it("still takes a connected owner's event signed with Connect's secret", async () => {
    const owner = fake.addAccount();
    const owners = stripeProvider({ client: fake.client(), accountId: owner });
    const created = await owners.createPayment(platformSubscription("stripe").firstPayment({ saveForLater: false }));
    const event = fake.signedEvent(owner, "checkout.session.expired", created.providerPaymentId, now());

    expect(read(event)).toEqual({
      ok: true,
      notice: { eventId: event.eventId, providerPaymentId: created.providerPaymentId },
    });
  });

  it("refuses an event signed with neither secret, and one whose endpoint's secret is not set", async () => {
    const { created } = await subscribed("card");
    const forged = fake.signedEvent(null, "checkout.session.completed", created.providerPaymentId, now(), "whsec_x1");
    const platformEvent = fake.signedEvent(null, "checkout.session.completed", created.providerPaymentId, now());

    expect(read(forged)).toEqual({ ok: false, reason: "bad_signature" });
    expect(read(platformEvent, { connect: both().connect, platform: null })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: platformEvent.rawBody,
      secret: "whsec_someone_else",
      timestamp: now(),
    });
    expect(read({ rawBody: platformEvent.rawBody, signature: header })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("calls a platform event stale after 300 seconds, as a Connect one", async () => {
    const { created } = await subscribed("card");
    const signedAt = 1_800_000_000;
    const event = fake.signedEvent(null, "checkout.session.completed", created.providerPaymentId, signedAt);

    expect(reader().read(webhookRequest(event.rawBody, event.signature, new Date((signedAt + 301) * 1000)))).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("leaves the platform's own account.updated alone: it is no owner's account", async () => {
    const account = await createOwnerAccount(fake.client(), { email: "owner@example.nl", country: "NL" });
    const connectEvent = fake.signedAccountEvent(account);
    const asPlatform = Stripe.webhooks.generateTestHeaderString({
      payload: connectEvent.rawBody,
      secret: fake.platformWebhookSecret,
      timestamp: now(),
    });

    expect(read({ rawBody: connectEvent.rawBody, signature: asPlatform })).toEqual({ ok: true, notice: null });
    expect(read(connectEvent)).toMatchObject({ ok: true, notice: { providerPaymentId: account, subject: "account" } });
  });
});
