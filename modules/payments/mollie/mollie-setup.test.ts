import { PaymentMethod, SequenceType } from "@mollie/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformSubscription } from "../platform/platform-payments.testing.ts";
import type { CreateSetupInput, PaymentProvider } from "../provider-port.ts";
import { type FakeMollie, startFakeMollie } from "./fake-mollie.testing.ts";
import { mollieClient } from "./mollie-client.ts";
import { mollieProvider } from "./mollie-provider.ts";

/**
 * An owner changes the card their subscription renews on (charged on the platform's own
 * Mollie account, by its API key): a first payment of €0.00 by card on Mollie's page, which
 * leaves a card mandate on their customer and charges nothing; the renewals then go on it.
 */

let fake: FakeMollie;
let platformKey: ReturnType<FakeMollie["addApiKey"]>;
let platform: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeMollie();
  platformKey = fake.addApiKey("test");
  platform = withKey(platformKey.apiKey);
});
afterAll(() => fake.close());

function withKey(apiKey: string): PaymentProvider {
  return mollieProvider({ client: mollieClient({ apiKey, apiEndpoint: fake.apiEndpoint }), profileId: null });
}

/** A subscription of its own, paid by card, with the customer and the mandate its renewals are charged on now. */
async function subscribed() {
  const subscription = platformSubscription("mollie");
  const created = await platform.createPayment(subscription.firstPayment());
  fake.pay(created.providerPaymentId, "creditcard");
  const paid = await platform.readPayment(created.providerPaymentId);
  if (!paid.customerId || !paid.savedMethod) throw new Error("the first payment left no mandate");
  return { subscription, customerId: paid.customerId, currentMandateId: paid.savedMethod.id };
}

/** The setup page of `subscriptionId` (its own reference and key, so tests share no keys). */
function setupInput(subscriptionId: string, overrides: Partial<CreateSetupInput> = {}): CreateSetupInput {
  return {
    description: "VayVista",
    payer: { email: "sanne@example.nl", name: "Sanne Jansen", locale: "nl" },
    customerId: null,
    returnUrl: "https://vayvista.example/dashboard/account?method=changed",
    webhookUrl: "https://vayvista.example/api/payments/webhooks/mollie",
    reference: subscriptionId,
    idempotencyKey: `vv:setup:${subscriptionId}:a1`,
    ...overrides,
  };
}

/** The requests `call` made of the fake Mollie. */
async function requestsOf<T>(call: () => Promise<T>) {
  const before = fake.requests.length;
  const result = await call();
  return { result, calls: fake.requests.slice(before) };
}

describe("changing the card a subscription renews on, on the platform's own Mollie account", () => {
  it("is a €0.00 first payment by card on Mollie's page for the current customer, with our key, naming no profile or mode", async () => {
    const { subscription, customerId } = await subscribed();
    const input = setupInput(subscription.subscriptionId, { customerId });

    const { result: setup, calls } = await requestsOf(() => platform.createSetup(input));

    expect(setup).toEqual({
      providerSetupId: expect.stringMatching(/^tr_/),
      state: "open",
      checkoutUrl: expect.stringMatching(/^https:\/\/www\.mollie\.com\/checkout\//),
      savedMethod: null,
      customerId,
    });
    expect(fake.payment(setup.providerSetupId)).toMatchObject({
      amount: { currency: "EUR", value: "0.00" },
      sequenceType: "first",
      customerId,
      description: "VayVista",
      redirectUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      locale: "nl_NL",
      metadata: { setup_for: input.reference },
      profileId: platformKey.owner.profileId,
    });
    expect(fake.offered(setup.providerSetupId)).toEqual(["creditcard"]);
    expect(calls.some((call) => /[?&](profileId|testmode)=/.test(call.url))).toBe(false);
    expect(calls.filter((call) => call.method === "POST").map((call) => [call.url, call.idempotencyKey])).toEqual([
      ["/v2/payments", input.idempotencyKey],
    ]);
  });

  it("reads saved once the owner left a new card, and the next renewal is charged on it without them", async () => {
    const { subscription, customerId, currentMandateId } = await subscribed();
    const setup = await platform.createSetup(setupInput(subscription.subscriptionId, { customerId }));

    fake.pay(setup.providerSetupId, "creditcard");
    const saved = await platform.readSetup(setup.providerSetupId);

    expect(saved).toEqual({
      providerSetupId: setup.providerSetupId,
      state: "saved",
      checkoutUrl: null,
      savedMethod: { id: expect.stringMatching(/^mdt_/), kind: "card" },
      customerId,
    });
    expect(saved.savedMethod?.id).not.toBe(currentMandateId);
    expect(fake.payment(setup.providerSetupId).amount).toEqual({ currency: "EUR", value: "0.00" });

    const renewal = subscription.renewal({ customerId, savedMethodId: saved.savedMethod?.id ?? "" });
    const charged = await platform.chargeSaved(renewal);
    expect(charged).toMatchObject({ state: "paid", amountCents: 5_000, method: "card" });
    expect(fake.payment(charged.providerPaymentId)).toMatchObject({
      sequenceType: "recurring",
      mandateId: saved.savedMethod?.id,
      customerId,
    });
  });

  it("makes the payer a customer when there is none yet, with a key of its own, in their language", async () => {
    const input = setupInput(platformSubscription("mollie").subscriptionId, {
      payer: { email: "ola@example.pl", name: "Ola Nowak", locale: "pl" },
    });

    const { result: setup, calls } = await requestsOf(() => platform.createSetup(input));
    fake.pay(setup.providerSetupId, "creditcard");
    const saved = await platform.readSetup(setup.providerSetupId);

    expect(setup.customerId).toMatch(/^cst_/);
    expect(fake.payment(setup.providerSetupId)).toMatchObject({ customerId: setup.customerId, locale: "pl_PL" });
    expect(calls.filter((call) => call.method === "POST").map((call) => [call.url, call.idempotencyKey])).toEqual([
      ["/v2/customers", `${input.idempotencyKey}:customer`],
      ["/v2/payments", input.idempotencyKey],
    ]);
    expect(saved).toMatchObject({ state: "saved", savedMethod: { kind: "card" }, customerId: setup.customerId });
  });

  it("answers a repeat with the same key with the same page: one payment, one customer", async () => {
    const input = setupInput(platformSubscription("mollie").subscriptionId);
    const made = fake.paymentsCreated();

    const first = await platform.createSetup(input);
    const repeat = await platform.createSetup(input);

    expect(repeat).toEqual(first);
    expect(fake.paymentsCreated()).toBe(made + 1);
  });

  it("keeps the page while the owner has not finished it", async () => {
    const { subscription, customerId } = await subscribed();
    const setup = await platform.createSetup(setupInput(subscription.subscriptionId, { customerId }));

    expect(await platform.readSetup(setup.providerSetupId)).toEqual(setup);
  });

  it("reads a declined card, a cancelled page and a lapsed page as failed, saving nothing", async () => {
    const { subscription, customerId } = await subscribed();
    const ends = [
      (id: string) => fake.fail(id, "card_declined"),
      (id: string) => fake.cancel(id),
      (id: string) => fake.expire(id),
    ];
    for (const [attempt, end] of ends.entries()) {
      const input = setupInput(subscription.subscriptionId, {
        customerId,
        idempotencyKey: `vv:setup:${subscription.subscriptionId}:a${attempt + 1}`,
      });
      const setup = await platform.createSetup(input);
      end(setup.providerSetupId);

      expect(await platform.readSetup(setup.providerSetupId)).toEqual({
        providerSetupId: setup.providerSetupId,
        state: "failed",
        checkoutUrl: null,
        savedMethod: null,
        customerId,
      });
    }
  });

  it("is a card payment: Mollie refuses €0.00 for any other method, or for a payment that is not a first one", async () => {
    const { subscription, customerId } = await subscribed();
    const setup = await platform.createSetup(setupInput(subscription.subscriptionId, { customerId }));
    expect(() => fake.pay(setup.providerSetupId, "ideal")).toThrow(/not offered/);

    const client = mollieClient({ apiKey: platformKey.apiKey, apiEndpoint: fake.apiEndpoint });
    const zero = {
      amount: { currency: "EUR", value: "0.00" },
      description: "VayVista",
      redirectUrl: "https://vayvista.example/dashboard/account",
      customerId,
    };
    const made = fake.paymentsCreated();
    const refusals = [
      { ...zero, sequenceType: SequenceType.first, method: PaymentMethod.ideal },
      { ...zero, sequenceType: SequenceType.first, method: [PaymentMethod.creditcard, PaymentMethod.bancontact] },
      { ...zero, sequenceType: SequenceType.first },
      { ...zero, sequenceType: SequenceType.oneoff, method: PaymentMethod.creditcard },
    ];
    for (const refused of refusals) {
      await expect(client.payments.create(refused)).rejects.toMatchObject({
        statusCode: 422,
        field: "amount",
        message: expect.stringMatching(/lower than the minimum/),
      });
    }
    expect(fake.paymentsCreated()).toBe(made);
  });

  it("does not read a payment that is no setup as one", async () => {
    const subscription = platformSubscription("mollie");
    const payment = await platform.createPayment(subscription.firstPayment());

    await expect(platform.readSetup(payment.providerPaymentId)).rejects.toThrow(/no setup/);
  });
});

describe("a setup page on an owner's connected account (the port is the same for every account)", () => {
  it("names the owner's profile and test mode, and is not found by another owner nor by the platform", async () => {
    const connected = fake.addOwner();
    const owner = mollieProvider({
      client: mollieClient({ accessToken: connected.accessToken, testmode: true, apiEndpoint: fake.apiEndpoint }),
      profileId: connected.owner.profileId,
    });

    const setup = await owner.createSetup(setupInput(platformSubscription("mollie").subscriptionId));
    fake.pay(setup.providerSetupId, "creditcard");

    expect(fake.payment(setup.providerSetupId)).toMatchObject({ profileId: connected.owner.profileId });
    expect(await owner.readSetup(setup.providerSetupId)).toMatchObject({
      state: "saved",
      savedMethod: { kind: "card" },
    });
    const other = fake.addOwner();
    const otherOwner = mollieProvider({
      client: mollieClient({ accessToken: other.accessToken, testmode: true, apiEndpoint: fake.apiEndpoint }),
      profileId: other.owner.profileId,
    });
    await expect(otherOwner.readSetup(setup.providerSetupId)).rejects.toThrow(/No payment exists/);
    await expect(platform.readSetup(setup.providerSetupId)).rejects.toThrow(/No payment exists/);
  });
});
