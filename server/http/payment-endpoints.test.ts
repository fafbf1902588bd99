import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { paymentEvents, stays, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { testAuth } from "../../modules/accounts/test-support.ts";
import { bookableSite, guestBooking } from "../../modules/booking/booking.testing.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import { connectTestProvider } from "../../modules/payments/payments.testing.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { createServerApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";

const APP_DOMAIN = "vayvista.test";
const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 60);

/** Online payment through the whole server: the booking API's answer, the test provider's page, the webhook endpoint, the guest's calendar. */
describe.each(testBackends())("payments through the server on $name", (backend) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createServerApp>["app"];
  let host = "";
  let otherHost = "";
  let address = 0;

  let deps: Parameters<typeof createServerApp>[0];
  let payments: ReturnType<typeof createServerApp>["payments"];

  beforeAll(async () => {
    database = await backend.open();
    deps = {
      auth: testAuth(database.db).auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN, PUBLIC_URL: "https://vayvista.test", PAYMENTS_TEST_PROVIDER: "on" }),
      database,
      log: createLogger("silent"),
      cachePages: false,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      handlePage: async () => new Response("page"),
    };
    ({ app, payments } = createServerApp(deps));
    const site = await bookableSite(database.db, ["duinhuis"]);
    await connectTestProvider(database.db, site.siteId);
    const other = await bookableSite(database.db, ["hut"]);
    const subdomainOf = async (id: string) =>
      (await database.db.select().from(userSites).where(eq(userSites.id, id)))[0]?.subdomain ?? "";
    host = `${await subdomainOf(site.siteId)}.${APP_DOMAIN}`;
    otherHost = `${await subdomainOf(other.siteId)}.${APP_DOMAIN}`;
  });
  afterAll(() => database.close());

  const book = async (email: string, weeks = 0, server = app) => {
    const from = addDays(checkIn, weeks * 7);
    const answer = await server.request(`https://${host}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++address}` },
      body: JSON.stringify(guestBooking({ checkIn: from, checkOut: addDays(from, 3), lang: "en" }, { email })),
    });
    expect(answer.status).toBe(201);
    return (await answer.json()) as { status: string; awaitingPayment: boolean; payNow: string; bookingPage: string };
  };

  it("books, pays on the test page and confirms: the webhook's way and the guest's return agree", async () => {
    const booked = await book("ann@example.com");
    expect(booked).toMatchObject({ status: "request", awaitingPayment: true });
    expect(booked.payNow).toMatch(new RegExp(`^https://${host.replaceAll(".", "\\.")}/payments/test/tp_`));
    expect(booked.bookingPage).toMatch(new RegExp(`^https://${host.replaceAll(".", "\\.")}/mijn-boeking\\?b=`));
    const page = await app.request(booked.payNow);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<button type="submit" name="outcome" value="paid">');
    expect(html).toContain("no real money moves");
    const paid = await app.request(booked.payNow, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `https://${host}` },
      body: "method=card&outcome=paid",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(booked.bookingPage);
    const token = new URL(booked.bookingPage).searchParams.get("b") ?? "";
    const [stay] = await database.db.select().from(stays).where(eq(stays.guestToken, token));
    expect(stay?.status).toBe("confirmed");
    // A second click on a page left open changes nothing.
    const again = await app.request(booked.payNow, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "method=card&outcome=failed",
    });
    expect(again.status).toBe(303);
    expect((await database.db.select().from(stays).where(eq(stays.guestToken, token)))[0]?.status).toBe("confirmed");

    const ics = await app.request(`https://${host}/api/my-booking.ics?b=${token}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const body = await ics.text();
    expect(body).toContain(`DTSTART;VALUE=DATE:${checkIn.replaceAll("-", "")}`);
    expect((await app.request(`https://${otherHost}/api/my-booking.ics?b=${token}`)).status).toBe(404);
    expect((await app.request(`https://${host}/api/my-booking.ics?b=${"x".repeat(32)}`)).status).toBe(404);
  });

  it("refuses an unsigned or forged webhook with 400 and keeps nothing, and an unknown provider with 404", async () => {
    const before = (await database.db.select().from(paymentEvents)).length;
    const forged = await app.request(`https://${APP_DOMAIN}/api/payments/webhooks/test`, {
      method: "POST",
      headers: { "vv-test-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
      body: JSON.stringify({ event: `te_${"a".repeat(24)}`, payment: `tp_${"b".repeat(24)}` }),
    });
    expect(forged.status).toBe(400);
    expect(
      (await app.request(`https://${APP_DOMAIN}/api/payments/webhooks/test`, { method: "POST", body: "{}" })).status,
    ).toBe(400);
    expect(
      (await app.request(`https://${APP_DOMAIN}/api/payments/webhooks/paypal`, { method: "POST", body: "{}" })).status,
    ).toBe(404);
    const huge = await app.request(`https://${APP_DOMAIN}/api/payments/webhooks/test`, {
      method: "POST",
      headers: { "content-length": String(1024 * 1024) },
      body: "x".repeat(1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect((await database.db.select().from(paymentEvents)).length).toBe(before);
  });

  it("refuses a choice that is not one of the page's, and a test page for an unknown payment is 404", async () => {
    const booked = await book("ben@example.com", 1);
    const odd = await app.request(booked.payNow, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "method=bitcoin&outcome=paid",
    });
    expect(odd.status).toBe(400);
    expect((await app.request(`https://${host}/payments/test/tp_${"0".repeat(24)}`)).status).toBe(404);
    const forged = await app.request(booked.payNow, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "method=card&outcome=paid",
    });
    expect(forged.status).toBe(403);
  });

  it("books while the provider cannot be reached: the booking stands, and the guest is sent to their page to pay", async () => {
    // The same server, but every new payment times out at the provider.
    const { app: away } = createServerApp({
      ...deps,
      payments: {
        ...payments,
        providerFor: async (account) => {
          const provider = await payments.providerFor(account);
          return provider && { ...provider, createPayment: () => Promise.reject(new Error("connect ETIMEDOUT")) };
        },
      },
    });
    const booked = await book("cleo@example.com", 2, away);
    expect(booked).toMatchObject({ status: "request", awaitingPayment: true, payNow: null });
    expect(booked.bookingPage).toMatch(new RegExp(`^https://${host.replaceAll(".", "\\.")}/mijn-boeking\\?b=`));
    const token = new URL(booked.bookingPage).searchParams.get("b") ?? "";
    const [stay] = await database.db.select().from(stays).where(eq(stays.guestToken, token));
    expect(stay).toMatchObject({ status: "request", holdFor: "payment" });
  });
});
