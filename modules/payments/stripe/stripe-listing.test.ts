import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "./fake-stripe-server.testing.ts";
import { balanceInput, hostedPaymentInput } from "./stripe-payments.testing.ts";
import { stripeProvider } from "./stripe-provider.ts";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const HOUR = 3_600_000;

/** `count` balances charged on a saved card of a new connected account, oldest first. */
async function accountWithCharges(count: number) {
  const owner = fake.addAccount();
  const stripe = stripeProvider({ client: fake.client(), accountId: owner });
  const card = fake.savedCard(owner);
  const charged: string[] = [];
  for (let i = 0; i < count; i++) {
    const made = await stripe.chargeSaved(
      balanceInput(
        { customerId: card.customerId, savedMethodId: card.paymentMethodId },
        {
          amountCents: 1_000 + i,
          ledgerId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
          idempotencyKey: `vv:charge:stay-${owner}:i${i}:a1`,
        },
      ),
    );
    charged.push(made.providerPaymentId);
  }
  return { owner, stripe, charged };
}

describe("listing a connected account's Stripe payments", () => {
  it("lists the account's PaymentIntents since a moment, newest first, with the ledger id each names", async () => {
    const { owner, stripe, charged } = await accountWithCharges(3);
    const [oldest] = charged;
    fake.books(owner).backdate(oldest ?? "", 40 * 86_400);
    await accountWithCharges(2); // another owner's account: never listed here

    const listing = await stripe.listPayments(new Date(Date.now() - 30 * 86_400_000), 100);

    expect(listing.truncated).toBe(false);
    expect(listing.payments.map((p) => p.providerPaymentId)).toEqual([charged[2], charged[1]]);
    expect(listing.payments[0]).toMatchObject({
      state: "paid",
      amountCents: 1_002,
      currency: "EUR",
      ledgerId: "00000000-0000-4000-8000-000000000002",
    });
    expect(listing.payments[0]?.createdAt.getTime()).toBeGreaterThan(Date.now() - HOUR);
  });

  it("lists a hosted payment by the intent the payer's payment made, naming the ledger row the session was made for", async () => {
    const owner = fake.addAccount();
    const stripe = stripeProvider({ client: fake.client(), accountId: owner });
    const hosted = await stripe.createPayment(hostedPaymentInput());
    const open = await stripe.listPayments(new Date(Date.now() - HOUR), 100);
    const session = fake.completeCheckout(owner, hosted.providerPaymentId, "ideal");

    const paid = await stripe.listPayments(new Date(Date.now() - HOUR), 100);

    expect(open.payments).toEqual([]);
    expect(paid.payments).toMatchObject([
      { providerPaymentId: session.payment_intent, state: "paid", ledgerId: hostedPaymentInput().ledgerId },
    ]);
  });

  it("reads page after page and stops at its bound, saying there was more", async () => {
    const { stripe, charged } = await accountWithCharges(110);
    const requestsBefore = fake.requests.length;

    const listing = await stripe.listPayments(new Date(Date.now() - HOUR), 103);

    expect(listing.truncated).toBe(true);
    expect(listing.payments.map((p) => p.providerPaymentId)).toEqual(charged.slice(7).reverse());
    // Stripe's largest page (100), then one more page for the rest of the bound and one beyond it: no third.
    expect(fake.requests.slice(requestsBefore).map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/payment_intents",
      "GET /v1/payment_intents",
    ]);
  });

  it("throws for an account the platform may no longer act for", async () => {
    const stripe = stripeProvider({ client: fake.client(), accountId: "acct_gone" });

    await expect(stripe.listPayments(new Date(Date.now() - HOUR), 10)).rejects.toThrow(/No access to acct_gone/);
  });
});
