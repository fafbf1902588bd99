import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { paymentAccounts } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import { withFakeProviders } from "../../../tests/support/fake-providers.ts";
import { ORIGIN, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { SettingsPageData } from "../../components/dashboard/settings/settings-view.ts";
import { loader as refreshLoader } from "./settings/stripe-refresh.tsx";
import { loader as returnLoader } from "./settings/stripe-return.tsx";
import { action, loader } from "./settings.tsx";

const PATH = "/dashboard/settings";
const RETURN = "/dashboard/settings/stripe/return";
const REFRESH = "/dashboard/settings/stripe/refresh";

describe.each(testBackends())("connecting an owner's Stripe account on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let providers: Awaited<ReturnType<typeof withFakeProviders>>;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    providers = await withFakeProviders(app);
    ({ owner, other, site, otherSite } = await dashboardOwners(app));
  });
  afterAll(async () => {
    await providers.close();
    await handle.close();
  });

  const services = () => ({ payments: providers.payments });
  const get = (fn: typeof loader | typeof returnLoader | typeof refreshLoader, path: string, as: Person) =>
    app.call(fn, path, { as, services: services() });
  const post = (form: Record<string, string>, as: Person) => app.call(action, PATH, { as, form, services: services() });
  const view = async (as: Person) => ((await get(loader, PATH, as)).data as SettingsPageData).payments;
  const accountOf = async (siteId: string) =>
    (await handle.db.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, siteId)))[0];

  it("makes the owner a Stripe account of their own and sends them to Stripe's onboarding, coming back to us", async () => {
    expect((await view(owner)).connectable).toEqual({ stripe: true, mollie: true, test: true });
    const started = await post({ intent: "connect-stripe" }, owner);

    const accountId = (await accountOf(site.id))?.externalAccountId ?? "";
    expect(accountId).toMatch(/^acct_/);
    const link = providers.stripe.connect.links.at(-1);
    expect(started).toMatchObject({ status: 302, location: link?.url });
    expect(link).toMatchObject({
      account: accountId,
      returnUrl: `${ORIGIN}${RETURN}`,
      refreshUrl: `${ORIGIN}${REFRESH}`,
    });
    expect(providers.stripe.connect.accounts.get(accountId)).toMatchObject({
      contactEmail: owner.email,
      country: "NL",
      dashboard: "full",
    });
    // Connected, but guests pay by transfer until Stripe says the account can take charges.
    expect(await view(owner)).toMatchObject({
      connection: { provider: "stripe", state: "setup", accountId, methods: [] },
      // Continued from its own card; another provider may still be chosen instead.
      connectable: { stripe: false, mollie: true, test: true },
    });
  });

  it("reads the account again on the owner's return: not ready while Stripe waits for them, ready once it activated methods", async () => {
    expect(await get(returnLoader, RETURN, owner)).toMatchObject({
      status: 302,
      location: `${PATH}?notice=stripe_pending&provider=stripe`,
    });
    const accountId = (await accountOf(site.id))?.externalAccountId ?? "";
    providers.stripe.connect.settle(accountId, {
      card_payments: "active",
      ideal_payments: "active",
      blik_payments: "active",
      bancontact_payments: "pending",
    });

    expect(await get(returnLoader, RETURN, owner)).toMatchObject({
      status: 302,
      location: `${PATH}?notice=stripe_ready&provider=stripe`,
    });
    expect(await accountOf(site.id)).toMatchObject({ chargesEnabled: true, methods: ["card", "ideal", "blik"] });
    // A euro site offers no BLIK, whatever the account could take.
    expect(await view(owner)).toMatchObject({
      connection: { state: "active", methods: ["card", "ideal"] },
      connectable: { stripe: false, mollie: false, test: false },
    });
    const provider = await providers.payments.providerFor((await accountOf(site.id)) ?? expect.fail());
    expect(provider?.name).toBe("stripe");
  });

  it("continues with the same account: a second click or an expired link makes no second one", async () => {
    const accounts = providers.stripe.connect.accounts.size;
    const accountId = (await accountOf(site.id))?.externalAccountId;
    const again = await post({ intent: "connect-stripe" }, owner);
    expect(again.location).toBe(providers.stripe.connect.links.at(-1)?.url);
    const refreshed = await get(refreshLoader, REFRESH, owner);
    expect(refreshed).toMatchObject({ status: 302, location: providers.stripe.connect.links.at(-1)?.url });
    expect(providers.stripe.connect.links.at(-1)?.account).toBe(accountId);
    expect(providers.stripe.connect.accounts.size).toBe(accounts);
  });

  it("keeps another owner out: their return and refresh are 404, their account is their own", async () => {
    expect(await get(returnLoader, RETURN, other)).toMatchObject({ status: 404 });
    expect(await get(refreshLoader, REFRESH, other)).toMatchObject({ status: 404 });
    expect(await accountOf(otherSite.id)).toBeUndefined();
    await post({ intent: "connect-stripe" }, other);
    const theirs = await accountOf(otherSite.id);
    expect(theirs?.externalAccountId).toMatch(/^acct_/);
    expect(theirs?.externalAccountId).not.toBe((await accountOf(site.id))?.externalAccountId);
    expect((await accountOf(site.id))?.chargesEnabled).toBe(true);
  });

  it("answers 503 while Stripe cannot be reached, and changes nothing", async () => {
    await post({ intent: "disconnect" }, other);
    const before = await accountOf(otherSite.id);
    providers.stripe.failNext(1);
    expect(await post({ intent: "check" }, owner)).toMatchObject({
      status: 503,
      data: { ok: false, notice: { code: "unavailable", provider: "stripe" } },
    });
    providers.stripe.failNext(1);
    // A disconnected account is continued: Stripe's onboarding link is asked for, and fails.
    expect(await post({ intent: "connect-stripe" }, other)).toMatchObject({
      status: 503,
      data: { notice: { code: "unavailable" } },
    });
    expect(await accountOf(otherSite.id)).toEqual(before);
    expect((await accountOf(site.id))?.chargesEnabled).toBe(true);
  });

  it("tells the owner when their Stripe account can no longer be reached through us", async () => {
    const accountId = (await accountOf(site.id))?.externalAccountId ?? "";
    providers.stripe.connect.accounts.delete(accountId);
    expect(await post({ intent: "check" }, owner)).toMatchObject({
      status: 409,
      data: { ok: false, notice: { code: "account_unreachable", provider: "stripe" } },
    });
    expect(await get(returnLoader, RETURN, owner)).toMatchObject({
      status: 302,
      location: `${PATH}?notice=account_unreachable&provider=stripe`,
    });
  });

  it("asks to disconnect a provider guests pay through before connecting another", async () => {
    await handle.db
      .update(paymentAccounts)
      .set({ provider: "test", externalAccountId: null, chargesEnabled: true, disconnectedAt: null })
      .where(eq(paymentAccounts.siteId, otherSite.id));
    expect(await post({ intent: "connect-stripe" }, other)).toMatchObject({
      status: 409,
      data: { notice: { code: "connected_elsewhere", provider: "test" } },
    });
    expect(await post({ intent: "connect-mollie" }, other)).toMatchObject({
      status: 409,
      data: { notice: { code: "connected_elsewhere", provider: "test" } },
    });
  });
});
