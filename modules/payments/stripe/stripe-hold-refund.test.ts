import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChargeSavedInput } from "../provider-port.ts";
import { type FakeStripe, startFakeStripe } from "./fake-stripe-server.testing.ts";
import { balanceInput, hostedPaymentInput } from "./stripe-payments.testing.ts";
import { stripeProvider } from "./stripe-provider.ts";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

/** An owner's account with a guest's saved card; `charge` charges (or holds) on it. */
function guestWithSavedCard() {
  const owner = fake.addAccount();
  const { customerId, paymentMethodId } = fake.savedCard(owner);
  const stripe = stripeProvider({ client: fake.client(), accountId: owner });
  const charge = (amountCents: number, capture: ChargeSavedInput["capture"], key: string) =>
    stripe.chargeSaved(
      balanceInput(
        { customerId, savedMethodId: paymentMethodId },
        { amountCents, capture, ledgerId: "3c9e1f7a-2b4d-4e6f-8a0c-1d3e5f7a9b0c", idempotencyKey: key },
      ),
    );
  return { owner, stripe, charge };
}

describe("a security deposit held on the guest's card", () => {
  it("is authorised until the card network's deadline, then partly captured: only the claim is taken", async () => {
    const { owner, stripe, charge } = guestWithSavedCard();
    const held = await charge(20_000, "manual", "vv:hold:stay-1:a1");

    expect(held).toMatchObject({ state: "authorised", amountCents: 20_000, refundedCents: 0, method: "card" });
    const days = ((held.captureBefore?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6);
    expect(days).toBeLessThanOrEqual(7);

    const claimed = await stripe.captureHold(held.providerPaymentId, 5_000, "vv:capture:stay-1:a1");

    expect(claimed).toMatchObject({ state: "paid", amountCents: 5_000, refundedCents: 0, captureBefore: null });
    expect(await stripe.readPayment(held.providerPaymentId)).toEqual(claimed);
    const call = fake.requests.find((r) => r.path.endsWith("/capture") && r.account === owner);
    expect(call?.idempotencyKey).toBe("vv:capture:stay-1:a1");
  });

  it("is released without taking anything, and a release repeated with a new key reads it released", async () => {
    const { stripe, charge } = guestWithSavedCard();
    const held = await charge(20_000, "manual", "vv:hold:stay-2:a1");

    const released = await stripe.releaseHold(held.providerPaymentId, "vv:release:stay-2:a1");
    expect(released).toMatchObject({ state: "cancelled", refundedCents: 0, captureBefore: null });

    const again = await stripe.releaseHold(held.providerPaymentId, "vv:release:stay-2:a2");
    expect(again.state).toBe("cancelled");
    await expect(stripe.captureHold(held.providerPaymentId, 5_000, "vv:capture:stay-2:a1")).rejects.toThrow(
      /status of canceled/,
    );
  });

  it("reads a capture repeated with a new key as the capture already made", async () => {
    const { stripe, charge } = guestWithSavedCard();
    const held = await charge(20_000, "manual", "vv:hold:stay-3:a1");
    await stripe.captureHold(held.providerPaymentId, 5_000, "vv:capture:stay-3:a1");

    const again = await stripe.captureHold(held.providerPaymentId, 5_000, "vv:capture:stay-3:a2");

    expect(again).toMatchObject({ state: "paid", amountCents: 5_000 });
  });
});

describe("a refund", () => {
  it("returns part, then the rest, of a payment", async () => {
    const { stripe, charge } = guestWithSavedCard();
    const paid = await charge(36_000, "automatic", "vv:charge:stay-4:i1:a1");

    const part = await stripe.refund(paid.providerPaymentId, 10_000, "vv:refund:stay-4:pay-1:a1");
    expect(part).toEqual({ providerRefundId: expect.stringMatching(/^re_/), state: "refunded", amountCents: 10_000 });
    expect(await stripe.readPayment(paid.providerPaymentId)).toMatchObject({
      state: "partly_refunded",
      refundedCents: 10_000,
    });

    await stripe.refund(paid.providerPaymentId, 26_000, "vv:refund:stay-4:pay-1:a2");
    expect(await stripe.readPayment(paid.providerPaymentId)).toMatchObject({
      state: "refunded",
      refundedCents: 36_000,
    });
  });

  it("is made once when repeated with the same key", async () => {
    const { stripe, charge } = guestWithSavedCard();
    const paid = await charge(36_000, "automatic", "vv:charge:stay-5:i1:a1");

    const first = await stripe.refund(paid.providerPaymentId, 10_000, "vv:refund:stay-5:pay-1:a1");
    const repeat = await stripe.refund(paid.providerPaymentId, 10_000, "vv:refund:stay-5:pay-1:a1");

    expect(repeat.providerRefundId).toBe(first.providerRefundId);
    expect((await stripe.readPayment(paid.providerPaymentId)).refundedCents).toBe(10_000);
  });

  it("of a partly captured deposit counts only what was given back of the claim", async () => {
    const { stripe, charge } = guestWithSavedCard();
    const held = await charge(20_000, "manual", "vv:hold:stay-6:a1");
    await stripe.captureHold(held.providerPaymentId, 5_000, "vv:capture:stay-6:a1");

    await stripe.refund(held.providerPaymentId, 2_000, "vv:refund:stay-6:hold:a1");

    expect(await stripe.readPayment(held.providerPaymentId)).toMatchObject({
      state: "partly_refunded",
      amountCents: 5_000,
      refundedCents: 2_000,
    });
  });

  it("of a hosted payment goes to its intent and names the payment the ledger knows", async () => {
    const owner = fake.addAccount();
    const stripe = stripeProvider({ client: fake.client(), accountId: owner });
    const created = await stripe.createPayment(
      hostedPaymentInput({ methods: ["card"], idempotencyKey: "vv:charge:stay-7:i1:a1" }),
    );
    fake.completeCheckout(owner, created.providerPaymentId, "card");

    const refund = await stripe.refund(created.providerPaymentId, 36_000, "vv:refund:stay-7:pay-1:a1");

    expect(await stripe.readPayment(created.providerPaymentId)).toMatchObject({
      state: "refunded",
      refundedCents: 36_000,
    });
    expect(fake.books(owner).get(refund.providerRefundId, "refund").metadata).toEqual({
      vv_payment: created.providerPaymentId,
    });
  });
});
