import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKey } from "../idempotency-key.ts";
import type { CreatePaymentInput } from "../provider-port.ts";
import { type FakeMollie, startFakeMollie } from "./fake-mollie.testing.ts";
import { MollieTimeoutError, mollieClient } from "./mollie-client.ts";
import { mollieProvider } from "./mollie-provider.ts";

let fake: FakeMollie;
let owner: ReturnType<FakeMollie["addOwner"]>;

beforeAll(async () => {
  fake = await startFakeMollie();
  owner = fake.addOwner();
});
afterAll(() => fake.close());

/** The owner's provider; a short deadline only where Mollie is made never to answer. */
function provider(timeoutMs?: number) {
  const client = mollieClient({
    accessToken: owner.accessToken,
    testmode: true,
    apiEndpoint: fake.apiEndpoint,
    timeoutMs,
  });
  return mollieProvider({ client, profileId: owner.owner.profileId });
}

function payment(stayId: string): CreatePaymentInput {
  return {
    amountCents: 12_345,
    currency: "EUR",
    description: `VV-${stayId}`,
    methods: ["card", "ideal"],
    payer: { email: "sam@example.org", name: "Sam", locale: "en" },
    saveForLater: true,
    returnUrl: "https://duinhuis.example/booking/x",
    webhookUrl: "https://vayvista.example/api/payments/webhooks/mollie",
    ledgerId: `ledger-${stayId}`,
    idempotencyKey: idempotencyKey({ kind: "charge", stayId, instalment: 1, attempt: 1 }),
  };
}

function postsWith(key: string) {
  return fake.requests.filter((r) => r.method === "POST" && r.idempotencyKey === key);
}

describe("our idempotency key, not the client's random one", () => {
  it("is on the wire of every call that moves money, and a repeat makes nothing new", async () => {
    const input = payment("wire");
    const first = await provider().createPayment(input);
    expect(postsWith(input.idempotencyKey).map((r) => r.url)).toEqual(["/v2/payments"]);
    expect(postsWith(`${input.idempotencyKey}:customer`).map((r) => r.url)).toEqual(["/v2/customers"]);
    // Every POST this test made carried one of our keys.
    expect(fake.requests.filter((r) => r.method === "POST").every((r) => r.idempotencyKey?.startsWith("vv:"))).toBe(
      true,
    );

    const created = fake.paymentsCreated();
    const again = await provider().createPayment(input);
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    expect(fake.paymentsCreated()).toBe(created);
  });
});

describe("when Mollie fails", () => {
  it("a 500 throws (after the client's own two retries, with our key); our retry then makes exactly one payment", async () => {
    const input = { ...payment("five-hundred"), saveForLater: false };
    const created = fake.paymentsCreated();
    fake.failNext(3);
    await expect(provider().createPayment(input)).rejects.toThrow(/Try again/);
    expect(fake.paymentsCreated()).toBe(created);
    expect(postsWith(input.idempotencyKey)).toHaveLength(3);

    fake.failNext(1); // the client repeats this one by itself, with the same key
    const made = await provider().createPayment(input);
    expect(fake.paymentsCreated()).toBe(created + 1);
    expect(postsWith(input.idempotencyKey)).toHaveLength(5);

    const again = await provider().createPayment(input);
    expect(again.providerPaymentId).toBe(made.providerPaymentId);
    expect(fake.paymentsCreated()).toBe(created + 1);
  });

  it("no answer throws a timeout; the retry with the same key gets the payment Mollie did make", async () => {
    const input = { ...payment("no-answer"), saveForLater: false };
    const created = fake.paymentsCreated();
    const carriedOut = fake.hangNext();
    await expect(provider(200).createPayment(input)).rejects.toThrow(MollieTimeoutError);
    await carriedOut;
    expect(fake.paymentsCreated()).toBe(created + 1);

    const retried = await provider().createPayment(input);
    expect(fake.paymentsCreated()).toBe(created + 1);
    expect(fake.payment(retried.providerPaymentId).metadata).toEqual({ ledger_id: input.ledgerId });
  });

  it("a network error throws", async () => {
    const gone = await startFakeMollie();
    const { accessToken, owner: goneOwner } = gone.addOwner();
    await gone.close();
    const client = mollieClient({ accessToken, testmode: true, apiEndpoint: gone.apiEndpoint });
    await expect(mollieProvider({ client, profileId: goneOwner.profileId }).readPayment("tr_abc")).rejects.toThrow();
  });
});
