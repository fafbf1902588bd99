import { randomBytes, randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { paymentAccounts } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { savePlatformSettings } from "../../modules/payments/platform/platform-settings.ts";
import { webhookRequest } from "../../modules/payments/stripe/fake-stripe-server.testing.ts";
import { ownerWithSite } from "../../modules/sites/sites.testing.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { CREDENTIALS_CACHE_MS, createPaymentPlatform } from "./payment-platform.ts";
import { createPaymentServices } from "./payment-services.ts";

const KEY = randomBytes(32);
const ORIGIN = "https://vayvista.example";
const WEBHOOK_SECRET = "whsec_SavedByTheAdmin0123";

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
    function instance(env = {}) {
      const platform = createPaymentPlatform({
        db: handle.db,
        secretsKey: KEY,
        env,
        testProvider: false,
        origin: ORIGIN,
        now: () => clock,
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
        mollieTestmode: true,
      });
    });
  },
);
