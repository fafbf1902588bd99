import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../../db/client.ts";
import { paymentAccounts, payments } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { ADDRESSING, emailsTo } from "../../booking/booking.testing.ts";
import { type FakeMollie, startFakeMollie } from "../mollie/fake-mollie.testing.ts";
import { mollieClient } from "../mollie/mollie-client.ts";
import { mollieProvider } from "../mollie/mollie-provider.ts";
import { guestBookingOf, ledgerRow, moneySite } from "../owner-money.testing.ts";
import type { PaymentServices } from "../payment-services.ts";
import { testPaymentServices } from "../payments.testing.ts";
import type { PaymentProvider } from "../provider-port.ts";
import { type FakeStripe, startFakeStripe } from "../stripe/fake-stripe-server.testing.ts";
import { hostedPaymentInput } from "../stripe/stripe-payments.testing.ts";
import { stripeProvider } from "../stripe/stripe-provider.ts";
import { reconcilePayments } from "./reconcile-payments.ts";

/** The reconciliation against the real SDKs and the stateful fake Stripe and Mollie. */
describe.each(testBackends())("reconciling Stripe and Mollie accounts on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let stripe: FakeStripe;
  let mollie: FakeMollie;
  /** The adapters of the connected accounts, by site, as the server's providerFor makes them. */
  const adapters = new Map<string, PaymentProvider>();
  let services: PaymentServices;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    stripe = await startFakeStripe();
    mollie = await startFakeMollie();
    const base = testPaymentServices(db).services;
    services = { ...base, providerFor: async (account) => adapters.get(account.siteId) ?? null };
  });
  afterAll(async () => {
    await stripe.close();
    await mollie.close();
    await handle.close();
  });
  beforeEach(async () => {
    await db.update(paymentAccounts).set({ disconnectedAt: new Date() });
  });

  async function siteOn(provider: "stripe" | "mollie", externalAccountId: string, guestEmail: string) {
    const site = await moneySite(db);
    await db.insert(paymentAccounts).values({
      siteId: site.siteId,
      provider,
      externalAccountId,
      profileId: provider === "mollie" ? "pfl_fake" : null,
      chargesEnabled: true,
      methods: ["card", "ideal"],
      connectedAt: new Date(),
    });
    const booking = await guestBookingOf(
      db,
      site,
      { name: "Gast", email: guestEmail },
      { checkIn: "2026-08-01", checkOut: "2026-08-05", totalCents: 36_000 },
    );
    return { site, ...booking };
  }

  it("Stripe: settles a hosted payment paid on Stripe's page once, and reports an account the platform lost", async () => {
    const guest = "stripe-gast@example.nl";
    const account = stripe.addAccount();
    const paidSite = await siteOn("stripe", account, guest);
    const adapter = stripeProvider({ client: stripe.client(), accountId: account });
    adapters.set(paidSite.site.siteId, adapter);
    const ledgerId = randomUUID();
    const hosted = await adapter.createPayment(hostedPaymentInput({ ledgerId, idempotencyKey: `vv:${ledgerId}` }));
    await ledgerRow(db, paidSite.site, paidSite.stayId, {
      id: ledgerId,
      provider: "stripe",
      state: "requires_payment",
      amountCents: 36_000,
      providerPaymentId: hosted.providerPaymentId,
    });
    stripe.completeCheckout(account, hosted.providerPaymentId, "card");
    const lostSite = await siteOn("stripe", "acct_revoked", "stripe-gast2@example.nl");
    adapters.set(lostSite.site.siteId, stripeProvider({ client: stripe.client(), accountId: "acct_revoked" }));

    const first = await reconcilePayments(db, services, { origin: ADDRESSING.origin });
    const second = await reconcilePayments(db, services, { origin: ADDRESSING.origin });

    expect(first).toMatchObject({ accountsChecked: 2, accountsFailed: 1, settledCount: 1, differenceCount: 1 });
    expect(first.differences).toEqual([
      expect.objectContaining({ kind: "account_failed", siteId: lostSite.site.siteId, provider: "stripe" }),
    ]);
    expect(first.differences[0]?.error).toContain("acct_revoked");
    expect(second).toMatchObject({ settledCount: 0, differenceCount: 1 });
    const [row] = await db.select().from(payments).where(eq(payments.id, ledgerId));
    expect(row?.state).toBe("paid");
    expect((await emailsTo(db, guest)).filter((e) => e.templateKey === "payment-received")).toHaveLength(1);
    expect(stripe.moneyMoves(account)).toBe(1);
  });

  it("Mollie: reports a payment paid at Mollie whose amount differs, and an owner who withdrew our access", async () => {
    const connected = mollie.addOwner();
    const site = await siteOn("mollie", connected.owner.id, "mollie-gast@example.nl");
    const adapter = mollieProvider({
      client: mollieClient({ accessToken: connected.accessToken, testmode: true, apiEndpoint: mollie.apiEndpoint }),
      profileId: connected.owner.profileId,
    });
    adapters.set(site.site.siteId, adapter);
    const ledgerId = randomUUID();
    const made = await adapter.createPayment({
      ...hostedPaymentInput({ ledgerId, idempotencyKey: `vv:${ledgerId}`, amountCents: 35_000 }),
      methods: ["ideal"],
    });
    mollie.pay(made.providerPaymentId, "ideal");
    await ledgerRow(db, site.site, site.stayId, {
      id: ledgerId,
      provider: "mollie",
      state: "paid",
      amountCents: 36_000,
      providerPaymentId: made.providerPaymentId,
    });
    const withdrawn = mollie.addOwner();
    const gone = await siteOn("mollie", withdrawn.owner.id, "mollie-gast2@example.nl");
    adapters.set(
      gone.site.siteId,
      mollieProvider({
        client: mollieClient({ accessToken: withdrawn.accessToken, testmode: true, apiEndpoint: mollie.apiEndpoint }),
        profileId: withdrawn.owner.profileId,
      }),
    );
    mollie.revoke(withdrawn.owner.id);

    const result = await reconcilePayments(db, services, { origin: ADDRESSING.origin });

    expect(result).toMatchObject({ accountsChecked: 2, accountsFailed: 1, differenceCount: 2 });
    expect(result.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "amount",
          siteId: site.site.siteId,
          providerPaymentId: made.providerPaymentId,
          stayReference: site.reference,
          ledger: { state: "paid", amountCents: 36_000, currency: "EUR" },
          atProvider: { state: "paid", amountCents: 35_000, currency: "EUR" },
        }),
        expect.objectContaining({ kind: "account_failed", siteId: gone.site.siteId, provider: "mollie" }),
      ]),
    );
  });
});
