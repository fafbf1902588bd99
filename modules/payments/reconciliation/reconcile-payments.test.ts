import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../../db/client.ts";
import { paymentAccounts, paymentReconciliations, payments, testProviderPayments } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { ADDRESSING, emailsTo } from "../../booking/booking.testing.ts";
import { seedOwner } from "../../seed/demo-accounts.ts";
import { guestBookingOf, ledgerRow, type MoneySite, moneySite } from "../owner-money.testing.ts";
import type { PaymentServices } from "../payment-services.ts";
import { connectTestProvider, testPaymentServices } from "../payments.testing.ts";
import { newTestId } from "../test-provider/test-provider.ts";
import { lastReconciliation, reconcilePayments } from "./reconcile-payments.ts";

const ADMIN = "nacht@vayvista.test";

describe.each(testBackends())("the nightly reconciliation on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await seedOwner(db, { name: "Nina Nacht", email: ADMIN, role: "admin", lang: "en" });
  });
  afterAll(() => handle.close());

  // Each test compares only the accounts it connects: the others from earlier tests are disconnected first.
  beforeEach(async () => {
    await db.update(paymentAccounts).set({ disconnectedAt: new Date() });
  });

  /** A site on the test provider with one booking of a guest. */
  async function connectedSite(guestEmail: string) {
    const site = await moneySite(db);
    await connectTestProvider(db, site.siteId);
    const booking = await guestBookingOf(
      db,
      site,
      { name: "Gast", email: guestEmail },
      { checkIn: "2026-08-01", checkOut: "2026-08-05", totalCents: 40_000 },
    );
    return { site, ...booking };
  }

  /** A payment in the test provider's own books (what the provider holds), for a ledger row or none. */
  async function atProvider(
    site: MoneySite,
    fields: { id?: string; ledgerId?: string; amountCents?: number; state?: string } = {},
  ): Promise<string> {
    const id = fields.id ?? newTestId("tp");
    await db.insert(testProviderPayments).values({
      id,
      siteId: site.siteId,
      ledgerId: fields.ledgerId ?? randomUUID(),
      idempotencyKey: `vv:test:${id}`,
      amountCents: fields.amountCents ?? 10_000,
      currency: "EUR",
      description: "VV · Duinhuis",
      methods: ["card"],
      state: fields.state ?? "paid",
      capture: "automatic",
      method: "card",
      webhookUrl: `${ADDRESSING.origin}/api/payments/webhooks/test`,
    });
    return id;
  }

  const run = (services: PaymentServices) => reconcilePayments(db, services, { origin: ADDRESSING.origin });

  it("reports a payment only the provider has, one only the ledger has, and money that differs, with stay and provider id", async () => {
    const { site, stayId, reference } = await connectedSite("gast1@example.nl");
    const { services } = testPaymentServices(db);
    const stray = await atProvider(site);
    const lost = await ledgerRow(db, site, stayId, { providerPaymentId: newTestId("tp") });
    const short = await ledgerRow(db, site, stayId, { instalment: 2, providerPaymentId: newTestId("tp") });
    await atProvider(site, { id: short.providerPaymentId ?? "", ledgerId: short.id, amountCents: 9_000 });
    const agreed = await ledgerRow(db, site, stayId, {
      purpose: "deposit",
      kind: "hold",
      instalment: null,
      providerPaymentId: newTestId("tp"),
    });
    await atProvider(site, { id: agreed.providerPaymentId ?? "", ledgerId: agreed.id, amountCents: 10_000 });

    const result = await run(services);

    expect(result.accountsChecked).toBe(1);
    expect(result.differenceCount).toBe(3);
    expect(result.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "only_at_provider",
          providerPaymentId: stray,
          siteId: site.siteId,
          stayId: null,
        }),
        expect.objectContaining({
          kind: "only_in_ledger",
          providerPaymentId: lost.providerPaymentId,
          stayId,
          stayReference: reference,
          ledger: { state: "paid", amountCents: 10_000, currency: "EUR" },
          atProvider: null,
        }),
        expect.objectContaining({
          kind: "amount",
          providerPaymentId: short.providerPaymentId,
          stayReference: reference,
          ledger: expect.objectContaining({ amountCents: 10_000 }),
          atProvider: expect.objectContaining({ amountCents: 9_000 }),
        }),
      ]),
    );
    expect(await lastReconciliation(db)).toMatchObject({ id: result.id, differenceCount: 3, accountsChecked: 1 });
    const [email] = (await emailsTo(db, ADMIN)).filter((e) => e.templateKey === "payments-reconciliation");
    expect(email?.subject).toBe("Payments: 3 differences between the providers and the ledger");
    expect(email?.text).toContain(`${reference} · ${lost.providerPaymentId}: in our ledger, not at the provider`);
    expect(email?.text).toContain(`${stray}: at the provider, not in our ledger`);
  });

  it("settles a payment paid at the provider but awaiting payment here exactly once, through the normal path", async () => {
    const guest = "gast2@example.nl";
    const { site, stayId } = await connectedSite(guest);
    const { services } = testPaymentServices(db);
    const row = await ledgerRow(db, site, stayId, { state: "requires_payment", providerPaymentId: newTestId("tp") });
    await atProvider(site, { id: row.providerPaymentId ?? "", ledgerId: row.id, state: "paid" });
    const adminEmailsBefore = (await emailsTo(db, ADMIN)).length;

    const first = await run(services);
    const second = await run(services);

    expect(first).toMatchObject({ settledCount: 1, differenceCount: 0, differences: [] });
    expect(second).toMatchObject({ settledCount: 0, differenceCount: 0 });
    const [settled] = await db.select().from(payments).where(eq(payments.id, row.id));
    expect(settled?.state).toBe("paid");
    const received = (await emailsTo(db, guest)).filter((e) => e.templateKey === "payment-received");
    expect(received).toHaveLength(1);
    // Nothing differed: no email to the admins.
    expect(await emailsTo(db, ADMIN)).toHaveLength(adminEmailsBefore);
  });

  it("reports a state the ledger has further along than the provider, and changes nothing", async () => {
    const { site, stayId } = await connectedSite("gast3@example.nl");
    const { services } = testPaymentServices(db);
    const row = await ledgerRow(db, site, stayId, { state: "paid", providerPaymentId: newTestId("tp") });
    await atProvider(site, { id: row.providerPaymentId ?? "", ledgerId: row.id, state: "requires_payment" });

    const result = await run(services);

    expect(result.differences).toEqual([
      expect.objectContaining({
        kind: "state",
        providerPaymentId: row.providerPaymentId,
        ledger: expect.objectContaining({ state: "paid" }),
        atProvider: expect.objectContaining({ state: "requires_payment" }),
      }),
    ]);
    const [kept] = await db.select().from(payments).where(eq(payments.id, row.id));
    expect(kept?.state).toBe("paid");
  });

  it("reports an account that cannot be read and still compares the others; one owner's payments are never set against another's", async () => {
    const failing = await connectedSite("gast4@example.nl");
    const healthy = await connectedSite("gast5@example.nl");
    const { services: base } = testPaymentServices(db);
    const services: PaymentServices = {
      ...base,
      providerFor: async (account) => {
        if (account.siteId === failing.site.siteId)
          throw new Error("401 Unauthorized Request: access_secret123 revoked");
        return base.providerFor(account);
      },
    };
    // The healthy site's provider holds a payment whose id the failing site's ledger uses: still the healthy site's stray.
    const shared = newTestId("tp");
    await atProvider(healthy.site, { id: shared });
    await ledgerRow(db, failing.site, failing.stayId, { providerPaymentId: shared });

    const result = await run(services);

    expect(result).toMatchObject({ accountsChecked: 2, accountsFailed: 1, differenceCount: 2 });
    const failed = result.differences.find((d) => d.kind === "account_failed");
    expect(failed).toMatchObject({ siteId: failing.site.siteId, provider: "test" });
    expect(failed?.error).toContain("401 Unauthorized Request");
    expect(failed?.error).not.toContain("secret123");
    expect(result.differences.find((d) => d.kind === "only_at_provider")).toMatchObject({
      siteId: healthy.site.siteId,
      providerPaymentId: shared,
      stayId: null,
    });
  });

  it("compares at most its cap of accounts per run and goes on after the last one the next night", async () => {
    const sites = [await connectedSite("gast6@example.nl"), await connectedSite("gast7@example.nl")];
    const { services } = testPaymentServices(db);
    for (const { site } of sites) await atProvider(site);
    const ordered = sites.map((s) => s.site.siteId).sort();

    const first = await reconcilePayments(db, services, { origin: ADDRESSING.origin, maxAccounts: 1 });
    const second = await reconcilePayments(db, services, { origin: ADDRESSING.origin, maxAccounts: 1 });

    expect(first.differences.map((d) => d.siteId)).toEqual([ordered[0]]);
    expect(first.resumeAfterSiteId).toBe(ordered[0]);
    expect(second.differences.map((d) => d.siteId)).toEqual([ordered[1]]);
    expect(second.resumeAfterSiteId).toBeNull();
    expect(await db.select().from(paymentReconciliations).where(eq(paymentReconciliations.id, second.id))).toHaveLength(
      1,
    );
  });
});
