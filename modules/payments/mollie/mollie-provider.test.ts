import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKey } from "../idempotency-key.ts";
import type { CreatePaymentInput, PaymentProvider } from "../provider-port.ts";
import { type FakeMollie, startFakeMollie } from "./fake-mollie.testing.ts";
import { mollieClient } from "./mollie-client.ts";
import { mollieProvider } from "./mollie-provider.ts";

let fake: FakeMollie;
let owner: ReturnType<FakeMollie["addOwner"]>;
let provider: PaymentProvider;
let stay = 0;

beforeAll(async () => {
  fake = await startFakeMollie();
  owner = fake.addOwner();
  provider = providerFor(owner);
});
afterAll(() => fake.close());

function providerFor({ owner, accessToken }: ReturnType<FakeMollie["addOwner"]>, testmode = true): PaymentProvider {
  return mollieProvider({
    client: mollieClient({ accessToken, testmode, apiEndpoint: fake.apiEndpoint }),
    profileId: owner.profileId,
  });
}

/** A stay's first payment, each test its own stay. */
function firstPayment(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  stay++;
  return {
    amountCents: 36_000,
    currency: "EUR",
    description: `VV-${stay} · Duinhuis`,
    methods: ["card", "ideal", "bancontact", "przelewy24"],
    payer: { email: "anna@example.org", name: "Anna de Vries", locale: "nl" },
    saveForLater: false,
    returnUrl: `https://duinhuis.example/booking/${stay}`,
    webhookUrl: "https://vayvista.example/api/payments/webhooks/mollie",
    ledgerId: `ledger-${stay}`,
    idempotencyKey: idempotencyKey({ kind: "charge", stayId: `stay-${stay}`, instalment: 1, attempt: 1 }),
    ...overrides,
  };
}

/** A paid first payment that left a mandate behind (`method`: ideal or creditcard). */
async function savedMethodBy(method: string) {
  const created = await provider.createPayment(firstPayment({ saveForLater: true }));
  fake.pay(created.providerPaymentId, method);
  const paid = await provider.readPayment(created.providerPaymentId);
  if (!paid.savedMethod || !paid.customerId) throw new Error("the first payment left no mandate");
  return { paid, customerId: paid.customerId, savedMethodId: paid.savedMethod.id };
}

function balance(customerId: string, savedMethodId: string, capture: "automatic" | "manual" = "automatic") {
  return {
    amountCents: 84_000,
    currency: "EUR" as const,
    description: `VV-${stay} · Duinhuis, balance`,
    customerId,
    savedMethodId,
    capture,
    webhookUrl: "https://vayvista.example/api/payments/webhooks/mollie",
    ledgerId: `ledger-${stay}-balance`,
    idempotencyKey: idempotencyKey({
      kind: capture === "manual" ? "hold" : "charge",
      stayId: `stay-${stay}`,
      instalment: 2,
      attempt: 1,
    }),
  };
}

describe("a payment on Mollie's hosted page", () => {
  it("is made with our ledger id, the payer's language and the methods offered, and reads back as paid", async () => {
    const input = firstPayment();
    const created = await provider.createPayment(input);
    expect(created).toMatchObject({
      state: "requires_payment",
      amountCents: 36_000,
      currency: "EUR",
      refundedCents: 0,
    });
    expect(created.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    expect(fake.payment(created.providerPaymentId)).toMatchObject({
      amount: { currency: "EUR", value: "360.00" },
      metadata: { ledger_id: input.ledgerId },
      locale: "nl_NL",
      redirectUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      sequenceType: "oneoff",
    });
    expect(fake.offered(created.providerPaymentId)).toEqual(["creditcard", "ideal", "bancontact", "przelewy24"]);

    fake.pay(created.providerPaymentId, "ideal");
    const paid = await provider.readPayment(created.providerPaymentId);
    expect(paid).toMatchObject({
      state: "paid",
      method: "ideal",
      checkoutUrl: null,
      savedMethod: null,
      failureCode: null,
    });
  });

  it("reads a payer's failure, expiry and cancellation as the three ends", async () => {
    const ends = [
      [(id: string) => fake.fail(id, "authentication_failed"), "failed", "authentication_failed"],
      [(id: string) => fake.expire(id), "expired", null],
      [(id: string) => fake.cancel(id), "cancelled", null],
    ] as const;
    for (const [end, state, failureCode] of ends) {
      const created = await provider.createPayment(firstPayment());
      end(created.providerPaymentId);
      expect(await provider.readPayment(created.providerPaymentId)).toMatchObject({
        state,
        failureCode,
        checkoutUrl: null,
      });
    }
  });

  it("offers złoty payers BLIK and Przelewy24 in Polish", async () => {
    const created = await provider.createPayment(
      firstPayment({
        currency: "PLN",
        methods: ["card", "przelewy24", "blik"],
        payer: { email: "jan@example.pl", name: "Jan Kowalski", locale: "pl" },
      }),
    );
    expect(fake.payment(created.providerPaymentId)).toMatchObject({ locale: "pl_PL", amount: { currency: "PLN" } });
    fake.pay(created.providerPaymentId, "blik");
    expect(await provider.readPayment(created.providerPaymentId)).toMatchObject({ state: "paid", method: "blik" });
  });
});

describe("a first payment that saves the method", () => {
  it("by iDEAL leaves a SEPA Direct Debit mandate that the balance is collected with, without the guest", async () => {
    const input = firstPayment({ saveForLater: true });
    const created = await provider.createPayment(input);
    const sent = fake.payment(created.providerPaymentId);
    expect(sent).toMatchObject({ sequenceType: "first", customerId: expect.stringMatching(/^cst_/) });
    // Przelewy24 cannot leave a mandate, so it is not offered for this payment.
    expect(fake.offered(created.providerPaymentId)).toEqual(["creditcard", "ideal", "bancontact"]);
    expect(fake.requests.some((r) => r.idempotencyKey === `${input.idempotencyKey}:customer`)).toBe(true);
    expect(created.savedMethod).toBeNull();

    fake.pay(created.providerPaymentId, "ideal");
    const paid = await provider.readPayment(created.providerPaymentId);
    expect(paid).toMatchObject({ state: "paid", customerId: sent.customerId });
    expect(paid.savedMethod).toEqual({ id: expect.stringMatching(/^mdt_/), kind: "sepa_mandate" });

    const charge = balance(paid.customerId ?? "", paid.savedMethod?.id ?? "");
    const collecting = await provider.chargeSaved(charge);
    expect(collecting.state).toBe("requires_payment"); // a direct debit takes days
    expect(fake.payment(collecting.providerPaymentId)).toMatchObject({
      sequenceType: "recurring",
      mandateId: paid.savedMethod?.id,
      customerId: paid.customerId,
      method: "directdebit",
      metadata: { ledger_id: charge.ledgerId },
    });
    fake.collect(collecting.providerPaymentId);
    expect(await provider.readPayment(collecting.providerPaymentId)).toMatchObject({
      state: "paid",
      amountCents: 84_000,
      method: "sepa_debit",
    });
  });

  it("does not offer a method that cannot leave a mandate, and refuses when none is left", async () => {
    const created = await provider.createPayment(firstPayment({ saveForLater: true }));
    expect(() => fake.pay(created.providerPaymentId, "przelewy24")).toThrow(/not offered/);
    await expect(
      provider.createPayment(firstPayment({ saveForLater: true, methods: ["przelewy24", "blik"] })),
    ).rejects.toThrow(RangeError);
  });

  it("reuses the stay's customer instead of making another", async () => {
    const { customerId } = await savedMethodBy("ideal");
    const again = await provider.createPayment(firstPayment({ saveForLater: true, customerId }));
    expect(fake.payment(again.providerPaymentId).customerId).toBe(customerId);
  });

  it("by card leaves a card that a security deposit is held on, partly captured, the rest released", async () => {
    const { paid, customerId, savedMethodId } = await savedMethodBy("creditcard");
    expect(paid.savedMethod?.kind).toBe("card");

    const hold = await provider.chargeSaved({ ...balance(customerId, savedMethodId, "manual"), amountCents: 20_000 });
    expect(hold).toMatchObject({ state: "authorised", amountCents: 20_000, method: "card" });
    expect(hold.captureBefore?.getTime()).toBeGreaterThan(Date.now());

    const captureKey = idempotencyKey({ kind: "capture", stayId: `stay-${stay}`, attempt: 1 });
    const captured = await provider.captureHold(hold.providerPaymentId, 5_000, captureKey);
    expect(captured).toMatchObject({ state: "paid", amountCents: 5_000, captureBefore: null });
    expect(fake.payment(hold.providerPaymentId).amountCaptured).toEqual({ currency: "EUR", value: "50.00" });
    const keys = fake.requests.filter((r) => r.url.startsWith(`/v2/payments/${hold.providerPaymentId}/`));
    expect(keys.map((r) => [r.url.split("/").at(-1), r.idempotencyKey])).toEqual([
      ["captures", captureKey],
      ["release-authorization", `${captureKey}:rest`],
    ]);
  });

  it("lets a card hold go without taking anything", async () => {
    const { customerId, savedMethodId } = await savedMethodBy("creditcard");
    const hold = await provider.chargeSaved({ ...balance(customerId, savedMethodId, "manual"), amountCents: 20_000 });
    const releaseKey = idempotencyKey({ kind: "release", stayId: `stay-${stay}`, attempt: 1 });
    const released = await provider.releaseHold(hold.providerPaymentId, releaseKey);
    expect(released).toMatchObject({ state: "cancelled", amountCents: 20_000 });
    expect(fake.requests.at(-2)).toMatchObject({ method: "POST", idempotencyKey: releaseKey });
  });

  it("reads a declined balance charge as failed with the card's reason, without throwing", async () => {
    const { customerId, savedMethodId } = await savedMethodBy("creditcard");
    fake.declineNextRecurring("insufficient_funds");
    const declined = await provider.chargeSaved(balance(customerId, savedMethodId));
    expect(declined).toMatchObject({ state: "failed", failureCode: "insufficient_funds", checkoutUrl: null });
  });
});

describe("refunds", () => {
  it("refund part, then the rest, of a paid payment: partly refunded, then refunded", async () => {
    const created = await provider.createPayment(firstPayment());
    fake.pay(created.providerPaymentId, "creditcard");
    const key = (attempt: number) =>
      idempotencyKey({ kind: "refund", stayId: `stay-${stay}`, paymentId: "p1", attempt });

    const part = await provider.refund(created.providerPaymentId, 10_000, key(1));
    expect(part).toMatchObject({
      providerRefundId: expect.stringMatching(/^re_/),
      state: "pending",
      amountCents: 10_000,
    });
    expect(fake.requests.at(-1)?.idempotencyKey).toBe(key(1));
    expect(await provider.readPayment(created.providerPaymentId)).toMatchObject({
      state: "partly_refunded",
      refundedCents: 10_000,
    });

    await provider.refund(created.providerPaymentId, 26_000, key(2));
    expect(await provider.readPayment(created.providerPaymentId)).toMatchObject({
      state: "refunded",
      refundedCents: 36_000,
    });
    await expect(provider.refund(created.providerPaymentId, 1, key(3))).rejects.toThrow(
      /higher than the amount remaining/,
    );
  });
});

describe("every owner sees only their own payments", () => {
  it("another owner's token, or the other mode, finds neither the payment nor the mandate", async () => {
    const { paid, customerId, savedMethodId } = await savedMethodBy("ideal");
    const other = providerFor(fake.addOwner());
    await expect(other.readPayment(paid.providerPaymentId)).rejects.toThrow(/No payment exists/);
    await expect(other.chargeSaved(balance(customerId, savedMethodId))).rejects.toThrow(/customer does not exist/);
    await expect(other.refund(paid.providerPaymentId, 100, "vv:refund:x:y:a1")).rejects.toThrow(/No payment exists/);
    await expect(other.releaseHold(paid.providerPaymentId, "vv:release:x:a1")).rejects.toThrow(/No payment exists/);
    await expect(other.captureHold(paid.providerPaymentId, 100, "vv:capture:x:a1")).rejects.toThrow(
      /No payment exists/,
    );
    // The same owner's live mode does not see test payments: test mode is sent on every call.
    const live = providerFor(owner, false);
    await expect(live.readPayment(paid.providerPaymentId)).rejects.toThrow(/No payment exists/);
  });
});
