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
import { loader as callbackLoader } from "./settings/mollie-callback.tsx";
import { action, loader } from "./settings.tsx";

const PATH = "/dashboard/settings";
const CALLBACK = "/dashboard/settings/mollie/callback";

describe.each(testBackends())("connecting an owner's Mollie account on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let providers: Awaited<ReturnType<typeof withFakeProviders>>;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let organisation: string;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    providers = await withFakeProviders(app);
    ({ owner, other, site, otherSite } = await dashboardOwners(app));
    organisation = providers.mollie.addOwner().owner.id;
  });
  afterAll(async () => {
    await providers.close();
    await handle.close();
  });

  const services = () => ({ payments: providers.payments });
  const post = (form: Record<string, string>, as: Person) => app.call(action, PATH, { as, form, services: services() });
  const view = async (as: Person) =>
    ((await app.call(loader, PATH, { as, services: services() })).data as SettingsPageData).payments;
  const callback = (query: Record<string, string>, as: Person) =>
    app.call(callbackLoader, `${CALLBACK}?${new URLSearchParams(query)}`, { as, services: services() });
  const accountOf = async (siteId: string) =>
    (await handle.db.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, siteId)))[0];
  const tokenCalls = () => providers.mollie.requests.filter((r) => r.url === "/oauth2/tokens").length;

  /** The owner starts connecting: the state Mollie's page is sent with. */
  async function startConnecting(as: Person): Promise<string> {
    const started = await post({ intent: "connect-mollie" }, as);
    expect(started.status).toBe(302);
    const url = new URL(started.location ?? "");
    expect(url.origin + url.pathname).toBe("https://my.mollie.com/oauth2/authorize");
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}${CALLBACK}`);
    expect(url.searchParams.get("client_id")).toBe(providers.mollie.app.clientId);
    return url.searchParams.get("state") ?? "";
  }

  it("refuses a return whose state is not this session's with 403 in the owner's language, changing nothing", async () => {
    const state = await startConnecting(owner);
    const code = providers.mollie.issueCode(organisation);
    const calls = tokenCalls();

    // Another owner's session with this owner's state and code: refused before the code is used.
    const stolen = await callback({ code, state }, other);
    expect(stolen.status).toBe(403);
    expect(stolen.data).toMatchObject({ title: "To połączenie nie należy do Ciebie" });
    // A state changed by a character, and none at all.
    const forged = `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`;
    expect((await callback({ code, state: forged }, owner)).status).toBe(403);
    expect((await callback({ code }, owner)).status).toBe(403);

    expect(tokenCalls()).toBe(calls);
    expect(await accountOf(site.id)).toBeUndefined();
    expect(await accountOf(otherSite.id)).toBeUndefined();
  });

  it("says nothing changed when the owner cancels on Mollie's page", async () => {
    const state = await startConnecting(owner);
    expect(
      await callback({ error: "access_denied", error_description: "The user denied", state }, owner),
    ).toMatchObject({
      status: 302,
      location: `${PATH}?notice=denied&provider=mollie`,
    });
    expect(await accountOf(site.id)).toBeUndefined();
  });

  it("exchanges the code and keeps the tokens sealed with the organisation and its website profile", async () => {
    const state = await startConnecting(owner);
    const code = providers.mollie.issueCode(organisation);
    const before = Date.now();
    expect(await callback({ code, state }, owner)).toMatchObject({
      status: 302,
      location: `${PATH}?notice=mollie_ready&provider=mollie`,
    });
    const stored = await accountOf(site.id);
    expect(stored).toMatchObject({
      provider: "mollie",
      externalAccountId: organisation,
      profileId: expect.stringMatching(/^pfl_/),
      chargesEnabled: true,
      methods: ["card", "ideal", "bancontact", "przelewy24"],
    });
    for (const sealed of [stored?.accessTokenSealed, stored?.refreshTokenSealed]) {
      expect(sealed).toMatch(/^v1:/);
      expect(sealed).not.toMatch(/access_|refresh_/);
    }
    expect(stored?.tokenExpiresAt?.getTime()).toBeGreaterThanOrEqual(before + 3_590_000);
    expect(await view(owner)).toMatchObject({
      connection: { provider: "mollie", state: "active", accountId: organisation },
      mollieTestmode: true,
    });
    expect((await providers.payments.providerFor(stored ?? expect.fail()))?.name).toBe("mollie");

    // The same code a second time: Mollie refuses it, and the connection stays as it is.
    const again = await startConnecting(owner);
    expect(await callback({ code, state: again }, owner)).toMatchObject({
      location: `${PATH}?notice=code_rejected&provider=mollie`,
    });
    expect(await accountOf(site.id)).toEqual(stored);
  });

  it("renews an access token that runs out within five minutes, storing the new pair sealed", async () => {
    const soon = new Date(Date.now() + 4 * 60_000);
    await handle.db.update(paymentAccounts).set({ tokenExpiresAt: soon }).where(eq(paymentAccounts.siteId, site.id));
    const before = await accountOf(site.id);
    const calls = tokenCalls();

    expect(await post({ intent: "check" }, owner)).toMatchObject({
      status: 200,
      data: { notice: { code: "mollie_ready", provider: "mollie" } },
    });
    const after = await accountOf(site.id);
    expect(tokenCalls()).toBe(calls + 1);
    expect(after?.accessTokenSealed).not.toBe(before?.accessTokenSealed);
    expect(after?.tokenExpiresAt?.getTime()).toBeGreaterThan(soon.getTime() + 50 * 60_000);

    // A token with time to spare is used as it is.
    await post({ intent: "check" }, owner);
    expect(tokenCalls()).toBe(calls + 1);
  });

  it("asks the owner to connect again when Mollie refuses the refresh token, and guests pay by transfer meanwhile", async () => {
    providers.mollie.revoke(organisation);
    await handle.db
      .update(paymentAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentAccounts.siteId, site.id));

    expect(await providers.payments.providerFor((await accountOf(site.id)) ?? expect.fail())).toBeNull();
    expect(await accountOf(site.id)).toMatchObject({
      provider: "mollie",
      chargesEnabled: false,
      accessTokenSealed: null,
      refreshTokenSealed: null,
      disconnectedAt: null,
    });
    expect(await view(owner)).toMatchObject({
      connection: { provider: "mollie", state: "access_lost", methods: [] },
      // Connected again from its own card, or another provider chosen instead.
      connectable: { stripe: true, mollie: false, test: true },
    });

    // Connecting again (the owner authorises anew) brings it back.
    const state = await startConnecting(owner);
    await callback({ code: providers.mollie.issueCode(organisation), state }, owner);
    expect((await view(owner)).connection?.state).toBe("active");
  });

  it("keeps another owner's connection apart: their own state works only for their own site", async () => {
    const theirs = providers.mollie.addOwner({ methods: ["creditcard", "blik", "przelewy24"] }).owner.id;
    const state = await startConnecting(other);
    expect((await callback({ code: providers.mollie.issueCode(theirs), state }, owner)).status).toBe(403);
    await callback({ code: providers.mollie.issueCode(theirs), state }, other);
    expect((await accountOf(otherSite.id))?.externalAccountId).toBe(theirs);
    expect((await accountOf(site.id))?.externalAccountId).toBe(organisation);
  });
});
