import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { paymentAccounts, payments, siteBookingSettings } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { insertUnit } from "../../../modules/units/units.testing.ts";
import { bookStay } from "../../../modules/vouchers/vouchers.testing.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { SettingsAnswer, SettingsPageData } from "../../components/dashboard/settings/settings-view.ts";
import { action, loader } from "./settings.tsx";

const PATH = "/dashboard/settings";

describe.each(testBackends())("dashboard settings, payments with the test provider on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    ({ owner, other, newcomer, site, otherSite } = await dashboardOwners(app));
  });
  afterAll(() => handle.close());

  const page = async (as: Person, path = PATH) => {
    const result = await app.call(loader, path, { as });
    expect(result.status).toBe(200);
    return result.data as SettingsPageData;
  };
  const post = (form: Record<string, string>, as?: Person) => app.call(action, PATH, { as, form });
  const accountOf = async (siteId: string) =>
    (await handle.db.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, siteId)))[0];

  it("sends visitors to the login page, and an owner without a site to the onboarding", async () => {
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Fsettings" };
    expect(await app.call(loader, PATH)).toMatchObject(login);
    expect(await post({ intent: "use-test" })).toMatchObject(login);
    expect(await app.call(loader, PATH, { as: newcomer })).toMatchObject({ status: 302, location: "/onboarding" });
    expect(await post({ intent: "use-test" }, newcomer)).toMatchObject({ status: 302, location: "/onboarding" });
  });

  it("starts with nothing connected: guests pay by transfer, and only the test provider can be chosen here", async () => {
    const start = await page(owner);
    expect(start.payments).toMatchObject({
      currency: "EUR",
      connection: null,
      bankTransfer: true,
      // The harness's platform has no Stripe or Mollie credentials.
      connectable: { stripe: false, mollie: false, test: true },
    });
    expect(start.notice).toBeNull();
  });

  it("connects the test provider and offers the methods of the site's currency: euro methods, no BLIK", async () => {
    expect(await post({ intent: "use-test" }, owner)).toMatchObject({
      status: 200,
      data: { ok: true, notice: { code: "test_ready", provider: "test" } } satisfies SettingsAnswer,
    });
    const { payments: view } = await page(owner);
    expect(view.connection).toMatchObject({ provider: "test", state: "active", accountId: null });
    expect(view.connection?.methods).toEqual(["card", "ideal", "bancontact", "przelewy24", "sepa_debit"]);
    // Nothing else is offered while guests pay through it.
    expect(view.connectable).toEqual({ stripe: false, mollie: false, test: false });
  });

  it("offers BLIK and not iDEAL on a site that charges in złoty", async () => {
    await handle.db
      .insert(siteBookingSettings)
      .values({ siteId: otherSite.id, calendarToken: `token-${otherSite.id}`, currency: "PLN" });
    await post({ intent: "use-test" }, other);
    const { payments: view } = await page(other);
    expect(view.currency).toBe("PLN");
    expect(view.connection?.methods).toEqual(["card", "przelewy24", "blik"]);
  });

  it("keeps bank transfer beside online payment, or turns it off, for the owner's own site only", async () => {
    expect(await post({ intent: "bank-transfer" }, owner)).toMatchObject({
      status: 200,
      data: { notice: { code: "bank_off" } },
    });
    expect((await accountOf(site.id))?.bankTransfer).toBe(false);
    expect((await accountOf(otherSite.id))?.bankTransfer).toBe(true);
    expect((await page(owner)).payments.bankTransfer).toBe(false);
    await post({ intent: "bank-transfer", bankTransfer: "on" }, owner);
    expect((await accountOf(site.id))?.bankTransfer).toBe(true);
  });

  it("disconnects after which guests pay by transfer, keeping every payment made", async () => {
    const unit = await insertUnit(handle.db, site.id, "strandhuisje");
    const stayId = await bookStay(
      handle.db,
      { siteId: site.id, unitId: unit.id },
      {
        checkIn: "2027-05-01",
        checkOut: "2027-05-04",
        totalCents: 45000,
      },
    );
    await handle.db.insert(payments).values({
      siteId: site.id,
      stayId,
      kind: "charge",
      purpose: "instalment",
      instalment: 1,
      state: "paid",
      amountCents: 45000,
      currency: "EUR",
      provider: "test",
      providerPaymentId: "tp_paid_before",
      idempotencyKey: `vv:charge:${stayId}:i1:a1`,
    });

    expect(await post({ intent: "disconnect" }, owner)).toMatchObject({
      status: 200,
      data: { ok: true, notice: { code: "disconnected", provider: "test" } },
    });
    const { payments: view } = await page(owner);
    expect(view.connection).toMatchObject({ provider: "test", state: "disconnected", methods: [] });
    expect(view.connection?.disconnectedAt).toBeInstanceOf(Date);
    const kept = await handle.db.select().from(payments).where(eq(payments.siteId, site.id));
    expect(kept).toEqual([expect.objectContaining({ providerPaymentId: "tp_paid_before", state: "paid" })]);
    // The other owner's connection is untouched.
    expect((await page(other)).payments.connection?.state).toBe("active");

    // Nothing left to disconnect; the test provider can be chosen again.
    expect(await post({ intent: "disconnect" }, owner)).toMatchObject({
      status: 409,
      data: { ok: false, notice: { code: "nothing_connected" } },
    });
    expect(await post({ intent: "bank-transfer", bankTransfer: "on" }, owner)).toMatchObject({ status: 409 });
    await post({ intent: "use-test" }, owner);
    expect((await page(owner)).payments.connection?.state).toBe("active");
  });

  it("refuses what it does not know with 400, and a provider the platform has no credentials for with 409", async () => {
    expect(await post({ intent: "connect-elsewhere" }, owner)).toMatchObject({ status: 400 });
    await post({ intent: "disconnect" }, owner);
    for (const [intent, provider] of [
      ["connect-stripe", "stripe"],
      ["connect-mollie", "mollie"],
    ] as const) {
      expect(await post({ intent }, owner)).toMatchObject({
        status: 409,
        data: { ok: false, notice: { code: "not_configured", provider } },
      });
    }
    expect(await accountOf(site.id)).toMatchObject({ provider: "test" });
  });

  it("reads only known notices from the address a provider sent the owner back to", async () => {
    expect((await page(owner, `${PATH}?notice=stripe_ready&provider=stripe`)).notice).toEqual({
      code: "stripe_ready",
      provider: "stripe",
    });
    expect((await page(owner, `${PATH}?notice=unavailable&provider=evil`)).notice).toEqual({
      code: "unavailable",
      provider: null,
    });
    expect((await page(owner, `${PATH}?notice=%3Cscript%3E`)).notice).toBeNull();
  });
});
