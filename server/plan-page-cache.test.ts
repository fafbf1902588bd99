import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as planAction } from "../app/routes/admin/plan.tsx";
import { loader as pricingLoader } from "../app/routes/marketing/pricing.tsx";
import type { DatabaseHandle } from "../db/client.ts";
import { testBackends } from "../db/testing.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { formatMoney } from "../modules/plans/format-plan.ts";
import { seedPlan } from "../modules/seed/seed.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { outcome, type Person, type RouteHarness, routeArgs, routeHarness } from "../tests/support/route-harness.ts";
import { createServerApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { requestThrough } from "./http/testing.ts";
import { createLogger } from "./logger.ts";

/**
 * Through the HTTP server with its in-memory page cache: the pricing pages are served from
 * the cache until an admin saves the plan, then show the new fee in every language. The
 * page renderer is a stand-in that runs the real pricing loader and plan action.
 */
describe.each(testBackends())("plan changes and the marketing page cache on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let admin: Person;
  let server: ReturnType<typeof createServerApp>;
  let rendered: string[];
  let listening: http.Server;
  let port = 0;

  beforeAll(async () => {
    handle = await backend.open();
    await seedPlan(handle.db);
    h = routeHarness(handle.db);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", lang: "nl" });
    rendered = [];
    server = createServerApp({
      config: loadConfig({ APP_DOMAIN: "vayvista.test", PAGE_CACHE_SECONDS: "600" }),
      database: handle,
      log: createLogger("silent"),
      cachePages: true,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      auth: h.auth,
      secretsKey: Buffer.alloc(32, 7),
      handlePage: async (request, services) => {
        const path = new URL(request.url).pathname;
        rendered.push(path);
        // The server's own services (its page cache's clear), with the test's accounts.
        const context = h.context({ ...services, accounts: h.services().accounts });
        if (path === "/admin/plan") {
          const result = await outcome(() => planAction(routeArgs(request, context)));
          return Response.json(result.data, { status: result.status });
        }
        const page = await outcome(() => pricingLoader(routeArgs(request, context)));
        return new Response(`<title>${(page.data as { title: string }).title}</title>`, {
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      },
    });
    listening = http.createServer(server.listener).listen(0, "127.0.0.1");
    await once(listening, "listening");
    port = (listening.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve));
    await handle.close();
  });

  /** Through node:http, as main.ts runs the server: cached pages come from its door. */
  const get = async (path: string) => (await requestThrough(port, path, { headers: { host: "vayvista.test" } })).text();

  const pages = [
    ["/prijzen", "nl"],
    ["/en/pricing", "en"],
    ["/pl/ceny", "pl"],
  ] as const;

  it("serves the new monthly fee on the cached pricing pages in nl, en and pl right after saving", async () => {
    for (const [path, lang] of pages) expect(await get(path)).toContain(formatMoney(5000, "EUR", lang));
    for (const [path] of pages) await get(path);
    expect(rendered).toEqual(["/prijzen", "/en/pricing", "/pl/ceny"]); // the second round came from the cache

    const saved = await server.app.request("http://vayvista.test/admin/plan", {
      method: "POST",
      headers: { host: "vayvista.test", cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        setupFee: "150",
        monthlyFee: "39,95",
        moneyBackDays: "30",
        liveWithinDays: "7",
        "promotion.nl": "",
        "promotion.en": "",
        "promotion.pl": "",
      }),
    });
    expect(saved.status).toBe(200);

    for (const [path, lang] of pages) expect(await get(path)).toContain(formatMoney(3995, "EUR", lang));
    expect(rendered.slice(-3)).toEqual(["/prijzen", "/en/pricing", "/pl/ceny"]);
  });
});
