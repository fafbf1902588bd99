import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "./fake-stripe-server.testing.ts";
import { balanceInput } from "./stripe-payments.testing.ts";
import { stripeProvider } from "./stripe-provider.ts";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

/** An owner's account with a guest's saved card, and the balance to charge on it. */
function balanceOnSavedCard() {
  const owner = fake.addAccount();
  const { customerId, paymentMethodId } = fake.savedCard(owner);
  const input = balanceInput({ customerId, savedMethodId: paymentMethodId });
  return { owner, paymentMethodId, input, stripe: stripeProvider({ client: fake.client(), accountId: owner }) };
}

describe("a balance charged on a saved card without the guest", () => {
  it("is paid, as a PaymentIntent on the owner's account carrying our key and ledger row", async () => {
    const { owner, input, stripe } = balanceOnSavedCard();

    const charged = await stripe.chargeSaved(input);

    expect(charged).toMatchObject({
      state: "paid",
      amountCents: 84_000,
      refundedCents: 0,
      currency: "EUR",
      method: "card",
      customerId: input.customerId,
      savedMethod: { id: input.savedMethodId, kind: "card" },
      failureCode: null,
    });
    expect(charged.providerPaymentId).toMatch(/^pi_/);
    expect(await stripe.readPayment(charged.providerPaymentId)).toEqual(charged);
    const intent = fake.books(owner).get(charged.providerPaymentId, "payment_intent");
    expect(intent.metadata).toEqual({ ledger_id: input.ledgerId, vv_flow: "off_session" });
    const call = fake.requests.find((r) => r.account === owner && r.path === "/v1/payment_intents");
    expect(call?.idempotencyKey).toBe("vv:charge:stay-1:i2:a1");
    expect(fake.moneyMoves(owner)).toBe(1);
  });

  it("reads a declined card as failed with the bank's reason, without throwing", async () => {
    const { owner, paymentMethodId, input, stripe } = balanceOnSavedCard();
    fake.declineCard(owner, paymentMethodId, "insufficient_funds");

    const declined = await stripe.chargeSaved(input);

    expect(declined).toMatchObject({ state: "failed", failureCode: "insufficient_funds", amountCents: 84_000 });
    expect(declined.providerPaymentId).toMatch(/^pi_/);
    expect(fake.moneyMoves(owner)).toBe(0);
  });

  it("reads a card whose bank wants the guest (3-D Secure) as still requiring payment", async () => {
    const { owner, paymentMethodId, input, stripe } = balanceOnSavedCard();
    fake.requireAuthentication(owner, paymentMethodId);

    const waiting = await stripe.chargeSaved(input);

    expect(waiting).toMatchObject({ state: "requires_payment", failureCode: "authentication_required" });
    expect(fake.moneyMoves(owner)).toBe(0);
  });

  it("throws on Stripe's 500 without retrying by itself, and charges once when repeated with the same key", async () => {
    const { owner, input, stripe } = balanceOnSavedCard();
    fake.failNext();

    await expect(stripe.chargeSaved(input)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    const calls = () => fake.requests.filter((r) => r.account === owner && r.path === "/v1/payment_intents").length;
    expect(calls()).toBe(1);

    const repeated = await stripe.chargeSaved(input);
    expect(repeated.state).toBe("paid");
    expect(fake.moneyMoves(owner)).toBe(1);
  });

  it("throws when Stripe does not answer in time, and a repeat with the same key gets the first charge instead of a second", async () => {
    const { owner, input } = balanceOnSavedCard();
    const hang = fake.hangNextAnswer();
    const impatient = stripeProvider({ client: fake.client(200), accountId: owner });

    await expect(impatient.chargeSaved(input)).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    hang.stop();

    const repeated = await stripeProvider({ client: fake.client(), accountId: owner }).chargeSaved(input);
    expect(repeated.state).toBe("paid");
    expect(fake.moneyMoves(owner)).toBe(1);
  });

  it("cannot charge a card saved on another owner's account", async () => {
    const { input } = balanceOnSavedCard();
    const other = stripeProvider({ client: fake.client(), accountId: fake.addAccount() });

    await expect(other.chargeSaved(input)).rejects.toThrow(/No such object/);
  });
});
