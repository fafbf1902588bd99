import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "../provider-port.ts";
import { hostedPaymentInput } from "../stripe/stripe-payments.testing.ts";
import { type FakeMollie, startFakeMollie } from "./fake-mollie.testing.ts";
import { mollieClient } from "./mollie-client.ts";
import { mollieProvider } from "./mollie-provider.ts";

let fake: FakeMollie;
beforeAll(async () => {
  fake = await startFakeMollie();
});
afterAll(() => fake.close());

const DAY = 86_400_000;

/** A connected owner with `count` payments made through us, oldest first. */
async function ownerWithPayments(count: number) {
  const connected = fake.addOwner();
  const provider: PaymentProvider = mollieProvider({
    client: mollieClient({ accessToken: connected.accessToken, testmode: true, apiEndpoint: fake.apiEndpoint }),
    profileId: connected.owner.profileId,
  });
  const made: string[] = [];
  for (let i = 0; i < count; i++) {
    const payment = await provider.createPayment({
      ...hostedPaymentInput({ ledgerId: `ledger-${i}`, idempotencyKey: `vv:${connected.owner.id}:${i}` }),
      methods: ["ideal"],
    });
    made.push(payment.providerPaymentId);
  }
  return { ...connected, provider, made };
}

describe("listing a connected owner's Mollie payments", () => {
  it("lists the profile's payments newest first until one is older than the moment asked, with our ledger ids", async () => {
    const { provider, made } = await ownerWithPayments(4);
    await ownerWithPayments(1); // another owner's: never listed here
    fake.payment(made[0] ?? "").createdAt = new Date(Date.now() - 40 * DAY).toISOString();
    fake.pay(made[3] ?? "", "ideal");

    const listing = await provider.listPayments(new Date(Date.now() - 30 * DAY), 100);

    expect(listing.truncated).toBe(false);
    expect(listing.payments.map((p) => [p.providerPaymentId, p.state, p.ledgerId])).toEqual([
      [made[3], "paid", "ledger-3"],
      [made[2], "requires_payment", "ledger-2"],
      [made[1], "requires_payment", "ledger-1"],
    ]);
  });

  it("stops at its bound, saying there was more, after one page", async () => {
    const { provider, made } = await ownerWithPayments(5);
    const before = fake.requests.length;

    const listing = await provider.listPayments(new Date(Date.now() - DAY), 3);

    expect(listing.truncated).toBe(true);
    expect(listing.payments.map((p) => p.providerPaymentId)).toEqual(made.slice(2).reverse());
    expect(fake.requests.slice(before).map((r) => r.url.split("?")[0])).toEqual(["/v2/payments"]);
  });

  it("reads the next page from Mollie's cursor when a full page was not enough", async () => {
    const { provider, made } = await ownerWithPayments(252);
    const before = fake.requests.length;

    const listing = await provider.listPayments(new Date(Date.now() - DAY), 300);

    expect(listing.truncated).toBe(false);
    expect(listing.payments.map((p) => p.providerPaymentId)).toEqual([...made].reverse());
    // Mollie's largest page (250), then the page its `next` link names.
    const pages = fake.requests.slice(before).map((r) => new URLSearchParams(r.url.split("?")[1]));
    expect(pages.map((query) => [query.get("limit"), query.get("from")])).toEqual([
      ["250", null],
      ["51", made[1]],
    ]);
  });

  it("throws when the owner withdrew our access", async () => {
    const { provider, owner } = await ownerWithPayments(1);
    fake.revoke(owner.id);

    await expect(provider.listPayments(new Date(Date.now() - DAY), 10)).rejects.toThrow();
  });
});
