import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformSubscription } from "../platform/platform-payments.testing.ts";
import type { PaymentProvider } from "../provider-port.ts";
import { type FakeMollie, startFakeMollie } from "./fake-mollie.testing.ts";
import { mollieClient } from "./mollie-client.ts";
import { mollieProvider } from "./mollie-provider.ts";

/**
 * Owners' subscriptions are charged on the platform's own Mollie account (ADR 0023), with its
 * API key: the key fixes the profile and the mode, so no call names either (Mollie refuses
 * them with a key), and every call that moves money still carries our key.
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

/** An owner's first payment (`sequenceType: first`), paid on Mollie's page with `method`, and the mandate it left. */
async function subscribed(method = "creditcard") {
  const subscription = platformSubscription("mollie");
  const input = subscription.firstPayment();
  const created = await platform.createPayment(input);
  fake.pay(created.providerPaymentId, method);
  const paid = await platform.readPayment(created.providerPaymentId);
  if (!paid.customerId || !paid.savedMethod) throw new Error("the first payment left no mandate");
  const saved = { customerId: paid.customerId, savedMethodId: paid.savedMethod.id };
  return { subscription, input, created, paid, saved };
}

const paymentCalls = () => fake.requests.filter((r) => r.method === "POST" && r.url === "/v2/payments");

describe("the platform's own Mollie account, by its API key", () => {
  it("takes an owner's first payment on Mollie's page that leaves a card mandate, naming no profile and no mode", async () => {
    const before = fake.requests.length;
    const { input, created, paid } = await subscribed("creditcard");

    expect(created).toMatchObject({ state: "requires_payment", amountCents: 20_000, savedMethod: null });
    expect(created.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    expect(fake.payment(created.providerPaymentId)).toMatchObject({
      sequenceType: "first",
      profileId: platformKey.owner.profileId,
      metadata: { ledger_id: input.ledgerId },
      customerId: paid.customerId,
    });
    expect(paid).toMatchObject({ state: "paid", method: "card", savedMethod: { kind: "card" } });
    const calls = fake.requests.slice(before);
    expect(calls.some((call) => /[?&](profileId|testmode)=/.test(call.url))).toBe(false);
    expect(calls.filter((call) => call.method === "POST").map((call) => [call.url, call.idempotencyKey])).toEqual([
      ["/v2/customers", `${input.idempotencyKey}:customer`],
      ["/v2/payments", input.idempotencyKey],
    ]);
  });

  it("leaves a SEPA Direct Debit mandate from an iDEAL first payment", async () => {
    const { paid } = await subscribed("ideal");

    expect(paid).toMatchObject({ state: "paid", method: "ideal", savedMethod: { kind: "sepa_mandate" } });
  });

  it("charges a renewal as a recurring payment on the mandate with our key, once however often it is repeated", async () => {
    const { subscription, saved } = await subscribed("creditcard");
    const renewal = subscription.renewal(saved);
    const made = fake.paymentsCreated();

    const charged = await platform.chargeSaved(renewal);
    const repeated = await platform.chargeSaved(renewal);

    expect(charged).toMatchObject({ state: "paid", amountCents: 5_000, method: "card" });
    expect(repeated.providerPaymentId).toBe(charged.providerPaymentId);
    expect(fake.paymentsCreated()).toBe(made + 1);
    expect(fake.payment(charged.providerPaymentId)).toMatchObject({
      sequenceType: "recurring",
      mandateId: saved.savedMethodId,
      customerId: saved.customerId,
      metadata: { ledger_id: renewal.ledgerId },
    });
    expect(
      paymentCalls()
        .slice(-2)
        .map((call) => call.idempotencyKey),
    ).toEqual([renewal.idempotencyKey, renewal.idempotencyKey]);
  });

  it("reads a declined renewal as failed with the reason, without throwing", async () => {
    const { subscription, saved } = await subscribed("creditcard");
    fake.declineNextRecurring("insufficient_funds");

    const declined = await platform.chargeSaved(subscription.renewal(saved));

    expect(declined).toMatchObject({ state: "failed", failureCode: "insufficient_funds" });
  });

  it("refunds the first payment (the money-back guarantee) with our key", async () => {
    const { subscription, created } = await subscribed("creditcard");
    const key = subscription.refundKey("first");

    const refund = await platform.refund(created.providerPaymentId, 20_000, key);

    expect(refund).toMatchObject({ state: "pending", amountCents: 20_000 });
    expect(fake.requests.at(-1)).toMatchObject({
      url: `/v2/payments/${created.providerPaymentId}/refunds`,
      idempotencyKey: key,
    });
    expect(await platform.readPayment(created.providerPaymentId)).toMatchObject({
      state: "refunded",
      refundedCents: 20_000,
    });
  });

  it("lists the platform's own payments for the nightly comparison, without naming a profile", async () => {
    const since = new Date(Date.now() - 60_000);
    const { created } = await subscribed("creditcard");

    const listing = await platform.listPayments(since, 100);

    expect(listing.payments.map((p) => p.providerPaymentId)).toContain(created.providerPaymentId);
  });

  it("is refused by Mollie when a call names a profile or a mode, as an owner's token must", async () => {
    const keyed = mollieProvider({
      client: mollieClient({ apiKey: platformKey.apiKey, apiEndpoint: fake.apiEndpoint }),
      profileId: platformKey.owner.profileId,
    });

    await expect(keyed.createPayment(platformSubscription("mollie").firstPayment())).rejects.toThrow(
      /cannot be used with an API key/,
    );
  });

  it("does not see an owner's payments, nor the other mode's key the test mode's", async () => {
    const connected = fake.addOwner();
    const owner = mollieProvider({
      client: mollieClient({ accessToken: connected.accessToken, testmode: true, apiEndpoint: fake.apiEndpoint }),
      profileId: connected.owner.profileId,
    });
    const ownersPayment = await owner.createPayment(platformSubscription("mollie").firstPayment());
    const { created } = await subscribed("creditcard");

    await expect(platform.readPayment(ownersPayment.providerPaymentId)).rejects.toThrow(/No payment exists/);
    await expect(owner.readPayment(created.providerPaymentId)).rejects.toThrow(/No payment exists/);
    const live = withKey(fake.addApiKey("live").apiKey);
    await expect(live.readPayment(created.providerPaymentId)).rejects.toThrow(/No payment exists/);
  });
});
