import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "./fake-stripe-server.testing.ts";
import { accountStatus, createOwnerAccount, onboardingLink } from "./stripe-connect.ts";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe("an owner's Stripe account, made and onboarded by the platform", () => {
  it("is a connected account with Stripe's full Dashboard, whose fees and losses Stripe settles with the owner", async () => {
    const accountId = await createOwnerAccount(fake.client(), { email: "sanne@example.nl", country: "NL" });

    expect(accountId).toMatch(/^acct_/);
    const account = fake.connect.accounts.get(accountId);
    expect(account).toMatchObject({
      contactEmail: "sanne@example.nl",
      country: "NL",
      dashboard: "full",
      responsibilities: { fees_collector: "stripe", losses_collector: "stripe" },
    });
    expect([...(account?.capabilities.keys() ?? [])].sort()).toEqual([
      "bancontact_payments",
      "blik_payments",
      "card_payments",
      "ideal_payments",
      "p24_payments",
      "sepa_debit_payments",
    ]);
    const call = fake.requests.find((r) => r.path === "/v2/core/accounts" && r.method === "POST");
    expect(call?.account).toBeNull();
  });

  it("is made once when the platform repeats the call with the same key", async () => {
    const owner = { email: "piotr@example.pl", country: "PL", idempotencyKey: "vv:connect:site-1:a1" };

    const first = await createOwnerAccount(fake.client(), owner);
    const repeat = await createOwnerAccount(fake.client(), owner);

    expect(repeat).toBe(first);
  });

  it("is onboarded on Stripe's hosted pages, coming back to our settings", async () => {
    const accountId = await createOwnerAccount(fake.client(), { email: "sanne@example.nl", country: "NL" });

    const url = await onboardingLink(
      fake.client(),
      accountId,
      "https://vayvista.example/dashboard/settings/stripe/refresh",
      "https://vayvista.example/dashboard/settings/stripe/return",
    );

    expect(fake.connect.links.at(-1)).toEqual({
      account: accountId,
      refreshUrl: "https://vayvista.example/dashboard/settings/stripe/refresh",
      returnUrl: "https://vayvista.example/dashboard/settings/stripe/return",
      url,
    });
  });

  it("cannot take payments until Stripe activated its methods, then offers those", async () => {
    const accountId = await createOwnerAccount(fake.client(), { email: "sanne@example.nl", country: "NL" });

    expect(await accountStatus(fake.client(), accountId)).toEqual({
      chargesEnabled: false,
      detailsSubmitted: false,
      methods: [],
    });

    fake.connect.settle(accountId, {
      ideal_payments: "active",
      card_payments: "active",
      sepa_debit_payments: "pending",
      blik_payments: "unsupported",
    });

    expect(await accountStatus(fake.client(), accountId)).toEqual({
      chargesEnabled: true,
      detailsSubmitted: true,
      methods: ["card", "ideal"],
    });
  });

  it("is unknown as someone else's account id", async () => {
    await expect(accountStatus(fake.client(), "acct_not_ours")).rejects.toThrow(/No such account/);
  });
});
