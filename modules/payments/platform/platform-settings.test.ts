import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { auditLog, paymentPlatformSettings } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { effectiveCredentials } from "./platform-credentials.ts";
import { loadStoredCredentials, platformSettingsForDisplay, savePlatformSettings } from "./platform-settings.ts";

const KEY = randomBytes(32);
const ADMIN_ID = randomUUID();
const STRIPE_KEY = "sk_test_51PlatformKeyAbCdEf0123456789";
const WEBHOOK_SECRET = "whsec_ConnectEndpointSecret0123";
const MOLLIE_ID = "app_AbCdEf123456";
const MOLLIE_SECRET = "mollie-app-secret-0123456789";
const PLATFORM_WEBHOOK_SECRET = "whsec_PlatformEndpointSecret0123";
const MOLLIE_API_KEY = "live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";

describe.each(testBackends())("the platform's payment credentials on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  const row = async () =>
    (await handle.db.select().from(paymentPlatformSettings).where(eq(paymentPlatformSettings.id, 1)))[0];

  it("starts with nothing set", async () => {
    expect(await platformSettingsForDisplay(handle.db)).toEqual({
      saved: {
        stripeSecretKey: false,
        stripeWebhookSecret: false,
        mollieClientId: false,
        mollieClientSecret: false,
        stripePlatformWebhookSecret: false,
        mollieApiKey: false,
      },
      mollieTestmode: false,
      updatedAt: null,
    });
    expect((await loadStoredCredentials(handle.db, KEY)).credentials).toEqual({ mollieTestmode: false });
  });

  it("keeps each credential sealed, never in the clear, and the audit log names only what changed", async () => {
    const input = {
      stripeSecretKey: ` ${STRIPE_KEY} `,
      stripeWebhookSecret: WEBHOOK_SECRET,
      mollieClientId: MOLLIE_ID,
      mollieClientSecret: MOLLIE_SECRET,
      stripePlatformWebhookSecret: PLATFORM_WEBHOOK_SECRET,
      mollieApiKey: MOLLIE_API_KEY,
      mollieTestmode: true,
    };
    expect(await savePlatformSettings(handle.db, input, KEY, ADMIN_ID)).toEqual({ ok: true });
    const stored = JSON.stringify(await row());
    const secrets = [STRIPE_KEY, WEBHOOK_SECRET, MOLLIE_ID, MOLLIE_SECRET, PLATFORM_WEBHOOK_SECRET, MOLLIE_API_KEY];
    for (const secret of secrets) expect(stored).not.toContain(secret);
    expect((await loadStoredCredentials(handle.db, KEY)).credentials).toEqual({
      stripeSecretKey: STRIPE_KEY,
      stripeWebhookSecret: WEBHOOK_SECRET,
      mollieClientId: MOLLIE_ID,
      mollieClientSecret: MOLLIE_SECRET,
      stripePlatformWebhookSecret: PLATFORM_WEBHOOK_SECRET,
      mollieApiKey: MOLLIE_API_KEY,
      mollieTestmode: true,
    });
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "payment_platform.update"));
    expect(entry?.details).toEqual({
      changed: [
        "stripeSecretKey",
        "stripeWebhookSecret",
        "mollieClientId",
        "mollieClientSecret",
        "stripePlatformWebhookSecret",
        "mollieApiKey",
      ],
      mollieTestmode: true,
    });
    for (const secret of secrets) expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it("keeps what is left empty, replaces what is typed, removes what is asked", async () => {
    const newKey = "sk_live_51ReplacedKey0000000000";
    await savePlatformSettings(
      handle.db,
      { stripeSecretKey: newKey, mollieTestmode: false, clear: ["mollieClientSecret", "mollieApiKey"] },
      KEY,
      ADMIN_ID,
    );
    expect((await loadStoredCredentials(handle.db, KEY)).credentials).toEqual({
      stripeSecretKey: newKey,
      stripeWebhookSecret: WEBHOOK_SECRET,
      mollieClientId: MOLLIE_ID,
      stripePlatformWebhookSecret: PLATFORM_WEBHOOK_SECRET,
      mollieTestmode: false,
    });
    expect((await platformSettingsForDisplay(handle.db)).saved).toEqual({
      stripeSecretKey: true,
      stripeWebhookSecret: true,
      mollieClientId: true,
      mollieClientSecret: false,
      stripePlatformWebhookSecret: true,
      mollieApiKey: false,
    });
  });

  it("refuses a value pasted into the wrong field, saving nothing of the form", async () => {
    const before = await row();
    const result = await savePlatformSettings(
      handle.db,
      {
        stripeSecretKey: WEBHOOK_SECRET,
        mollieClientId: "org_123456",
        mollieClientSecret: "two words",
        // An owner's OAuth token, or the Stripe key, is not the platform's Mollie API key.
        mollieApiKey: "access_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM",
        stripePlatformWebhookSecret: STRIPE_KEY,
        mollieTestmode: true,
      },
      KEY,
      ADMIN_ID,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        stripeSecretKey: "invalid",
        mollieClientId: "invalid",
        mollieClientSecret: "invalid",
        stripePlatformWebhookSecret: "invalid",
        mollieApiKey: "invalid",
      },
    });
    expect(await row()).toEqual(before);
  });

  it("counts a credential that no longer opens (SECRETS_KEY changed) as not set, and names it", async () => {
    const { credentials, unreadable } = await loadStoredCredentials(handle.db, randomBytes(32));
    expect(credentials).toEqual({ mollieTestmode: false });
    expect(unreadable).toEqual([
      "stripeSecretKey",
      "stripeWebhookSecret",
      "mollieClientId",
      "stripePlatformWebhookSecret",
    ]);
  });
});

describe("the credentials in force", () => {
  const stored = {
    stripeSecretKey: STRIPE_KEY,
    stripeWebhookSecret: WEBHOOK_SECRET,
    mollieClientId: MOLLIE_ID,
    mollieClientSecret: MOLLIE_SECRET,
    stripePlatformWebhookSecret: PLATFORM_WEBHOOK_SECRET,
    mollieApiKey: MOLLIE_API_KEY,
    mollieTestmode: false,
  };

  it("take each setting from the environment where it is set there, else from the admin's", () => {
    expect(
      effectiveCredentials({ stripeSecretKey: "sk_live_fromTheEnvironment", mollieTestmode: true }, stored),
    ).toEqual({
      stripe: {
        secretKey: "sk_live_fromTheEnvironment",
        webhookSecret: WEBHOOK_SECRET,
        platformWebhookSecret: PLATFORM_WEBHOOK_SECRET,
      },
      mollie: { clientId: MOLLIE_ID, clientSecret: MOLLIE_SECRET, testmode: true },
      mollieApiKey: MOLLIE_API_KEY,
    });
    expect(effectiveCredentials({ mollieApiKey: "test_FromTheEnvironment0123456789abcd" }, stored).mollieApiKey).toBe(
      "test_FromTheEnvironment0123456789abcd",
    );
  });

  it("leave a provider out until what it needs is there: Stripe's key, Mollie's id and secret", () => {
    expect(
      effectiveCredentials(
        {},
        { mollieClientId: MOLLIE_ID, stripeWebhookSecret: WEBHOOK_SECRET, mollieTestmode: false },
      ),
    ).toEqual({
      stripe: null,
      mollie: null,
      mollieApiKey: null,
    });
    expect(effectiveCredentials({}, { stripeSecretKey: STRIPE_KEY, mollieTestmode: false }).stripe).toEqual({
      secretKey: STRIPE_KEY,
      webhookSecret: null,
      platformWebhookSecret: null,
    });
    // The platform's own Mollie account needs nothing of Connect's app.
    expect(effectiveCredentials({}, { mollieApiKey: MOLLIE_API_KEY, mollieTestmode: false })).toMatchObject({
      mollie: null,
      mollieApiKey: MOLLIE_API_KEY,
    });
  });
});
