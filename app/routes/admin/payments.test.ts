import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { paymentPlatformSettings, paymentReconciliations } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { loadStoredCredentials } from "../../../modules/payments/platform/platform-settings.ts";
import { withFakeProviders } from "../../../tests/support/fake-providers.ts";
import { ORIGIN, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { action, loader } from "./payments.tsx";

const PATH = "/admin/settings/payments";
const STRIPE_KEY = "sk_live_51AdminTypedThisKey0123";
const MOLLIE_SECRET = "mollie-app-secret-0123456789";
const PLATFORM_WEBHOOK_SECRET = "whsec_PlatformEndpointSecret0123";
const MOLLIE_API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";

describe.each(testBackends())("the admin's payment settings on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let admin: Person;
  let owner: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    admin = await app.signInAdmin({ email: "beheer@vayvista.test", lang: "en" });
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
  });
  afterAll(() => handle.close());

  const page = async () => {
    const result = await app.call(loader, PATH, { as: admin });
    expect(result.status).toBe(200);
    return result.data as Awaited<ReturnType<typeof loader>>;
  };
  const save = (form: Record<string, string | string[]>, as = admin) => app.call(action, PATH, { as, form });

  it("is the admins' only: an owner gets 403, a visitor the login page", async () => {
    expect((await app.call(loader, PATH, { as: owner })).status).toBe(403);
    expect((await save({ stripeSecretKey: STRIPE_KEY }, owner)).status).toBe(403);
    expect(await app.call(loader, PATH)).toMatchObject({ status: 302 });
    expect(await handle.db.select().from(paymentPlatformSettings)).toEqual([]);
  });

  it("shows the last nightly comparison with the providers: none at first, then the latest run's differences", async () => {
    expect((await page()).reconciliation).toBeNull();
    const difference = {
      kind: "only_in_ledger",
      siteId: "0b6f2c1e-5d8a-4f7e-9a31-2c4e6f8a0b1d",
      site: "Duinhuis (duinhuis)",
      provider: "test",
      providerPaymentId: "tp_missing",
      stayId: "7d0c2e4a-1b3f-4a5c-8e9d-0f1a2b3c4d5e",
      stayReference: "VV-7K3P9Q",
      ledger: { state: "paid", amountCents: 10_000, currency: "EUR" },
      atProvider: null,
      error: null,
    };
    const run = (startedAt: string, differences: unknown[]) => ({
      startedAt: new Date(startedAt),
      finishedAt: new Date(startedAt),
      since: new Date("2026-10-29T02:40:00Z"),
      accountsChecked: 12,
      accountsFailed: 0,
      settledCount: 1,
      differenceCount: differences.length,
      differences,
    });
    await handle.db
      .insert(paymentReconciliations)
      .values([run("2026-11-27T02:40:00Z", []), run("2026-11-28T02:40:00Z", [difference])]);

    expect((await page()).reconciliation).toMatchObject({
      startedAt: new Date("2026-11-28T02:40:00Z"),
      accountsChecked: 12,
      differenceCount: 1,
      differences: [difference],
    });
    await handle.db.delete(paymentReconciliations);
  });

  it("starts with nothing set, and says where to register our addresses at the providers", async () => {
    const start = await page();
    expect(start.standing).toEqual({
      stripeSecretKey: "unset",
      stripeWebhookSecret: "unset",
      mollieClientId: "unset",
      mollieClientSecret: "unset",
      stripePlatformWebhookSecret: "unset",
      mollieApiKey: "unset",
    });
    expect(start.available).toEqual({
      stripe: false,
      stripeWebhook: false,
      mollie: false,
      mollieTestmode: false,
      test: true,
    });
    expect(start.ownAccount).toEqual({ stripe: false, stripeWebhook: false, mollie: false, mollieTestKey: false });
    expect(start.urls.stripeWebhook).toBe(`${ORIGIN}/api/payments/webhooks/stripe`);
    expect(start.mollieRedirectUri).toBe(`${ORIGIN}/dashboard/settings/mollie/callback`);
  });

  it("saves the credentials sealed, shows only that they are set, and owners can connect at once", async () => {
    expect(
      await save({
        stripeSecretKey: STRIPE_KEY,
        stripeWebhookSecret: "",
        mollieClientId: "app_AdminTyped01",
        mollieClientSecret: MOLLIE_SECRET,
        mollieTestmode: "on",
      }),
    ).toMatchObject({ status: 200, data: { ok: true, message: "The payment settings are saved." } });
    const after = await page();
    expect(JSON.stringify(after)).not.toContain(STRIPE_KEY);
    expect(JSON.stringify(after)).not.toContain(MOLLIE_SECRET);
    expect(after.standing).toEqual({
      stripeSecretKey: "saved",
      stripeWebhookSecret: "unset",
      mollieClientId: "saved",
      mollieClientSecret: "saved",
      stripePlatformWebhookSecret: "unset",
      mollieApiKey: "unset",
    });
    expect(after.mollieTestmode).toBe(true);
    // This instance reads them again at once.
    expect(after.available).toMatchObject({ stripe: true, stripeWebhook: false, mollie: true, mollieTestmode: true });
    expect((await loadStoredCredentials(handle.db, app.secretsKey)).credentials.stripeSecretKey).toBe(STRIPE_KEY);
  });

  it("refuses a value pasted into the wrong field beside it, in the admin's language, keeping what was saved", async () => {
    const refused = await save({ stripeSecretKey: "whsec_NotAKey0123", mollieTestmode: "on" });
    expect(refused).toMatchObject({
      status: 422,
      data: {
        ok: false,
        errors: {
          stripeSecretKey: "A Stripe secret key starts with sk_live_, sk_test_ or rk_ and has only letters and digits.",
        },
      },
    });
    expect((await loadStoredCredentials(handle.db, app.secretsKey)).credentials.stripeSecretKey).toBe(STRIPE_KEY);
  });

  it("saves the platform's own account's webhook secret and Mollie API key, never showing them again", async () => {
    expect(
      await save({
        stripePlatformWebhookSecret: PLATFORM_WEBHOOK_SECRET,
        mollieApiKey: MOLLIE_API_KEY,
        mollieTestmode: "on",
      }),
    ).toMatchObject({ status: 200, data: { ok: true } });
    const after = await page();
    expect(JSON.stringify(after)).not.toContain(PLATFORM_WEBHOOK_SECRET);
    expect(JSON.stringify(after)).not.toContain(MOLLIE_API_KEY);
    expect(after.standing).toMatchObject({ stripePlatformWebhookSecret: "saved", mollieApiKey: "saved" });
    // Stripe charges the platform's own account with the secret key saved before; Mollie with the key, a test key.
    expect(after.ownAccount).toEqual({ stripe: true, stripeWebhook: true, mollie: true, mollieTestKey: true });
    expect((await loadStoredCredentials(handle.db, app.secretsKey)).credentials).toMatchObject({
      stripePlatformWebhookSecret: PLATFORM_WEBHOOK_SECRET,
      mollieApiKey: MOLLIE_API_KEY,
    });
  });

  it("refuses an owner's Mollie token as the platform's API key, in the admin's language, keeping the saved key", async () => {
    const refused = await save({ mollieApiKey: "access_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM", mollieTestmode: "on" });
    expect(refused).toMatchObject({
      status: 422,
      data: {
        ok: false,
        errors: {
          mollieApiKey: "A Mollie API key starts with live_ or test_, followed by at least 30 letters and digits.",
        },
      },
    });
    expect((await loadStoredCredentials(handle.db, app.secretsKey)).credentials.mollieApiKey).toBe(MOLLIE_API_KEY);
  });

  it("removes a saved credential when asked, and leaves one the environment sets alone", async () => {
    await save({ clear: ["mollieClientSecret"], mollieTestmode: "on" });
    expect((await page()).standing.mollieClientSecret).toBe("unset");

    const providers = await withFakeProviders(app);
    try {
      const services = { payments: providers.payments };
      const withEnv = await app.call(loader, PATH, { as: admin, services });
      expect((withEnv.data as Awaited<ReturnType<typeof loader>>).standing.stripeSecretKey).toBe("env");
      await app.call(action, PATH, {
        as: admin,
        services,
        form: { stripeSecretKey: "sk_live_51ShouldNotBeSaved00", clear: ["stripeSecretKey"] },
      });
      expect((await loadStoredCredentials(handle.db, app.secretsKey)).credentials.stripeSecretKey).toBe(STRIPE_KEY);
    } finally {
      await providers.close();
    }
  });
});
