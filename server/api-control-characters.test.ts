import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { unitRates } from "../db/schema.ts";
import { testBackends } from "../db/testing.ts";
import { testAuth } from "../modules/accounts/test-support.ts";
import { addDays, todayIn } from "../modules/dates/stay-date.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { DEFAULT_RATE_PLAN } from "../modules/pricing/rate-plan.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { siteWithUnits } from "../modules/vouchers/vouchers.testing.ts";
import { createServerApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { requestThrough } from "./http/testing.ts";
import { createLogger } from "./logger.ts";

const APP_DOMAIN = "vayvista.test";
const SITE_HOST = `zeezicht.${APP_DOMAIN}`;
const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 30);
const checkOut = addDays(checkIn, 3);

/** NUL (which Postgres refuses in any text), another C0 control, DEL, a C1 control. */
const CONTROLS = ["\u0000", "\u001b", "\u007f", "\u0085"];

/** `status`: the one answer that shows the call reached its endpoint, where others would pass too. */
type Call = { what: string; method: "GET" | "POST"; path: string; host?: string; body?: unknown; status?: number };

/**
 * Every public endpoint under /api/ with a control character in each text a client sends
 * it: a 4xx answered as JSON, never a 500 or an HTML page. (Header values cannot carry
 * them: Node's parser refuses such a request before the app sees it.)
 */
function callsWith(bad: string): Call[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const availability = { unit: "strandhuis", from: checkIn, to: addDays(checkIn, 14), lang: "de" };
  const quote = { unit: "strandhuis", checkIn, checkOut, voucher: "WELKOM", lang: "de" };
  const guest = { name: "Jonas Becker", email: "jonas@example.de", phone: "+49 170 1234567", country: "DE" };
  const booking = {
    unit: "strandhuis",
    checkIn,
    checkOut,
    adults: 2,
    lang: "de",
    guest,
    acceptHouseRules: true,
    acceptCancellationPolicy: true,
  };
  const owner = { email: "eigenaar@example.nl", password: "een lang wachtwoord 42" };
  const calls: Call[] = [];
  for (const [name, value] of Object.entries(availability)) {
    calls.push({
      what: `availability ${name}`,
      method: "GET",
      path: `/api/availability?${q({ ...availability, [name]: `${value}${bad}` })}`,
    });
  }
  for (const [name, value] of Object.entries(quote)) {
    calls.push({
      what: `quote ${name}`,
      method: "GET",
      path: `/api/quote?${q({ ...quote, [name]: `${value}${bad}` })}`,
    });
  }
  for (const name of ["unit", "checkIn", "lang"] as const) {
    calls.push({
      what: `booking ${name}`,
      method: "POST",
      path: "/api/bookings",
      body: { ...booking, [name]: `${booking[name]}${bad}` },
    });
  }
  for (const name of ["name", "email", "phone", "country"] as const) {
    const spoilt = { ...guest, [name]: `${guest[name].slice(0, 2)}${bad}${guest[name].slice(2)}` };
    calls.push({
      what: `booking guest.${name}`,
      method: "POST",
      path: "/api/bookings",
      body: { ...booking, guest: spoilt },
    });
  }
  calls.push(
    {
      what: "booking guest.message",
      method: "POST",
      path: "/api/bookings",
      body: { ...booking, guest: { ...guest, message: `Hallo${bad}` } },
    },
    { what: "booking voucher", method: "POST", path: "/api/bookings", body: { ...booking, voucher: `WELKOM${bad}` } },
    {
      what: "page view user_agent",
      method: "POST",
      path: "/api/track-visitor",
      body: { page_url: `https://${SITE_HOST}/`, user_agent: `Mozilla/5.0${bad}`, referrer: null },
      status: 400,
    },
    {
      what: "page view referrer",
      method: "POST",
      path: "/api/track-visitor",
      body: { page_url: `https://${SITE_HOST}/`, referrer: `https://example.com/${bad}` },
      status: 400,
    },
    {
      what: "sign-in email",
      method: "POST",
      path: "/api/auth/sign-in/email",
      host: APP_DOMAIN,
      body: { ...owner, email: `eigen${bad}aar@example.nl` },
    },
    {
      what: "sign-up name",
      method: "POST",
      path: "/api/auth/sign-up/email",
      host: APP_DOMAIN,
      body: { ...owner, name: `Eigen${bad}aar` },
    },
    {
      what: "password reset email",
      method: "POST",
      path: "/api/auth/request-password-reset",
      host: APP_DOMAIN,
      body: { email: `eigen${bad}aar@example.nl` },
    },
    {
      what: "password reset token",
      method: "POST",
      path: "/api/auth/reset-password",
      host: APP_DOMAIN,
      body: { token: `abc${bad}def`, newPassword: owner.password },
    },
    {
      what: "email verification token",
      method: "GET",
      path: `/api/auth/verify-email?${q({ token: `abc${bad}def` })}`,
      host: APP_DOMAIN,
    },
    { what: "an unknown API path", method: "GET", path: `/api/${encodeURIComponent(`availability${bad}`)}` },
    {
      what: "an unknown API path posted",
      method: "POST",
      path: `/api/${encodeURIComponent(`bookings${bad}`)}`,
      body: booking,
    },
  );
  return calls;
}

describe.each(testBackends())("control characters sent to the public API on $name", (backend) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createServerApp>["app"];
  // The server as node:http runs it: page views are answered at its door, before the app.
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    database = await backend.open();
    const site = await siteWithUnits(database.db, ["strandhuis"], { subdomain: "zeezicht", siteName: "Zeezicht" });
    await database.db.insert(unitRates).values({
      unitId: site.units[0] ?? "",
      siteId: site.siteId,
      plan: { ...DEFAULT_RATE_PLAN, baseNightlyCents: 12_500, bookingMode: "instant" },
    });
    let listener: http.RequestListener;
    ({ app, listener } = createServerApp({
      auth: testAuth(database.db).auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN }),
      database,
      log: createLogger("silent"),
      cachePages: false,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      // What a page would be: the API's answers must never be one.
      handlePage: async () => new Response("<!doctype html><p>page</p>", { headers: { "content-type": "text/html" } }),
    }));
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  });

  it("answers each with a 4xx in JSON, never a 500 or a page", async () => {
    const answers: string[] = [];
    for (const bad of CONTROLS) {
      for (const call of callsWith(bad)) {
        const host = call.host ?? SITE_HOST;
        const res = await requestThrough(port, call.path, {
          method: call.method,
          headers: {
            host,
            origin: `http://${host}`,
            "accept-language": "de-DE",
            ...(call.body ? { "content-type": "application/json" } : {}),
          },
          ...(call.body ? { body: JSON.stringify(call.body) } : {}),
        });
        const type = res.headers.get("content-type") ?? "";
        const text = await res.text();
        const json = type.startsWith("application/json") ? (JSON.parse(text) as unknown) : null;
        const ok =
          res.status >= 400 &&
          res.status < 500 &&
          (call.status === undefined || res.status === call.status) &&
          json !== null &&
          typeof json === "object";
        if (!ok) answers.push(`${call.what} ${JSON.stringify(bad)}: ${res.status} ${type} ${text.slice(0, 80)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it("answers a guest's problem in the booking API's documented shape, in the asked language", async () => {
    const asked = `/api/quote?${new URLSearchParams({ unit: "strand\u0000huis", checkIn, checkOut, lang: "de" })}`;
    const res = await app.request(`http://${SITE_HOST}${asked}`, { headers: { host: SITE_HOST } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: "invalid_request",
        message: "Bitte prüfen Sie Ihre Angaben: nicht alles ist richtig ausgefüllt.",
        details: [expect.objectContaining({ code: "control_character", field: "unit" })],
      },
    });
    // The same booking with a clean name is booked: the refusal was the name's, nothing else.
    const booking = (name: string) =>
      app.request(`http://${SITE_HOST}/api/bookings`, {
        method: "POST",
        headers: { host: SITE_HOST, "content-type": "application/json" },
        body: JSON.stringify({
          unit: "strandhuis",
          checkIn,
          checkOut,
          adults: 2,
          lang: "pl",
          guest: { name, email: "marta@example.pl", phone: "+48 600 100 200", country: "PL" },
          acceptHouseRules: true,
          acceptCancellationPolicy: true,
        }),
      });
    const refused = await booking("Marta\u0000Nowak");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "invalid_request",
        message: "Sprawdź dane: nie wszystko zostało poprawnie wypełnione.",
        details: [expect.objectContaining({ code: "control_character", field: "guest.name" })],
      },
    });
    expect((await booking("Marta Nowak")).status).toBe(201);
    const unknown = await app.request(`http://${SITE_HOST}/api/kalender?lang=de`, { headers: { host: SITE_HOST } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });
});
