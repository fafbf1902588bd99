import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../app/context.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { userSites } from "../db/schema.ts";
import { testBackends } from "../db/testing.ts";
import { testAuth } from "../modules/accounts/test-support.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { seedOwner } from "../modules/seed/demo-accounts.ts";
import { seedDemoContent } from "../modules/seed/seed.ts";
import type { HostResolution } from "../modules/sites/site-directory.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { createServerApp, MAX_REQUEST_BYTES } from "./app.ts";
import { loadConfig } from "./config.ts";
import { requestThrough } from "./http/testing.ts";
import { createLogger } from "./logger.ts";

describe.each(testBackends())("HTTP server on $name", (backend) => {
  let database: DatabaseHandle;
  let rendered: string[];
  let renderedUrls: string[];
  let nonces: string[];
  let hosts: HostResolution[];
  let lastServices: AppServices | undefined;
  let siteId: string;
  let server: ReturnType<typeof createServerApp>;
  let proxied: ReturnType<typeof createServerApp>;
  let listening: http.Server;
  let port = 0;

  beforeAll(async () => {
    database = await backend.open();
    await seedDemoContent(database.db);
    const owner = await seedOwner(database.db);
    const [site] = await database.db
      .insert(userSites)
      .values({
        userId: owner.id,
        themeName: "nature-rustic",
        siteName: "Boshuisje <De Eik>",
        subdomain: "de-eik",
        customDomain: "boshuisje-de-eik.nl",
      })
      .returning();
    if (!site) throw new Error("site not stored");
    siteId = site.id;
    rendered = [];
    renderedUrls = [];
    nonces = [];
    hosts = [];
    const auth = testAuth(database.db).auth;
    const deps = (env: Record<string, string>) => ({
      auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN: "vayvista.nl", PAGE_CACHE_SECONDS: "60", ...env }),
      database,
      log: createLogger("silent"),
      cachePages: true,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      handlePage: async (request: Request, services: AppServices) => {
        const path = new URL(request.url).pathname;
        rendered.push(path);
        renderedUrls.push(request.url);
        nonces.push(services.cspNonce);
        hosts.push(services.host);
        lastServices = services;
        if (path === "/boom") throw new Error("render failed");
        // A page with an inline script carries the response's nonce.
        const script = path === "/en/faq" ? `<script nonce="${services.cspNonce}">1</script>` : "";
        // The checkout shows who is signed in, and says so (routes/marketing/checkout.tsx).
        const personal: Record<string, string> = path === "/checkout" ? { "cache-control": "private, no-store" } : {};
        return new Response(`<h1>${path} ${services.origin}</h1>${script}${"<p>Zee en duinen</p>".repeat(100)}`, {
          status: path === "/bestaat-niet" ? 404 : 200,
          headers: { "content-type": "text/html", ...personal },
        });
      },
    });
    server = createServerApp(deps({}));
    proxied = createServerApp(deps({ TRUST_PROXY: "true" }));
    listening = http.createServer(server.listener);
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    port = (listening.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve));
    await database.close();
  });

  /** A request to the server as node:http runs it (main.ts): cached pages come from its door. */
  const get = (
    path: string,
    host = "vayvista.nl",
    init: { method?: string; headers?: Record<string, string>; body?: string | ReadableStream<Uint8Array> } = {},
  ) => requestThrough(port, path, { ...init, headers: { host, ...init.headers } });

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

  it("renders a theme demo and an owner site through the site routes, on the owner's own domain once bound", async () => {
    rendered = [];
    hosts = [];
    expect((await get("/over-ons", "urban-hip.vayvista.nl")).status).toBe(200);
    expect((await get("/", "boshuisje-de-eik.nl")).status).toBe(200);
    expect(rendered).toEqual(["/__site/over-ons", "/__site"]);
    expect(
      hosts.map((h) => (h.kind === "owner-site" ? h.site.subdomain : h.kind === "theme-demo" ? h.theme : h.kind)),
    ).toEqual(["urban-hip", "de-eik"]);
  });

  it("sends the subdomain of a site with a bound domain to that domain (301), path and query kept", async () => {
    rendered = [];
    const res = await get("/contact?unit=a", "de-eik.vayvista.nl");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://boshuisje-de-eik.nl/contact?unit=a");
    const www = await get("/over-ons", "www.boshuisje-de-eik.nl");
    expect([www.status, www.headers.get("location")]).toEqual([301, "https://boshuisje-de-eik.nl/over-ons"]);
    expect(rendered).toEqual([]);
  });

  it("gives an owner site its own sitemap and robots.txt; a theme demo has no sitemap", async () => {
    const sitemap = await (await get("/sitemap.xml", "boshuisje-de-eik.nl")).text();
    for (const path of ["/", "/over-ons", "/faciliteiten", "/contact"]) {
      expect(sitemap).toContain(`<loc>https://boshuisje-de-eik.nl${path}</loc>`);
    }
    expect(sitemap).not.toContain("/galerij");
    expect(await (await get("/robots.txt", "boshuisje-de-eik.nl")).text()).toContain(
      "Sitemap: https://boshuisje-de-eik.nl/sitemap.xml",
    );
    expect((await get("/sitemap.xml", "de-eik.vayvista.nl")).status).toBe(301);
    expect(await (await get("/robots.txt", "urban-hip.vayvista.nl")).text()).toBe("User-agent: *\nAllow: /\n");
    expect((await get("/sitemap.xml", "urban-hip.vayvista.nl")).status).toBe(404);
  });

  it("caches a site's pages per site and clears only that site's when asked", async () => {
    server.pageCache.clear();
    rendered = [];
    await get("/", "boshuisje-de-eik.nl");
    await get("/", "boshuisje-de-eik.nl");
    await get("/", "urban-hip.vayvista.nl");
    await get("/", "urban-hip.vayvista.nl");
    expect(rendered).toEqual(["/__site", "/__site"]);
    lastServices?.clearSitePages(siteId);
    await get("/", "boshuisje-de-eik.nl");
    await get("/", "urban-hip.vayvista.nl");
    expect(rendered).toEqual(["/__site", "/__site", "/__site"]);
  });

  it("falls back to the marketing site for unknown hosts", async () => {
    const res = await get("/", "onbekend.vayvista.nl");
    expect(await res.text()).toContain("<h1>/ https://vayvista.nl</h1>");
  });

  it("renders a marketing page once and then serves it from memory until cleared", async () => {
    server.pageCache.clear();
    rendered = [];
    expect((await get("/en/pricing")).headers.get("age")).toBe("0");
    const hit = await get("/en/pricing");
    expect(hit.headers.get("age")).toBe("0");
    // Answered at the door, before the middleware, so it brings its own security headers.
    expect(hit.headers.get("content-security-policy")).toContain("'nonce-");
    expect(hit.headers.get("x-frame-options")).toBe("SAMEORIGIN");
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

  it("never caches a marketing page that says it is private, such as the checkout of whoever is signed in", async () => {
    rendered = [];
    const first = await get("/checkout");
    await get("/checkout");
    expect(rendered).toEqual(["/checkout", "/checkout"]);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
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

  it("answers an unexpected failure on an /api/ path with the API's JSON error in the asked language, never a page", async () => {
    // The database fails once the owner's host is known (the site directory keeps it).
    let down = false;
    const failing = new Proxy(database.db, {
      get: (db, name, receiver) => {
        if (!down) return Reflect.get(db, name, receiver);
        return () => {
          throw new Error("database down");
        };
      },
    });
    const broken = createServerApp({
      auth: testAuth(database.db).auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN: "vayvista.nl" }),
      database: { ...database, db: failing },
      log: createLogger("silent"),
      cachePages: false,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      handlePage: async () => new Response("page"),
    });
    const ask = () =>
      broken.app.request("http://de-eik.vayvista.nl/api/availability?from=2026-07-01&to=2026-07-08", {
        headers: { host: "de-eik.vayvista.nl", "accept-language": "de-DE,de;q=0.9" },
      });
    expect((await ask()).status).toBe(404);
    down = true;
    const res = await ask();
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: {
        code: "server_error",
        message: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
      },
    });
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

  it("answers HEAD with GET's headers, and a HEAD never fills the cache with an empty page", async () => {
    server.pageCache.clear();
    rendered = [];
    const head = await get("/en/about-us", "vayvista.nl", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const page = await get("/en/about-us", "vayvista.nl", { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-length")).toBe(head.headers.get("content-length"));
    expect(page.headers.get("content-encoding")).toBe(head.headers.get("content-encoding"));
    expect(rendered).toEqual(["/en/about-us", "/en/about-us"]);
    const plain = await get("/en/about-us");
    expect(await plain.text()).toContain("<h1>/en/about-us https://vayvista.nl</h1>");
    expect(rendered).toHaveLength(2);
  });

  it("keeps brotli and gzip beside each cached page and serves what the client accepts", async () => {
    server.pageCache.clear();
    const br = await get("/en/pricing", "vayvista.nl", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gzip = await get("/en/pricing", "vayvista.nl", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/en/pricing", "vayvista.nl", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBeGreaterThan(Number(br.headers.get("content-length")));
  });

  it("caches a page once whatever campaign parameters or percent-encoding its links carry", async () => {
    server.pageCache.clear();
    rendered = [];
    renderedUrls = [];
    await get("/en/pricing?utm_source=newsletter&utm_medium=email");
    await get("/en/pricing");
    await get("/en/pricing?gclid=abc123");
    await get("/pl/obs%C5%82uga-techniczna");
    await get("/pl/obs%c5%82uga-techniczna");
    expect(rendered).toHaveLength(2);
    expect(renderedUrls[0]).toBe("http://vayvista.nl/en/pricing");
  });

  it("redirects a trailing slash to the one form of each path", async () => {
    const res = await get("/en/pricing/?plan=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/en/pricing?plan=1");
  });

  it("sends a CSP with a fresh nonce, which it hands the renderer, and never caches a page that carries one", async () => {
    server.pageCache.clear();
    nonces = [];
    rendered = [];
    const first = await get("/en/faq");
    const second = await get("/en/faq");
    expect(rendered).toEqual(["/en/faq", "/en/faq"]);
    const [a, b] = nonces;
    expect(a).not.toBe(b);
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${a}'`);
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${b}'`);
    expect(await second.text()).toContain(`nonce="${b}"`);
  });

  it("sends HSTS with includeSubDomains on the marketing domain only, never on an owner's domain", async () => {
    const https = (host: string) => server.app.request(`https://${host}/`, { headers: { host } });
    expect((await https("vayvista.nl")).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    const owner = (await https("boshuisje-de-eik.nl")).headers.get("strict-transport-security");
    expect(owner).toBe("max-age=7776000");
    expect((await get("/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("behind the trusted proxy, sees the scheme and host the proxy received", async () => {
    renderedUrls = [];
    const res = await proxied.app.request("http://vayvista.nl/login", {
      method: "POST",
      headers: { host: "vayvista.nl", "x-forwarded-proto": "https", "x-forwarded-host": "vayvista.nl" },
      body: "x=1",
    });
    expect(renderedUrls).toEqual(["https://vayvista.nl/login"]);
    expect(res.headers.get("strict-transport-security")).toContain("includeSubDomains");
    // Without TRUST_PROXY the same headers change nothing.
    renderedUrls = [];
    await get("/login", "vayvista.nl", { method: "POST", headers: { "x-forwarded-proto": "https" }, body: "x=1" });
    expect(renderedUrls).toEqual(["http://vayvista.nl/login"]);
  });

  it("refuses a body over the limit by the bytes it actually sends, also when chunked", async () => {
    rendered = [];
    const chunked = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < size; sent += 64 * 1024) controller.enqueue(new Uint8Array(64 * 1024).fill(97));
          controller.close();
        },
      });
    const big = await get("/en/contact", "vayvista.nl", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: chunked(MAX_REQUEST_BYTES + 1),
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("Too much at once");
    // The rest of the body is not read: the connection closes, and says so.
    expect(big.headers.get("connection")).toBe("close");
    expect(rendered).toEqual([]);

    const api = await get("/api/auth/sign-in/email", "vayvista.nl", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunked(MAX_REQUEST_BYTES + 1),
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toMatchObject({ code: "payload_too_large" });
  });
});
