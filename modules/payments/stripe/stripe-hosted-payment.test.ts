import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "./fake-stripe-server.testing.ts";
import { balanceInput, hostedPaymentInput as hostedPayment } from "./stripe-payments.testing.ts";
import { stripeProvider } from "./stripe-provider.ts";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe("a hosted payment on the owner's Stripe account", () => {
  it("is a Checkout Session on the owner's account, waiting for the payer on Stripe's page", async () => {
    const owner = fake.addAccount();
    const payment = await stripeProvider({ client: fake.client(), accountId: owner }).createPayment(hostedPayment());

    expect(payment).toMatchObject({
      state: "requires_payment",
      amountCents: 36_000,
      currency: "EUR",
      refundedCents: 0,
      method: null,
      savedMethod: null,
    });
    expect(payment.providerPaymentId).toMatch(/^cs_/);
    expect(payment.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(payment.customerId).toMatch(/^cus_/);
    const session = fake.books(owner).get(payment.providerPaymentId, "checkout.session");
    expect(session).toMatchObject({
      allowed_payment_method_types: ["card", "ideal", "bancontact", "p24", "sepa_debit"],
      locale: "nl",
      success_url: "https://duinhuis.example/mijn-boeking?b=tok",
      cancel_url: "https://duinhuis.example/mijn-boeking?b=tok",
      metadata: { ledger_id: "0b6f2c1e-5d8a-4f7e-9a31-2c4e6f8a0b1d" },
    });
    const calls = fake.requests.filter((r) => r.account === owner && r.method === "POST");
    expect(calls.map((r) => [r.path, r.idempotencyKey])).toEqual([
      ["/v1/customers", "vv:charge:stay-1:i1:a1:customer"],
      ["/v1/checkout/sessions", "vv:charge:stay-1:i1:a1"],
    ]);
  });

  it("reads back paid once the payer paid by card, keeping its id and the ledger row on the intent", async () => {
    const owner = fake.addAccount();
    const stripe = stripeProvider({ client: fake.client(), accountId: owner });
    const created = await stripe.createPayment(hostedPayment());
    fake.completeCheckout(owner, created.providerPaymentId, "card");

    const paid = await stripe.readPayment(created.providerPaymentId);

    expect(paid).toMatchObject({
      providerPaymentId: created.providerPaymentId,
      state: "paid",
      amountCents: 36_000,
      method: "card",
      checkoutUrl: null,
      savedMethod: null,
      customerId: created.customerId,
    });
    const session = fake.books(owner).get(created.providerPaymentId, "checkout.session");
    const intent = fake.books(owner).get(String(session.payment_intent), "payment_intent");
    expect(intent.metadata).toEqual({ ledger_id: "0b6f2c1e-5d8a-4f7e-9a31-2c4e6f8a0b1d", vv_flow: "checkout" });
    expect(fake.moneyMoves(owner)).toBe(1);
  });

  it("leaves the card saved on the payer's customer when asked to", async () => {
    const owner = fake.addAccount();
    const stripe = stripeProvider({ client: fake.client(), accountId: owner });
    const created = await stripe.createPayment(hostedPayment({ saveForLater: true }));
    fake.completeCheckout(owner, created.providerPaymentId, "card");

    const paid = await stripe.readPayment(created.providerPaymentId);

    expect(paid.savedMethod).toEqual({ id: expect.stringMatching(/^pm_/), kind: "card" });
    const card = fake.books(owner).get(paid.savedMethod?.id ?? "", "payment_method");
    expect(card.customer).toBe(created.customerId);
  });

  it("leaves a SEPA Direct Debit mandate behind an iDEAL payment, which then pays the balance without the guest", async () => {
    const owner = fake.addAccount();
    const stripe = stripeProvider({ client: fake.client(), accountId: owner });
    const created = await stripe.createPayment(hostedPayment({ saveForLater: true }));
    fake.completeCheckout(owner, created.providerPaymentId, "ideal");

    const paid = await stripe.readPayment(created.providerPaymentId);
    expect(paid).toMatchObject({ state: "paid", method: "ideal" });
    expect(paid.savedMethod?.kind).toBe("sepa_mandate");
    expect(fake.books(owner).get(paid.savedMethod?.id ?? "", "payment_method").type).toBe("sepa_debit");

    const balance = await stripe.chargeSaved(
      balanceInput({ customerId: paid.customerId ?? "", savedMethodId: paid.savedMethod?.id ?? "" }),
    );
    expect(balance).toMatchObject({ state: "paid", amountCents: 84_000, method: "sepa_debit" });
  });

  it("still offers Przelewy24 when the method is to be saved, but saves nothing from it", async () => {
    const owner = fake.addAccount();
    const stripe = stripeProvider({ client: fake.client(), accountId: owner });
    const created = await stripe.createPayment(
      hostedPayment({ currency: "PLN", methods: ["card", "przelewy24", "blik"], saveForLater: true }),
    );
    fake.completeCheckout(owner, created.providerPaymentId, "p24");

    const paid = await stripe.readPayment(created.providerPaymentId);

    expect(paid).toMatchObject({ state: "paid", method: "przelewy24", currency: "PLN", savedMethod: null });
  });

  it("reads as expired once the page lapsed unpaid", async () => {
    const owner = fake.addAccount();
    const stripe = stripeProvider({ client: fake.client(), accountId: owner });
    const created = await stripe.createPayment(hostedPayment());
    fake.expireCheckout(owner, created.providerPaymentId);

    expect(await stripe.readPayment(created.providerPaymentId)).toMatchObject({ state: "expired", checkoutUrl: null });
  });

  it("answers a repeat with the same key with the same page, and reuses a stay's customer", async () => {
    const owner = fake.addAccount();
    const stripe = stripeProvider({ client: fake.client(), accountId: owner });
    const first = await stripe.createPayment(hostedPayment());
    const repeat = await stripe.createPayment(hostedPayment());
    const balance = await stripe.createPayment(
      hostedPayment({ customerId: first.customerId, idempotencyKey: "vv:charge:stay-1:i2:a1" }),
    );

    expect(repeat.providerPaymentId).toBe(first.providerPaymentId);
    expect(balance.providerPaymentId).not.toBe(first.providerPaymentId);
    expect(balance.customerId).toBe(first.customerId);
    const customers = [...fake.books(owner).objects.values()].filter((o) => o.object === "customer");
    expect(customers).toHaveLength(1);
  });

  it("is not found through another owner's account", async () => {
    const owner = fake.addAccount();
    const other = fake.addAccount();
    const created = await stripeProvider({ client: fake.client(), accountId: owner }).createPayment(hostedPayment());

    await expect(
      stripeProvider({ client: fake.client(), accountId: other }).readPayment(created.providerPaymentId),
    ).rejects.toThrow(/No such object/);
  });
});
