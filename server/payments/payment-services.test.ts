import { randomBytes, randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { paymentAccounts } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { type FakeMollie, startFakeMollie } from "../../modules/payments/mollie/fake-mollie.testing.ts";
import type { PaymentCredentialsFromEnv } from "../../modules/payments/platform/platform-credentials.ts";
import { platformSubscription } from "../../modules/payments/platform/platform-payments.testing.ts";
import { savePlatformSettings } from "../../modules/payments/platform/platform-settings.ts";
import {
  FAKE_SECRET_KEY,
  type FakeStripe,
  startFakeStripe,
  webhookRequest,
} from "../../modules/payments/stripe/fake-stripe-server.testing.ts";
import { ownerWithSite } from "../../modules/sites/sites.testing.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { CREDENTIALS_CACHE_MS, createPaymentPlatform } from "./payment-platform.ts";
import { createPaymentServices } from "./payment-services.ts";

const KEY = randomBytes(32);
const ORIGIN = "https://vayvista.example";
const WEBHOOK_SECRET = "whsec_SavedByTheAdmin0123";
const PLATFORM_WEBHOOK_SECRET = "whsec_PlatformEndpoint0123";

type ProviderHosts = NonNullable<Parameters<typeof createPaymentPlatform>[0]["providerHosts"]>;

describe.each(testBackends())(
  "the process's payment services, as the platform's credentials change, on $name",
  (backend) => {
    let handle: DatabaseHandle;
    let clock = Date.now();

    beforeAll(async () => {
      handle = await backend.open();
    });
    afterAll(() => handle.close());

    /** One instance of the server: its own platform (and cache) over the shared database. */
    function instance(env: PaymentCredentialsFromEnv = {}, providerHosts?: ProviderHosts) {
      const platform = createPaymentPlatform({
        db: handle.db,
        secretsKey: KEY,
        env,
        testProvider: false,
        origin: ORIGIN,
        now: () => clock,
        ...(providerHosts ? { providerHosts } : {}),
      });
      const services = createPaymentServices({
        db: handle.db,
        addressing: { origin: ORIGIN, appDomain: "vayvista.example" },
        bookingEvents: new BookingEventBus(),
        secretsKey: KEY,
        platform,
        wake: async () => {},
      });
      return { platform, services };
    }

    async function stripeAccount() {
      const { siteId } = await ownerWithSite(handle.db);
      const [row] = await handle.db
        .insert(paymentAccounts)
        .values({
          siteId,
          provider: "stripe",
          externalAccountId: "acct_1Owner",
          chargesEnabled: true,
          methods: ["card"],
        })
        .returning();
      return row ?? expect.fail();
    }

    it("has no adapter or webhook reader for a provider without credentials, nor the test provider where it is off", async () => {
      const { services } = instance();
      expect(await services.providerFor(await stripeAccount())).toBeNull();
      for (const provider of ["stripe", "mollie", "test"] as const)
        expect(await services.readerFor(provider)).toBeNull();
      expect(services.webhookUrl("stripe")).toBe(`${ORIGIN}/api/payments/webhooks/stripe`);
    });

    it("takes what the admin saves: at once on the instance where it was saved, on the others within the cache time", async () => {
      const here = instance();
      const there = instance();
      const account = await stripeAccount();
      expect(await there.services.providerFor(account)).toBeNull();

      await savePlatformSettings(
        handle.db,
        {
          stripeSecretKey: "sk_test_SavedByTheAdmin0123",
          stripeWebhookSecret: WEBHOOK_SECRET,
          mollieClientId: "app_Saved0123",
          mollieClientSecret: "saved-mollie-secret",
          mollieTestmode: false,
        },
        KEY,
        randomUUID(),
      );
      here.platform.forget();
      expect((await here.services.providerFor(account))?.name).toBe("stripe");
      expect(await here.services.readerFor("mollie")).not.toBeNull();
      expect(await there.services.providerFor(account)).toBeNull();

      clock += CREDENTIALS_CACHE_MS + 1;
      expect((await there.services.providerFor(account))?.name).toBe("stripe");
    });

    it("checks Stripe's notices with the saved webhook secret", async () => {
      const { services } = instance();
      const reader = await services.readerFor("stripe");
      const rawBody = JSON.stringify({
        id: "evt_1",
        object: "event",
        type: "checkout.session.completed",
        data: { object: { id: "cs_test_1", object: "checkout.session", metadata: { ledger_id: randomUUID() } } },
      });
      const now = Math.floor(Date.now() / 1000);
      const signed = (secret: string) =>
        Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp: now });
      expect(reader?.read(webhookRequest(rawBody, signed(WEBHOOK_SECRET), new Date(now * 1000)))).toEqual({
        ok: true,
        notice: { eventId: "evt_1", providerPaymentId: "cs_test_1" },
      });
      expect(reader?.read(webhookRequest(rawBody, signed("whsec_SomeoneElse0123"), new Date(now * 1000)))).toEqual({
        ok: false,
        reason: "bad_signature",
      });
    });

    it("lets the environment win over what the admin saved", async () => {
      const { platform } = instance({ stripeWebhookSecret: "whsec_FromTheEnvironment", mollieTestmode: true });
      expect(await platform.credentials()).toMatchObject({
        stripe: { secretKey: "sk_test_SavedByTheAdmin0123", webhookSecret: "whsec_FromTheEnvironment" },
        mollie: { testmode: true },
      });
      expect(platform.fromEnvironment).toEqual({
        stripeSecretKey: false,
        stripeWebhookSecret: true,
        mollieClientId: false,
        mollieClientSecret: false,
        stripePlatformWebhookSecret: false,
        mollieApiKey: false,
        mollieTestmode: true,
      });
    });

    describe("the platform's own account at each provider (owners' subscriptions)", () => {
      let stripe: FakeStripe;
      let mollie: FakeMollie;
      beforeAll(async () => {
        stripe = await startFakeStripe();
        mollie = await startFakeMollie();
      });
      afterAll(async () => {
        await mollie.close();
        stripe.close();
      });
      const hosts = (): ProviderHosts => ({
        stripe: stripe.api,
        mollie: { apiEndpoint: mollie.apiEndpoint, tokenUrl: mollie.tokenUrl },
      });

      it("has none without credentials: Stripe without its secret key, Mollie without the API key (Connect's app is not enough)", async () => {
        const { services } = instance(
          { mollieClientId: "app_Connect0123", mollieClientSecret: "connect-app-secret" },
          hosts(),
        );
        // What the tests above saved for Stripe is removed: only Connect's Mollie app is left.
        await savePlatformSettings(
          handle.db,
          { mollieTestmode: false, clear: ["stripeSecretKey", "stripeWebhookSecret", "stripePlatformWebhookSecret"] },
          KEY,
          randomUUID(),
        );
        services.platform.forget();
        expect(await services.platformProvider("stripe")).toBeNull();
        expect(await services.platformProvider("mollie")).toBeNull();
        expect(await services.platformProvider("test")).toBeNull();
        expect(await services.readerFor("stripe")).toBeNull();
      });

      it("charges Stripe's own account, naming no connected account, once the platform's secret key is set", async () => {
        const { services } = instance({ stripeSecretKey: FAKE_SECRET_KEY }, hosts());
        const adapter = await services.platformProvider("stripe");
        const input = platformSubscription("stripe").firstPayment();

        const created = await adapter?.createPayment(input);

        expect(adapter?.name).toBe("stripe");
        expect(created?.providerPaymentId).toMatch(/^cs_/);
        expect(stripe.books(null).objects.has(created?.providerPaymentId ?? "")).toBe(true);
        const call = stripe.requests.findLast((r) => r.path === "/v1/checkout/sessions");
        expect(call).toMatchObject({ account: null, idempotencyKey: input.idempotencyKey });
      });

      it("charges Mollie's own account with the API key, naming no profile, once the key is set, without Connect's app", async () => {
        const { owner, apiKey } = mollie.addApiKey("test");
        const { services } = instance({ mollieApiKey: apiKey }, hosts());
        const adapter = await services.platformProvider("mollie");

        const created = await adapter?.createPayment(platformSubscription("mollie").firstPayment());

        expect(adapter?.name).toBe("mollie");
        expect(mollie.payment(created?.providerPaymentId ?? "")).toMatchObject({
          profileId: owner.profileId,
          sequenceType: "first",
        });
        // Mollie's notices of those payments are read too: the endpoint is there without Connect's app.
        expect(await services.readerFor("mollie")).not.toBeNull();
      });

      it("reads Stripe's notices signed with either endpoint's secret, and with the platform's alone", async () => {
        const rawBody = JSON.stringify({
          id: "evt_platform_1",
          object: "event",
          type: "checkout.session.completed",
          data: { object: { id: "cs_test_sub", object: "checkout.session", metadata: { ledger_id: randomUUID() } } },
        });
        const now = Math.floor(Date.now() / 1000);
        const signed = (secret: string) =>
          webhookRequest(
            rawBody,
            Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp: now }),
            new Date(now * 1000),
          );
        const ok = { ok: true, notice: { eventId: "evt_platform_1", providerPaymentId: "cs_test_sub" } };
        const refused = { ok: false, reason: "bad_signature" };

        const both = instance(
          {
            stripeSecretKey: FAKE_SECRET_KEY,
            stripeWebhookSecret: WEBHOOK_SECRET,
            stripePlatformWebhookSecret: PLATFORM_WEBHOOK_SECRET,
          },
          hosts(),
        );
        const reader = await both.services.readerFor("stripe");
        expect(reader?.read(signed(WEBHOOK_SECRET))).toEqual(ok);
        expect(reader?.read(signed(PLATFORM_WEBHOOK_SECRET))).toEqual(ok);
        expect(reader?.read(signed("whsec_SomeoneElse0123"))).toEqual(refused);

        const platformOnly = instance(
          { stripeSecretKey: FAKE_SECRET_KEY, stripePlatformWebhookSecret: PLATFORM_WEBHOOK_SECRET },
          hosts(),
        );
        const ownReader = await platformOnly.services.readerFor("stripe");
        expect(ownReader?.read(signed(PLATFORM_WEBHOOK_SECRET))).toEqual(ok);
        expect(ownReader?.read(signed(WEBHOOK_SECRET))).toEqual(refused);
      });
    });
  },
);
