import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { userSites } from "../db/schema.ts";
import { seedOwner } from "../db/seed/demo-accounts.ts";
import { seedDemoContent } from "../db/seed/seed.ts";
import { testBackends } from "../db/testing.ts";
import { testAuth } from "../modules/accounts/test-support.ts";
import { createServerApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";

describe.each(testBackends())("HTTP server on $name", (backend) => {
  let database: DatabaseHandle;
  let rendered: string[];
  let server: ReturnType<typeof createServerApp>;

  beforeAll(async () => {
    database = await backend.open();
    await seedDemoContent(database.db);
    const owner = await seedOwner(database.db);
    await database.db.insert(userSites).values({
      userId: owner.id,
      themeName: "nature-rustic",
      siteName: "Boshuisje <De Eik>",
      subdomain: "de-eik",
      customDomain: "boshuisje-de-eik.nl",
    });
    rendered = [];
    server = createServerApp({
      auth: testAuth(database.db).auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN: "vayvista.nl", PAGE_CACHE_SECONDS: "60" }),
      database,
      log: createLogger("silent"),
      cachePages: true,
      handlePage: async (request, services) => {
        const path = new URL(request.url).pathname;
        rendered.push(path);
        if (path === "/boom") throw new Error("render failed");
        return new Response(`<h1>${path} ${services.origin}</h1>`, {
          status: path === "/bestaat-niet" ? 404 : 200,
          headers: { "content-type": "text/html" },
        });
      },
    });
  });
  afterAll(() => database.close());

  const get = (path: string, host = "vayvista.nl", init: RequestInit = {}) =>
    server.app.request(`http://${host}${path}`, { ...init, headers: { host, ...(init.headers ?? {}) } });

  it("answers health and readiness", async () => {
    expect((await get("/healthz")).status).toBe(200);
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });

  it("renders marketing pages for the main domain in every spelling", async () => {
    for (const host of ["vayvista.nl", "WWW.VayVista.nl", "vayvista.nl.:8443"]) {
      const res = await get("/prijzen", host);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<h1>/prijzen https://vayvista.nl</h1>");
    }
  });

  it("serves a theme demo on a theme subdomain and an owner site on its subdomain or domain", async () => {
    const demo = await (await get("/", "urban-hip.vayvista.nl")).text();
    expect(demo).toContain('data-theme="urban-hip"');
    const owner = await (await get("/", "de-eik.vayvista.nl")).text();
    expect(owner).toContain("Boshuisje &lt;De Eik&gt;");
    expect(owner).toContain('data-theme="nature-rustic"');
    expect(await (await get("/", "www.boshuisje-de-eik.nl")).text()).toContain("Boshuisje &lt;De Eik&gt;");
  });

  it("falls back to the marketing site for unknown hosts", async () => {
    const res = await get("/", "onbekend.vayvista.nl");
    expect(await res.text()).toContain("<h1>/ https://vayvista.nl</h1>");
  });

  it("renders a marketing page once and then serves it from memory until cleared", async () => {
    rendered = [];
    await get("/en/pricing");
    await get("/en/pricing");
    expect(rendered).toEqual(["/en/pricing"]);
    server.pageCache.clear();
    await get("/en/pricing");
    expect(rendered).toEqual(["/en/pricing", "/en/pricing"]);
  });

  it("never caches the signed-in app, the login screens or other non-marketing paths", async () => {
    rendered = [];
    for (const path of ["/dashboard", "/admin", "/login", "/onboarding"]) {
      await get(path);
      await get(path);
    }
    expect(rendered).toEqual([
      "/dashboard",
      "/dashboard",
      "/admin",
      "/admin",
      "/login",
      "/login",
      "/onboarding",
      "/onboarding",
    ]);
  });

  it("never caches not-found pages, query strings or form posts", async () => {
    rendered = [];
    expect((await get("/bestaat-niet")).status).toBe(404);
    await get("/bestaat-niet");
    await get("/contact?x=1");
    await get("/contact?x=1");
    await get("/contact", "vayvista.nl", { method: "POST", body: "name=a" });
    await get("/contact", "vayvista.nl", { method: "POST", body: "name=a" });
    expect(rendered).toHaveLength(6);
  });

  it("answers an unexpected failure with HTTP 500 and no details", async () => {
    const res = await get("/boom");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Er ging iets mis");
    expect(html).not.toContain("render failed");
  });

  it("lists every public page in every language in the sitemap, with alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://vayvista.nl/</loc>");
    expect(xml).toContain("<loc>https://vayvista.nl/en/pricing</loc>");
    expect(xml).toContain("<loc>https://vayvista.nl/pl/obs%C5%82uga-techniczna</loc>");
    expect(xml).toContain('hreflang="x-default" href="https://vayvista.nl/prijzen"');
    expect(xml).not.toContain("checkout-success");
    const locs = xml.match(/<loc>/g) ?? [];
    expect(locs.length).toBeGreaterThanOrEqual(25 * 3);
  });

  it("points robots at the sitemap", async () => {
    expect(await (await get("/robots.txt")).text()).toContain("Sitemap: https://vayvista.nl/sitemap.xml");
  });

  it("sends security headers", async () => {
    const res = await get("/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
