import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { MAX_PHOTO_REQUEST_BYTES, PHOTO_UPLOAD_PATH } from "../app/components/dashboard/photos/photo-types.ts";
import type { BackupControl } from "../app/context.ts";
import { SITE_ROUTE_PREFIX } from "../app/site/site-route-prefix.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { accountServicesFor, withSessionCookies } from "../modules/accounts/account-services.ts";
import type { Auth } from "../modules/accounts/create-auth.ts";
import { copyPageViews } from "../modules/analytics/copy-page-views.ts";
import { guestPageUrl } from "../modules/booking/guest-page-url.ts";
import { createDnsLookup } from "../modules/domains/dns-lookup.ts";
import { guestStayCalendar } from "../modules/payments/guest-stay-calendar.ts";
import { settlePendingNotices } from "../modules/payments/payment-inbox.ts";
import type { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { ownerSiteMemo } from "../modules/sites/owner-site-memo.ts";
import { type HostResolution, SiteDirectory } from "../modules/sites/site-directory.ts";
import { siteUrl } from "../modules/sites/site-url.ts";
import type { BookingEventBus } from "../modules/stays/booking-events.ts";
import type { Storage } from "../modules/storage/storage.ts";
import { authRequestHandler } from "./auth/auth-handler.ts";
import { type Config, paymentEnv, platformHost, publicOrigin, testProviderAllowed, whatsappPhone } from "./config.ts";
import { apiNotFound, apiServerError, BOOKINGS_PATH, bookingApi } from "./http/booking-api.ts";
import { BOOKING_EVENTS_PATH, bookingEventsEndpoint } from "./http/booking-events-endpoint.ts";
import { cachedPageDoor } from "./http/cached-page-door.ts";
import { calendarFeedEndpoint } from "./http/calendar-feed.ts";
import { clientIp } from "./http/client-ip.ts";
import { errorJson, errorPage, requestLang } from "./http/error-pages.ts";
import { forwardedUrl, requestAt } from "./http/forwarded-request.ts";
import { mediaHandler } from "./http/media.ts";
import { PageCache } from "./http/page-cache.ts";
import { canonicalLocation, pageCacheKey } from "./http/page-key.ts";
import { pageUrl } from "./http/page-url.ts";
import { cachedPage, pageResponse, preferredEncoding } from "./http/page-variants.ts";
import { paymentWebhookEndpoint } from "./http/payment-webhooks.ts";
import type { PageHandler } from "./http/react-router-handler.ts";
import { createNonce, securityHeaders } from "./http/security-headers.ts";
import { isMyBookingPath, siteUnavailablePage } from "./http/site-unavailable.ts";
import { testPaymentPageEndpoint } from "./http/test-payment-page.ts";
import { tlsAskHandler } from "./http/tls-ask.ts";
import { trackVisitorEndpoint } from "./http/track-visitor.ts";
import { trackVisitorDoor } from "./http/track-visitor-door.ts";
import { drainingListener } from "./lifecycle/draining-listener.ts";
import { readinessCheck } from "./lifecycle/readiness.ts";
import type { ServerLifecycle } from "./lifecycle/server-lifecycle.ts";
import { accessLogger, type Logger } from "./logger.ts";
import { answerRecorder } from "./metrics/answer-recorder.ts";
import { metricsEndpoint } from "./metrics/metrics-endpoint.ts";
import type { ServerMetrics } from "./metrics/server-metrics.ts";
import { createPaymentPlatform } from "./payments/payment-platform.ts";
import { createPaymentServices, type ServerPaymentServices } from "./payments/payment-services.ts";
import { keepCachesInStep } from "./realtime/cache-invalidations.ts";
import type { ClusterChannel } from "./realtime/cluster-channel.ts";
import { robotsTxt } from "./seo/robots.ts";
import { siteRobotsTxt, siteSitemapXml } from "./seo/site-sitemap.ts";
import { sitemapXml } from "./seo/sitemap.ts";
import { openStorage } from "./storage.ts";

type Env = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** The URL the visitor's browser used (behind the proxy: the one the proxy received). */
    url: URL;
    host: HostResolution;
    ip: string;
    nonce: string;
  };
};

/**
 * The most any request may send; every form has a smaller limit of its own (app/lib/read-form.server.ts).
 * Only the photo upload (PHOTO_UPLOAD_PATH) may send more: MAX_PHOTO_REQUEST_BYTES.
 */
export const MAX_REQUEST_BYTES = 1024 * 1024;

/** Text worth compressing on the fly; server-sent events must reach the client unbuffered. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|xml|javascript|manifest\+json)|image\/svg\+xml)/i;

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
  /** The process's live calendar events and photo turn-taking, made once in server/main.ts. */
  bookingEvents: BookingEventBus;
  photoQueue: PhotoQueue;
  /** Rendered pages are cached in production only, so edits show at once in development. */
  cachePages: boolean;
  /** Where the built browser assets are; absent in development (Vite serves them). */
  clientDir?: string;
  /** The URL of the script of the pages that are not hydrated (server/http/enhance-script.ts). */
  enhanceScript: string;
  /**
   * The payment services, made once in server/main.ts with the job queue that settles
   * webhooks; absent (in-process tests), the app makes its own that settles at once.
   */
  payments?: ServerPaymentServices;
  /** Uploaded and generated files, opened once in server/main.ts; absent (in-process tests), the app opens its own. */
  storage?: Storage;
  /** The process's Prometheus registry (server/main.ts); /metrics answers with it when METRICS_TOKEN is set. */
  metrics?: ServerMetrics;
  /** Started and draining (server/main.ts): /readyz and the shutdown read it; absent, the app is always up. */
  lifecycle?: ServerLifecycle;
  /** Starts the job that makes owners' data archives (server/jobs/account-data-worker.ts); absent in in-process tests. */
  wakeAccountExports?: () => Promise<void>;
  /**
   * The instances' channel through Postgres (server/realtime/cluster-channel.ts): page cache
   * clears and host changes reach every instance. Absent or null: they stay in this process.
   */
  cluster?: ClusterChannel | null;
  /** The backup job's "back up now" (server/jobs/backup-worker.ts); absent in in-process tests. */
  backups?: BackupControl;
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

/** c.res with headers that may be changed (a redirect made by Response.redirect has frozen ones). */
function mutableHeaders(c: Context): Headers {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    return c.res.headers;
  } catch {
    c.res = new Response(c.res.body, c.res);
    return c.res.headers;
  }
}

export function createServerApp(deps: ServerDeps) {
  const { config, database, log } = deps;
  const origin = publicOrigin(config);
  const sites = new SiteDirectory(database.db, config.APP_DOMAIN);
  const platform = platformHost(config);
  const dns = createDnsLookup({ servers: config.DNS_RESOLVER, timeoutMs: config.DNS_TIMEOUT_MS });
  const pageCache = new PageCache({
    ttlMs: deps.cachePages ? config.PAGE_CACHE_SECONDS * 1000 : 0,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
  });
  const fallbackProtocol = new URL(origin).protocol === "https:" ? "https:" : "http:";
  const addressing = { origin, appDomain: config.APP_DOMAIN };
  const testProviderOn = testProviderAllowed(config);
  const payments =
    deps.payments ??
    createPaymentServices({
      db: database.db,
      addressing,
      bookingEvents: deps.bookingEvents,
      secretsKey: deps.secretsKey,
      platform: createPaymentPlatform({
        db: database.db,
        secretsKey: deps.secretsKey,
        env: paymentEnv(config),
        testProvider: testProviderOn,
        origin,
      }),
      wake: async (services) => {
        while ((await settlePendingNotices(database.db, services)) > 0) {}
      },
    });
  // A clear here is a clear on every instance (server/realtime/cache-invalidations.ts).
  const invalidations = keepCachesInStep({
    channel: deps.cluster ?? null,
    pageCache,
    sites,
    paymentPlatform: payments.platform,
    log,
  });
  // Uploaded files: local disk under DATA_DIR, or an S3-compatible store (S3_*).
  const storage = deps.storage ?? openStorage(config, database.db);
  const app = new Hono<Env>();

  // One log line per request, with status and duration (the query string is left out
  // because links in emails may carry tokens there), and its time in the metrics
  // (server/metrics/answer-recorder.ts): here for the app, at the doors for what they answer.
  // A body refused before it was all read (too large for its reader: readLimitedBody) is not
  // read further: the connection closes after the answer, and the client knows not to send
  // its next request on it. (In-process tests have no socket.) One middleware for both: each
  // layer costs every request.
  const recordAnswer = answerRecorder(accessLogger(log), deps.metrics, config.APP_DOMAIN);
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (c.env?.incoming && !c.env.incoming.complete) mutableHeaders(c).set("Connection", "close");
    const live = c.res.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
    recordAnswer(c.req.method, c.req.header("host"), c.req.path, c.res.status, started, live);
  });

  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, "unhandled error");
    // A client of the JSON API reads the documented error shape, never a page.
    if (c.req.path.startsWith("/api/")) return apiServerError(new URL(c.req.url), c.req.header("accept-language"));
    return c.html(errorPage(500, requestLang(c.req.path, c.req.header("cookie"))), 500);
  });

  // Behind the TLS proxy, everything below sees the URL the proxy received (scheme, host).
  app.use(async (c, next) => {
    c.set("url", config.TRUST_PROXY ? forwardedUrl(c.req.raw, fallbackProtocol) : new URL(c.req.url));
    await next();
  });

  // A fresh nonce per response for the CSP; HSTS per host (server/http/security-headers.ts).
  app.use(async (c, next) => {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    const headers = mutableHeaders(c);
    for (const [name, value] of securityHeaders(c.var.url, nonce, config.APP_DOMAIN)) headers.set(name, value);
  });
  app.use(compress({ contentTypeFilter: COMPRESSIBLE }));

  // Counts the bytes actually received, so a chunked body without Content-Length is held
  // to the limit too; nothing behind this reads a byte more. (GET and HEAD carry none.)
  const tooLargeAnswer = (c: Context) => {
    const lang = requestLang(c.req.path, c.req.header("cookie"));
    if (c.req.path.startsWith("/api/")) return c.json(errorJson(413, lang), 413);
    return c.html(errorPage(413, lang), 413);
  };
  const limitBody = bodyLimit({ maxSize: MAX_REQUEST_BYTES, onError: (c) => tooLargeAnswer(c) });
  // The one exception: the photo manager's upload, one photo of up to 20 MB per request
  // (its route counts the bytes again, to the photo's own limit).
  const limitPhotoBody = bodyLimit({ maxSize: MAX_PHOTO_REQUEST_BYTES, onError: (c) => tooLargeAnswer(c) });
  app.use((c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // The booking API reads its body itself, to a smaller limit, and answers 413 in its own
    // documented error shape and the guest's language (booking-api.ts).
    if (c.req.path === BOOKINGS_PATH) return next();
    const photo = c.req.method === "POST" && c.req.path === PHOTO_UPLOAD_PATH;
    const maxBytes = photo ? MAX_PHOTO_REQUEST_BYTES : MAX_REQUEST_BYTES;
    // A declared length within the limit is what Node's parser holds the body to (it never
    // reads past it), so only a chunked body, or a longer declared one, is counted here.
    const declared = c.req.header("content-length");
    if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) <= maxBytes) return next();
    return photo ? limitPhotoBody(c, next) : limitBody(c, next);
  });

  // Alive: the process answers. Ready: it should be sent visitors (server/lifecycle/readiness.ts).
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  const readiness = readinessCheck(database, deps.lifecycle);
  app.get("/readyz", async (c) => {
    const ready = await readiness();
    if (ready.ready) return c.json({ status: "ready", database: ready.database });
    if (ready.status === "unavailable") log.warn("database not reachable");
    return c.json({ status: ready.status }, 503);
  });
  // Prometheus's scrape, with the bearer token only (server/metrics/metrics-endpoint.ts).
  deps.metrics?.watchPageCache(pageCache);
  const metrics = metricsEndpoint(deps.metrics?.registry, config.METRICS_TOKEN);
  app.get("/metrics", (c) => metrics(c.req.header("authorization")));

  // Photos and other files of public buckets, on every host (owner pages link to them).
  app.on(["GET", "HEAD"], "/media/:bucket/*", mediaHandler(storage));

  // Caddy asks before issuing a certificate for a custom domain (on-demand TLS).
  app.get("/api/tls/ask", tlsAskHandler(database.db));

  if (deps.clientDir) {
    const root = deps.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        // scripts/compress-assets.ts writes .br and .gz beside each built file.
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
          c.header("Vary", "Accept-Encoding");
        },
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
      c.set("host", await sites.resolve(c.var.url.host));
    } catch (error) {
      // Spec §8: a failed site lookup falls back to the marketing site.
      log.error({ err: error }, "site lookup failed");
      c.set("host", { kind: "marketing" });
    }
    await next();
  });

  // The booking API of owner sites (server/http/booking-api.ts): the widget's dates and
  // quotes, and the booking itself.
  const booking = bookingApi({ db: database.db, log, addressing, bookingEvents: deps.bookingEvents, payments });
  app.get("/api/availability", (c) => booking.availability(c.var.url, c.var.host, c.req.header("accept-language")));
  app.get("/api/quote", (c) => booking.quote(c.var.url, c.var.host, c.req.header("accept-language")));
  app.post(BOOKINGS_PATH, (c) => booking.book(requestAt(c.req.raw, c.var.url), c.var.host, c.var.ip));

  // The providers' webhooks (server/http/payment-webhooks.ts), on whatever host they post to.
  const webhooks = paymentWebhookEndpoint(database.db, payments);
  app.post("/api/payments/webhooks/:provider", (c) => webhooks(c.req.param("provider"), c.req.raw));
  // The guest's own stay for their calendar (the booking page's "add to my calendar").
  app.on(["GET", "HEAD"], "/api/my-booking.ics", async (c) => {
    const { host, url } = c.var;
    const token = url.searchParams.get("b") ?? "";
    if (host.kind !== "owner-site") return apiNotFound(url, c.req.header("accept-language"));
    const pageUrl = await guestPageUrl(database.db, { siteId: host.site.id, token, lang: null }, addressing);
    const calendar = await guestStayCalendar(database.db, {
      siteId: host.site.id,
      token,
      pageUrl,
      ownDomain: config.APP_DOMAIN,
    });
    if (!calendar) return apiNotFound(url, c.req.header("accept-language"));
    return c.body(calendar.ics, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendar.filename.replace(/[^A-Za-z0-9._-]/g, "")}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    });
  });
  // The test provider's hosted page, on the owner's host the payer returns to.
  const testPage = testPaymentPageEndpoint(database.db, payments, testProviderOn);
  app.get("/payments/test/:id", (c) => testPage.show(c.req.param("id"), c.var.nonce));
  app.post("/payments/test/:id", (c) =>
    testPage.choose(c.req.param("id"), requestAt(c.req.raw, c.var.url), c.var.nonce),
  );

  // Exported calendars for the channels (server/http/calendar-feed.ts): built on every
  // request, never from the page cache.
  const calendarFeed = calendarFeedEndpoint({ db: database.db, appDomain: config.APP_DOMAIN });
  app.on(["GET", "HEAD"], ["/calendar/:file", "/calendar.ics"], async (c, next) => {
    return (await calendarFeed(c.var.url, c.var.host)) ?? next();
  });

  // The dashboard's live line: the signed-in owner's own stays as server-sent events (why
  // here and not a route: server/http/booking-events-endpoint.ts). Dashboards live on the
  // marketing host only; on an owner's host the path is theirs.
  const bookingEvents = bookingEventsEndpoint({
    db: database.db,
    auth: deps.auth,
    bookingEvents: deps.bookingEvents,
    closing: deps.lifecycle?.closing,
  });
  app.get(BOOKING_EVENTS_PATH, (c, next) =>
    c.var.host.kind === "marketing" ? bookingEvents(requestAt(c.req.raw, c.var.url), c.var.ip) : next(),
  );

  const handleAuth = authRequestHandler(deps.auth);
  app.on(["GET", "POST"], "/api/auth/*", (c) => handleAuth(requestAt(c.req.raw, c.var.url), c.var.ip));

  // The API's paths are all above: any other is answered as the API answers, never by a page.
  app.all("/api/*", (c) => apiNotFound(c.var.url, c.req.header("accept-language")));

  app.get("/robots.txt", (c) => {
    const { host } = c.var;
    if (host.kind === "marketing") return c.text(robotsTxt(origin));
    return c.text(siteRobotsTxt(host.kind === "owner-site" ? siteUrl(host.site, addressing) : null));
  });
  app.get("/sitemap.xml", async (c) => {
    const { host, url } = c.var;
    const xml = { "Content-Type": "application/xml; charset=utf-8" };
    if (host.kind === "marketing") return c.body(await sitemapXml(database.db, origin), 200, xml);
    if (host.kind !== "owner-site") return c.notFound();
    const redirect = canonicalLocation(host, url, addressing);
    if (redirect) return c.redirect(redirect, 301);
    return c.body(await siteSitemapXml(database.db, host.site, siteUrl(host.site, addressing)), 200, xml);
  });

  app.all("*", async (c) => {
    const { host, url } = c.var;
    const method = c.req.method;
    const redirect = canonicalLocation(host, url, addressing);
    if (redirect) return c.redirect(redirect, 301);
    // A site guests may not see now (not subscribed yet, suspended): only guests' own booking pages stay open.
    if (host.kind === "owner-site" && host.site.access !== "live" && !isMyBookingPath(url.pathname))
      return siteUnavailablePage(database.db, host.site, url, method, c.var.nonce);

    let request = requestAt(c.req.raw, url);
    let cacheKey: string | null = null;
    if (method === "GET" || method === "HEAD") {
      const page = pageUrl(url);
      if (page.kind === "redirect") return c.redirect(page.location, 301);
      cacheKey = page.kind === "shared" && pageCache.enabled ? pageCacheKey(host, url, page.path, addressing) : null;
      if (cacheKey && page.kind === "shared") {
        // Not in the cache (the door answers hits: cached-page-door.ts): rendered as the GET
        // it stands for (a HEAD answers with the headers GET would give), without the
        // campaign parameters the cached copy must not depend on.
        request = new Request(page.url, { method: "GET", headers: request.headers, signal: request.signal });
      }
    }
    if (host.kind !== "marketing") {
      // An owner's site or a theme demo: the same router, under the prefix of the site routes
      // (app/routes/site/page.tsx); the host, in the load context, says which site.
      const inner = new URL(request.url);
      inner.pathname = `${SITE_ROUTE_PREFIX}${inner.pathname === "/" ? "" : inner.pathname}`;
      request = new Request(inner, request);
    }

    const accounts = accountServicesFor(deps.auth, c.var.ip);
    const generation = pageCache.generation;
    const rendered = withSessionCookies(
      await deps.handlePage(request, {
        db: database.db,
        log,
        sites,
        origin,
        appDomain: config.APP_DOMAIN,
        whatsappPhone: whatsappPhone(config),
        clearPageCache: invalidations.clearPages,
        clearSitePages: invalidations.clearSitePages,
        host,
        storage,
        bookingEvents: deps.bookingEvents,
        photoQueue: deps.photoQueue,
        clientIp: c.var.ip,
        accounts,
        ownerSite: ownerSiteMemo(database.db),
        secretsKey: deps.secretsKey,
        platformHost: platform,
        dns,
        fetchAllowHosts: config.FETCH_ALLOW_HOSTS,
        cspNonce: c.var.nonce,
        enhanceScript: deps.enhanceScript,
        payments,
        wakeAccountExports: deps.wakeAccountExports,
        backups: deps.backups,
      }),
      accounts.responseCookies,
    );
    if (!cacheKey) return rendered;
    // A page about the person asking (the checkout shows who is signed in) says so itself.
    const personal = /\b(?:private|no-store)\b/i.test(rendered.headers.get("cache-control") ?? "");
    if (rendered.status !== 200 || rendered.headers.has("set-cookie") || personal) {
      return method === "HEAD" ? new Response(null, rendered) : rendered;
    }
    const body = new Uint8Array(await rendered.arrayBuffer());
    const page = await cachedPage(rendered, body);
    // A page that carries this response's nonce (an inline script) belongs to this response
    // only; HEAD never writes the cache.
    if (method === "GET" && !Buffer.from(body.buffer, body.byteOffset, body.byteLength).includes(c.var.nonce)) {
      // (Not if a clear came while it was rendered: it may show what was cleared.)
      pageCache.set(cacheKey, page, Date.now(), generation);
    }
    // Age 0: the same headers as the door's answers from the cache (cached-page-door.ts).
    return pageResponse(page, preferredEncoding(c.req.header("accept-encoding")), method, {
      now: page.renderedAt,
      extra: [],
    });
  });

  // The server as node:http runs it: cached pages and page views are answered at the door,
  // everything else by the app (docs/decisions/0020 and 0027).
  // An owner's subscription changed who may see their site: this instance resolves it afresh.
  payments.accessChanges.listen(() => sites.invalidate());

  const pageDoor = cachedPageDoor({
    pageCache,
    sites,
    addressing,
    trustProxy: config.TRUST_PROXY,
    fallbackProtocol,
    record: recordAnswer,
  });
  // Page views of owner sites (spec §7 track-visitor), written in batches: every owner page
  // sends one, so they are answered at the door too (server/http/track-visitor-door.ts).
  const tracking = trackVisitorEndpoint({
    db: database.db,
    ...(database.raw.kind === "pglite" ? { batcher: { writeRows: copyPageViews(database.raw.client) } } : {}),
    sites,
    log,
    appDomain: config.APP_DOMAIN,
  });
  const trackingDoor = trackVisitorDoor({
    endpoint: tracking,
    trustProxy: config.TRUST_PROXY,
    fallbackProtocol,
    currentUserId: async (request, ip) =>
      (await accountServicesFor(deps.auth, ip).getSession(request))?.user.id ?? null,
    record: recordAnswer,
  });
  const appListener = getRequestListener(app.fetch);
  let listener = (req: IncomingMessage, res: ServerResponse) =>
    trackingDoor(req, res, () => pageDoor(req, res, () => appListener(req, res)));
  // While the server drains, connections close after their answer (server/lifecycle/draining-listener.ts).
  if (deps.lifecycle) listener = drainingListener(listener, deps.lifecycle);
  return { app, listener, sites, pageCache, tracking, storage, payments, invalidations };
}
