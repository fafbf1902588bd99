import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformSubscription } from "../platform/platform-payments.testing.ts";
import type { CreateSetupInput } from "../provider-port.ts";
import { type FakeAccount, type FakeStripe, startFakeStripe, webhookRequest } from "./fake-stripe-server.testing.ts";
import { setupInput } from "./stripe-payments.testing.ts";
import { stripeProvider } from "./stripe-provider.ts";
import { stripeWebhookReader } from "./stripe-webhooks.ts";

/**
 * An owner changes the card their subscription renews on (charged on the platform's own
 * account): a Checkout Session in setup mode that saves a card or a SEPA Direct Debit mandate
 * on their customer and charges nothing; the renewals then go on the new method.
 */

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const stripe = (account: FakeAccount) => stripeProvider({ client: fake.client(), accountId: account });

/** A subscription's customer with the card its renewals are charged on now. */
function currentCard(account: FakeAccount = null) {
  return fake.savedCard(account);
}

/** A month's renewal of a subscription of its own, charged on `saved`. */
const renewalOn = (saved: { customerId: string; savedMethodId: string }) =>
  platformSubscription("stripe").renewal(saved);

/** A setup page for `account`'s customer, and the requests it made. */
async function setupPage(account: FakeAccount, input: CreateSetupInput) {
  const before = fake.requests.length;
  const setup = await stripe(account).createSetup(input);
  return { setup, calls: fake.requests.slice(before) };
}

describe("changing the method a subscription renews on, on the platform's own account", () => {
  it("is a setup page on Stripe for the current customer, charging nothing, with our key and no Stripe-Account", async () => {
    const { customerId } = currentCard();
    const input = setupInput({ customerId });
    const moves = fake.moneyMoves(null);

    const { setup, calls } = await setupPage(null, input);

    expect(setup).toEqual({
      providerSetupId: expect.stringMatching(/^cs_/),
      state: "open",
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
      savedMethod: null,
      customerId,
    });
    const session = fake.books(null).get(setup.providerSetupId, "checkout.session");
    expect(session).toMatchObject({
      mode: "setup",
      customer: customerId,
      locale: "nl",
      payment_method_types: ["card", "sepa_debit"],
      success_url: input.returnUrl,
      cancel_url: input.returnUrl,
      metadata: { vv_setup_for: input.reference },
    });
    expect(fake.books(null).get(String(session.setup_intent), "setup_intent")).toMatchObject({
      description: "VayVista",
      metadata: { vv_setup_for: input.reference },
    });
    expect(calls.map((call) => [call.method, call.path, call.account, call.idempotencyKey])).toEqual([
      ["POST", "/v1/checkout/sessions", null, input.idempotencyKey],
    ]);
    expect(fake.moneyMoves(null)).toBe(moves);
  });

  it("reads saved once the owner left a new card, which then pays a renewal without them", async () => {
    const current = currentCard();
    const { setup } = await setupPage(null, setupInput({ customerId: current.customerId }));
    const moves = fake.moneyMoves(null);

    fake.completeCheckout(null, setup.providerSetupId, "card");
    const saved = await stripe(null).readSetup(setup.providerSetupId);

    expect(saved).toEqual({
      providerSetupId: setup.providerSetupId,
      state: "saved",
      checkoutUrl: null,
      savedMethod: { id: expect.stringMatching(/^pm_/), kind: "card" },
      customerId: current.customerId,
    });
    expect(saved.savedMethod?.id).not.toBe(current.paymentMethodId);
    expect(fake.moneyMoves(null)).toBe(moves);

    const renewal = await stripe(null).chargeSaved(
      renewalOn({ customerId: current.customerId, savedMethodId: saved.savedMethod?.id ?? "" }),
    );
    expect(renewal).toMatchObject({
      state: "paid",
      method: "card",
      savedMethod: { id: saved.savedMethod?.id, kind: "card" },
    });
    expect(fake.moneyMoves(null)).toBe(moves + 1);
  });

  it("saves a SEPA Direct Debit mandate the renewals can be debited on", async () => {
    const { customerId } = currentCard();
    const { setup } = await setupPage(null, setupInput({ customerId }));

    fake.completeCheckout(null, setup.providerSetupId, "sepa_debit");
    const saved = await stripe(null).readSetup(setup.providerSetupId);

    expect(saved).toMatchObject({ state: "saved", savedMethod: { kind: "sepa_mandate" }, customerId });
    const renewal = await stripe(null).chargeSaved(
      renewalOn({ customerId, savedMethodId: saved.savedMethod?.id ?? "" }),
    );
    expect(renewal).toMatchObject({ state: "paid", method: "sepa_debit" });
  });

  it("makes the payer a customer when there is none yet, with a key of its own, and saves the method on it", async () => {
    const input = setupInput({ customerId: null, payer: { email: "ola@example.pl", name: "Ola", locale: "pl" } });

    const { setup, calls } = await setupPage(null, input);
    fake.completeCheckout(null, setup.providerSetupId, "card");
    const saved = await stripe(null).readSetup(setup.providerSetupId);

    expect(setup.customerId).toMatch(/^cus_/);
    expect(fake.books(null).get(setup.customerId ?? "", "customer")).toMatchObject({
      email: "ola@example.pl",
      name: "Ola",
      preferred_locales: ["pl"],
    });
    expect(fake.books(null).get(setup.providerSetupId, "checkout.session").locale).toBe("pl");
    expect(calls.map((call) => [call.path, call.idempotencyKey])).toEqual([
      ["/v1/customers", `${input.idempotencyKey}:customer`],
      ["/v1/checkout/sessions", input.idempotencyKey],
    ]);
    expect(saved).toMatchObject({ state: "saved", customerId: setup.customerId });
    expect(fake.books(null).get(saved.savedMethod?.id ?? "", "payment_method").customer).toBe(setup.customerId);
  });

  it("answers a repeat with the same key with the same page, making no second customer", async () => {
    const input = setupInput({ customerId: null });
    const customers = () => [...fake.books(null).objects.values()].filter((o) => o.object === "customer").length;
    const before = customers();

    const first = await stripe(null).createSetup(input);
    const repeat = await stripe(null).createSetup(input);

    expect(repeat).toEqual(first);
    expect(customers()).toBe(before + 1);
    const pages = [...fake.books(null).objects.values()].filter(
      (o) => o.object === "checkout.session" && o.client_reference_id === input.reference,
    );
    expect(pages.map((page) => page.id)).toEqual([first.providerSetupId]);
  });

  it("reads failed once the page lapsed unused, saving nothing", async () => {
    const { customerId } = currentCard();
    const { setup } = await setupPage(null, setupInput({ customerId }));

    fake.expireCheckout(null, setup.providerSetupId);

    expect(await stripe(null).readSetup(setup.providerSetupId)).toEqual({
      providerSetupId: setup.providerSetupId,
      state: "failed",
      checkoutUrl: null,
      savedMethod: null,
      customerId,
    });
  });

  it("stays open without a page while the bank confirms, then reads saved or failed as it decides", async () => {
    const { customerId } = currentCard();
    const confirmed = (await setupPage(null, setupInput({ customerId }))).setup;
    const refused = (await setupPage(null, setupInput({ customerId }))).setup;
    fake.completeSetupPending(null, confirmed.providerSetupId, "sepa_debit");
    fake.completeSetupPending(null, refused.providerSetupId, "sepa_debit");

    expect(await stripe(null).readSetup(confirmed.providerSetupId)).toMatchObject({
      state: "open",
      checkoutUrl: null,
      savedMethod: null,
    });

    fake.settleSetup(null, confirmed.providerSetupId, "succeeded");
    fake.settleSetup(null, refused.providerSetupId, "failed");

    expect(await stripe(null).readSetup(confirmed.providerSetupId)).toMatchObject({
      state: "saved",
      savedMethod: { kind: "sepa_mandate" },
    });
    expect(await stripe(null).readSetup(refused.providerSetupId)).toMatchObject({
      state: "failed",
      checkoutUrl: null,
      savedMethod: null,
    });
  });

  it("is no payment to the webhook reader: a completed setup page's event is left alone", async () => {
    const { customerId } = currentCard();
    const { setup } = await setupPage(null, setupInput({ customerId }));
    fake.completeCheckout(null, setup.providerSetupId, "card");
    const event = fake.signedEvent(null, "checkout.session.completed", setup.providerSetupId);
    const reader = stripeWebhookReader({
      client: fake.client(),
      webhookSecrets: { connect: fake.webhookSecret, platform: fake.platformWebhookSecret },
    });

    expect(reader.read(webhookRequest(event.rawBody, event.signature, new Date()))).toEqual({ ok: true, notice: null });
  });
});

describe("a setup page on an owner's connected account (the port is the same for every account)", () => {
  it("names the owner's account on every call and keeps the page and the method on the owner's books", async () => {
    const owner = fake.addAccount();
    const { customerId } = currentCard(owner);
    const { setup, calls } = await setupPage(owner, setupInput({ customerId }));

    fake.completeCheckout(owner, setup.providerSetupId, "card");
    const saved = await stripe(owner).readSetup(setup.providerSetupId);

    expect(calls.map((call) => call.account)).toEqual([owner]);
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/checkout/sessions/${setup.providerSetupId}`,
      account: owner,
    });
    expect(saved).toMatchObject({ state: "saved", savedMethod: { kind: "card" }, customerId });
    expect(fake.books(owner).get(saved.savedMethod?.id ?? "", "payment_method").customer).toBe(customerId);
  });

  it("is not found through another owner's account, nor through the platform's", async () => {
    const owner = fake.addAccount();
    const { setup } = await setupPage(owner, setupInput({ customerId: currentCard(owner).customerId }));

    await expect(stripe(fake.addAccount()).readSetup(setup.providerSetupId)).rejects.toThrow(/No such object/);
    await expect(stripe(null).readSetup(setup.providerSetupId)).rejects.toThrow(/No such object/);
  });
});
