import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { unitRates } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { testAuth } from "../../modules/accounts/test-support.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { DEFAULT_RATE_PLAN } from "../../modules/pricing/rate-plan.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { siteWithUnits } from "../../modules/vouchers/vouchers.testing.ts";
import { createServerApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { requestThrough } from "../http/testing.ts";
import { createLogger } from "../logger.ts";
import { createServerMetrics } from "./server-metrics.ts";

const APP_DOMAIN = "vayvista.test";
const TOKEN = "prometheus-reads-this-0123456789abcdef";
const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 30);

/** The value of one series in Prometheus's text format, e.g. `vayvista_bookings{status="confirmed"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** /metrics scraped through the real app and HTTP server, as Prometheus does. */
describe.each(testBackends())("/metrics on $name", (backend) => {
  let database: DatabaseHandle;
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    database = await backend.open();
    const site = await siteWithUnits(database.db, ["duinhuis"], { subdomain: "duinhuis", siteName: "Duinhuis" });
    await database.db.insert(unitRates).values({
      unitId: site.units[0] ?? "",
      siteId: site.siteId,
      plan: { ...DEFAULT_RATE_PLAN, baseNightlyCents: 12_500, bookingMode: "instant" },
    });
    const { listener } = createServerApp({
      auth: testAuth(database.db).auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN, METRICS_TOKEN: TOKEN }),
      database,
      log: createLogger("silent"),
      cachePages: true,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      handlePage: async () => new Response("<h1>Duinhuis</h1>", { headers: { "content-type": "text/html" } }),
      // Read afresh at every scrape here; the server reuses figures for 5 s.
      metrics: createServerMetrics({ db: database.db, cacheMs: 0 }),
    });
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const scrape = async (authorization?: string) =>
    requestThrough(port, "/metrics", {
      headers: { host: APP_DOMAIN, ...(authorization ? { authorization } : {}) },
    });

  it("answers only with the bearer token, and looks like any missing page otherwise", async () => {
    for (const wrong of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, "Basic abc"]) {
      const refused = await scrape(wrong);
      expect(refused.status, String(wrong)).toBe(404);
      expect(await refused.text()).toBe("Not Found");
    }
    const answered = await scrape(`Bearer ${TOKEN}`);
    expect(answered.status).toBe(200);
    expect(answered.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answered.text();
    expect(sample(text, "vayvista_database_figures_up")).toBe(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("shows a booking made through the booking API, and the request's time under the booking API", async () => {
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const confirmedBefore = sample(before, 'vayvista_bookings{status="confirmed"}') ?? Number.NaN;
    const requestsBefore = sample(
      before,
      'vayvista_http_request_duration_seconds_count{group="booking_api",status="2xx"}',
    );

    const booked = await requestThrough(port, "/api/bookings", {
      method: "POST",
      headers: { host: `duinhuis.${APP_DOMAIN}`, "content-type": "application/json" },
      body: JSON.stringify({
        unit: "duinhuis",
        checkIn,
        checkOut: addDays(checkIn, 3),
        adults: 2,
        children: 0,
        lang: "nl",
        guest: { name: "Sanne de Vries", email: "sanne@example.nl", phone: "+31 6 12345678", country: "NL" },
        acceptHouseRules: true,
        acceptCancellationPolicy: true,
      }),
    });
    expect(booked.status).toBe(201);

    const after = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(sample(after, 'vayvista_bookings{status="confirmed"}')).toBe(confirmedBefore + 1);
    expect(sample(after, 'vayvista_http_request_duration_seconds_count{group="booking_api",status="2xx"}')).toBe(
      (requestsBefore ?? 0) + 1,
    );
  });

  it("counts page cache hits and page views answered at the doors, before the app", async () => {
    const host = `duinhuis.${APP_DOMAIN}`;
    const page = () => requestThrough(port, "/", { headers: { host } });
    const tracking = 'vayvista_http_request_duration_seconds_count{group="tracking",status="2xx"}';
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect((await page()).status).toBe(200);
    expect((await page()).status).toBe(200);
    const view = await requestThrough(port, "/api/track-visitor", {
      method: "POST",
      headers: { host, origin: `http://${host}`, "content-type": "application/json" },
      body: JSON.stringify({ page_url: `http://${host}/` }),
    });
    expect(view.status).toBe(200);
    const after = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(sample(after, "vayvista_page_cache_hits_total")).toBe(
      (sample(before, "vayvista_page_cache_hits_total") ?? 0) + 1,
    );
    expect(sample(after, "vayvista_page_cache_bytes")).toBeGreaterThan(0);
    expect(
      sample(after, 'vayvista_http_request_duration_seconds_count{group="owner_site",status="2xx"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(after, tracking)).toBe((sample(before, tracking) ?? 0) + 1);
  });
});
