import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { DatabaseHandle } from "../db/client.ts";
import type { Auth } from "../modules/accounts/create-auth.ts";
import { createDnsLookup } from "../modules/domains/dns-lookup.ts";
import { matchPagePath } from "../modules/i18n/route-table.ts";
import { type HostResolution, SiteDirectory } from "../modules/sites/site-directory.ts";
import { accountServicesFor, withSessionCookies } from "./auth/account-services.ts";
import { authRequestHandler } from "./auth/auth-handler.ts";
import { type Config, platformHost, publicOrigin } from "./config.ts";
import { clientIp } from "./http/client-ip.ts";
import { neutralSitePage } from "./http/neutral-site-page.ts";
import { PageCache } from "./http/page-cache.ts";
import type { PageHandler } from "./http/react-router-handler.ts";
import { serverErrorPage } from "./http/server-error-page.ts";
import { tlsAskHandler } from "./http/tls-ask.ts";
import type { Logger } from "./logger.ts";
import { robotsTxt } from "./seo/robots.ts";
import { sitemapXml } from "./seo/sitemap.ts";

type Env = { Variables: { host: HostResolution; ip: string } };

export type ServerDeps = {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  /** Renders a marketing page (React Router in the app; a stub in tests). */
  handlePage: PageHandler;
  /** better-auth, mounted at /api/auth/* and used by pages through the load context. */
  auth: Auth;
  /** Encrypts secrets stored in the database; handed to pages that store or use them. */
  secretsKey: Buffer;
  /** Rendered pages are cached in production only, so edits show at once in development. */
  cachePages: boolean;
  /** Where the built browser assets are; absent in development (Vite serves them). */
  clientDir?: string;
};

/** The peer address, when the request came in over a Node socket (not in app.request tests). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** A path naming a file (`/logo.svg`), not a page or React Router's `.data` fetch. */
const STATIC_FILE = /\/[^/]+\.(?!data$)[a-z0-9]+$/i;

/**
 * Only marketing pages (and React Router's `.data` fetches for them) are the same for every
 * visitor; the signed-in app, the login screens and everything else are never cached.
 */
function isMarketingPage(pathname: string): boolean {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  return matchPagePath(page) !== null;
}

export function createServerApp(deps: ServerDeps) {
  const { config, database, log } = deps;
  const origin = publicOrigin(config);
  const sites = new SiteDirectory(database.db, config.APP_DOMAIN);
  const platform = platformHost(config);
  const dns = createDnsLookup({ servers: config.DNS_RESOLVER, timeoutMs: config.DNS_TIMEOUT_MS });
  const pageCache = new PageCache(deps.cachePages ? config.PAGE_CACHE_SECONDS * 1000 : 0);
  const app = new Hono<Env>();

  // One log line per request, with status and duration; the query string is left out
  // because links in emails may carry tokens there.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });

  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, "unhandled error");
    return c.html(serverErrorPage(c.req.path), 500);
  });

  app.use(
    secureHeaders({
      xFrameOptions: "SAMEORIGIN",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-site",
    }),
  );

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ready", database: database.kind });
    } catch (error) {
      log.warn({ err: error }, "database not reachable");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  // Caddy asks before issuing a certificate for a custom domain (on-demand TLS).
  app.get("/api/tls/ask", tlsAskHandler(database.db));

  if (deps.clientDir) {
    const root = deps.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("/sw.js", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "no-cache") }));
    // Other files of public/ (logos, favicon, offline page). Only paths that name a file
    // are looked up on disk, so page requests skip the file-system check.
    const publicFiles = serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") });
    app.use("*", (c, next) => (STATIC_FILE.test(c.req.path) ? publicFiles(c, next) : next()));
  }

  app.use(async (c, next) => {
    c.set("ip", clientIp(c.req.header("x-forwarded-for"), socketAddress(c), config.TRUST_PROXY));
    try {
      c.set("host", await sites.resolve(c.req.header("host")));
    } catch (error) {
      // Spec §8: a failed site lookup falls back to the marketing site.
      log.error({ err: error }, "site lookup failed");
      c.set("host", { kind: "marketing" });
    }
    await next();
  });

  const handleAuth = authRequestHandler(deps.auth);
  app.on(["GET", "POST"], "/api/auth/*", (c) => handleAuth(c.req.raw, c.var.ip));

  app.get("/robots.txt", (c) => {
    if (c.var.host.kind !== "marketing") return c.text("User-agent: *\nDisallow:\n");
    return c.text(robotsTxt(origin));
  });
  app.get("/sitemap.xml", async (c) => {
    if (c.var.host.kind !== "marketing") return c.notFound();
    return c.body(await sitemapXml(database.db, origin), 200, { "Content-Type": "application/xml; charset=utf-8" });
  });

  app.all("*", async (c) => {
    const host = c.var.host;
    if (host.kind !== "marketing") return c.html(neutralSitePage(host, origin));

    const url = new URL(c.req.url);
    const cacheable =
      pageCache.enabled &&
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      !url.search &&
      isMarketingPage(url.pathname);
    const cacheKey = url.pathname;
    if (cacheable) {
      const hit = pageCache.get(cacheKey);
      if (hit)
        return new Response(c.req.method === "HEAD" ? null : hit.body, { status: hit.status, headers: hit.headers });
    }

    const accounts = accountServicesFor(deps.auth, c.var.ip);
    const rendered = await deps.handlePage(c.req.raw, {
      db: database.db,
      log,
      sites,
      origin,
      appDomain: config.APP_DOMAIN,
      whatsappPhone: config.WHATSAPP_PHONE,
      clearPageCache: () => pageCache.clear(),
      clientIp: c.var.ip,
      accounts,
      secretsKey: deps.secretsKey,
      platformHost: platform,
      dns,
    });
    const response = withSessionCookies(rendered, accounts.responseCookies);
    if (!cacheable || response.status !== 200 || response.headers.has("set-cookie")) return response;

    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers.entries()];
    pageCache.set(cacheKey, { status: response.status, headers, body });
    return new Response(c.req.method === "HEAD" ? null : body, { status: response.status, headers });
  });

  return { app, sites, pageCache };
}
