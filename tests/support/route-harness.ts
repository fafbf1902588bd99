import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { type AppServices, appContext } from "../../app/context.ts";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import { accountServicesFor } from "../../modules/accounts/account-services.ts";
import { createOrPromoteAdmin } from "../../modules/accounts/create-admin.ts";
import { type Auth, createAuth } from "../../modules/accounts/create-auth.ts";
import { signIn } from "../../modules/accounts/sign-in.ts";
import { signUpOwner } from "../../modules/accounts/sign-up.ts";
import { Browser, totpCode } from "../../modules/accounts/test-support.ts";
import { confirmTwoFactor, startTwoFactor } from "../../modules/accounts/two-factor.ts";
import { createDnsLookup } from "../../modules/domains/dns-lookup.ts";
import type { Lang } from "../../modules/i18n/languages.ts";
import type { SiteLang } from "../../modules/i18n/site-languages.ts";
import { openSecretLink, withSecretLink } from "../../modules/messaging/secret-link.ts";
import { settlePendingNotices } from "../../modules/payments/payment-inbox.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { loadSiteContent, publishSiteContent, saveSiteDraft } from "../../modules/site-content/site-content-store.ts";
import { createOwnerSite, type OwnerSite } from "../../modules/sites/create-owner-site.ts";
import { ownerSiteMemo } from "../../modules/sites/owner-site-memo.ts";
import { type HostResolution, SiteDirectory } from "../../modules/sites/site-directory.ts";
import type { ThemeName } from "../../modules/sites/themes.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { createStorage } from "../../modules/storage/create-storage.ts";
import { createDiskBackend } from "../../modules/storage/disk-backend.ts";
import type { Storage } from "../../modules/storage/storage.ts";
import { queueAuthEmails } from "../../server/auth/auth-mail.ts";
import { createLogger } from "../../server/logger.ts";
import { createPaymentPlatform } from "../../server/payments/payment-platform.ts";
import { createPaymentServices } from "../../server/payments/payment-services.ts";

/**
 * Drives route loaders and actions the way the server does, without HTTP: a load context
 * with the real services on a test database, real accounts (better-auth) whose emails go
 * through the real outbox, and people who each keep their browser, since password and
 * two-factor changes replace the cookie.
 */
export const APP_DOMAIN = "vayvista.test";
export const ORIGIN = "https://vayvista.test";
export const PASSWORD = "zeilboot op het meer";
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** Someone signed in in a browser of their own; `cookie` is what that browser sends now. */
export type Person = { id: string; email: string; browser: Browser; readonly cookie: string };

/** Any loader or action; the harness passes it what React Router would. */
export type RouteFunction = (args: never) => unknown;

export type CallOptions = {
  /** The visitor: none is anonymous. Their browser keeps the cookies the answer sets. */
  as?: Person;
  /** Form fields: the request becomes a POST. A list is a field sent several times, in order. */
  form?: Record<string, string | string[]>;
  /** A form body sent in chunks, without Content-Length: the request becomes a POST. */
  stream?: ReadableStream<Uint8Array>;
  params?: Record<string, string>;
  /** Services that differ from the harness's for this request, e.g. a test DNS server. */
  services?: Partial<AppServices>;
};

export type RouteHarness = {
  db: Database;
  sites: SiteDirectory;
  auth: Auth;
  secretsKey: Buffer;
  /** How often an action cleared the marketing page cache. */
  pageCacheClears: number;
  /** The sites whose cached pages an action cleared, in order. */
  siteCacheClears: string[];
  /** Files on local disk, in a directory of this harness. */
  storage: Storage;
  /** The harness's live calendar events and photo turn-taking: one each, as a server process has. */
  bookingEvents: BookingEventBus;
  photoQueue: PhotoQueue;
  services(overrides?: Partial<AppServices>): AppServices;
  /** A fresh load context, as the server builds one per request. */
  context(overrides?: Partial<AppServices>): RouterContextProvider;
  /** An owner account signed up, and signed in in its own browser. */
  signUpOwner(input: { email: string; name?: string; lang?: Lang }): Promise<Person>;
  /**
   * An admin account (created, or promoted) signed in in its own browser, with two-step
   * verification switched on (enrolled with an authenticator code), as the admin area on
   * this public origin requires; `twoFactor: false` leaves it off.
   */
  signInAdmin(input: { email: string; name?: string; lang?: Lang; twoFactor?: boolean }): Promise<Person>;
  /** The same person signed in with their password in another browser. */
  signInElsewhere(person: Person, password?: string): Promise<Person>;
  /** Runs a loader or action for a request to `path` and says what it answered. */
  call(fn: RouteFunction, path: string, opts?: CallOptions): Promise<Outcome>;
  /** The emails queued to an address with one template, oldest first. */
  queued(to: string, template: string): Promise<(typeof emailOutbox.$inferSelect)[]>;
  /** A queued email's text as its recipient gets it: with the single-use link the outbox keeps sealed. */
  deliveredText(email: typeof emailOutbox.$inferSelect): string;
};

function personIn(browser: Browser, id: string, email: string): Person {
  return {
    id,
    email,
    browser,
    get cookie() {
      return browser.headers().get("cookie") ?? "";
    },
  };
}

export function routeHarness(db: Database): RouteHarness {
  const secretsKey = randomBytes(32);
  const auth = createAuth({
    db,
    secret: randomBytes(32).toString("base64url"),
    origin: ORIGIN,
    // A public origin, as in production: reset and confirmation links are kept sealed.
    sendEmail: queueAuthEmails(db, secretsKey),
  });
  const sites = new SiteDirectory(db, APP_DOMAIN, 60_000);
  const log = createLogger("silent");
  const storage = createStorage(db, createDiskBackend(mkdtempSync(path.join(os.tmpdir(), "vayvista-routes-"))));
  const clientIp = "203.0.113.7";
  const bookingEvents = new BookingEventBus();
  const photoQueue = new PhotoQueue();
  // The payment services as the server makes them, settling each webhook at once.
  const payments = createPaymentServices({
    db,
    addressing: { origin: ORIGIN, appDomain: APP_DOMAIN },
    bookingEvents,
    secretsKey,
    platform: createPaymentPlatform({ db, secretsKey, env: {}, testProvider: true, origin: ORIGIN }),
    wake: async (services) => {
      while ((await settlePendingNotices(db, services)) > 0) {}
    },
  });

  // A distinct address per browser: sign-ups and sign-ins are limited per address.
  let nextAddress = 10;
  const newBrowser = () => new Browser(`198.51.100.${nextAddress++ % 250}`);

  const signInWithPassword = async (email: string, password: string): Promise<Person> => {
    const browser = newBrowser();
    const result = await signIn(auth, { identifier: email, password }, browser.headers());
    if (!result.ok || result.data.twoFactorRedirect) throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
    browser.take(result.headers);
    return personIn(browser, result.data.user.id, email);
  };

  const harness: RouteHarness = {
    db,
    sites,
    auth,
    secretsKey,
    pageCacheClears: 0,
    siteCacheClears: [],
    storage,
    bookingEvents,
    photoQueue,
    services(overrides = {}) {
      return {
        db,
        log,
        sites,
        origin: ORIGIN,
        appDomain: APP_DOMAIN,
        whatsappPhone: "31612345678",
        fetchAllowHosts: [],
        clearPageCache: () => {
          harness.pageCacheClears += 1;
        },
        clearSitePages: (siteId: string) => {
          harness.siteCacheClears.push(siteId);
        },
        host: { kind: "marketing" },
        storage,
        bookingEvents,
        photoQueue,
        clientIp,
        accounts: accountServicesFor(auth, clientIp),
        ownerSite: ownerSiteMemo(db),
        secretsKey,
        platformHost: `sites.${APP_DOMAIN}`,
        // Tests that verify domains pass a lookup against their own DNS server.
        dns: createDnsLookup({ servers: [], timeoutMs: 1000 }),
        cspNonce: "test-nonce",
        enhanceScript: "/assets/enhance-test.js",
        payments,
        ...overrides,
      };
    },
    context(overrides = {}) {
      const provider = new RouterContextProvider();
      provider.set(appContext, harness.services(overrides));
      return provider;
    },
    async signUpOwner(input) {
      const browser = newBrowser();
      const result = await signUpOwner(
        auth,
        db,
        { name: input.name ?? "Test Eigenaar", email: input.email, password: PASSWORD, lang: input.lang ?? "nl" },
        browser.headers(),
      );
      if (!result.ok) throw new Error(`sign-up failed: ${result.code}`);
      browser.take(result.headers);
      const person = personIn(browser, result.data.user.id, input.email);
      if (!person.cookie) throw new Error("no session cookie after sign-up");
      return person;
    },
    async signInAdmin(input) {
      await createOrPromoteAdmin(db, auth, {
        email: input.email,
        name: input.name ?? "Beheerder",
        password: PASSWORD,
        lang: input.lang ?? "nl",
      });
      const admin = await signInWithPassword(input.email, PASSWORD);
      if (input.twoFactor === false) return admin;
      const started = await startTwoFactor(auth, PASSWORD, admin.browser.headers());
      if (!started.ok) throw new Error(`two-factor not started: ${started.code}`);
      const confirmed = await confirmTwoFactor(auth, totpCode(started.data.totpURI), admin.browser.headers());
      if (!confirmed.ok) throw new Error(`two-factor not confirmed: ${confirmed.code}`);
      admin.browser.take(confirmed.headers);
      return admin;
    },
    signInElsewhere(person, password = PASSWORD) {
      return signInWithPassword(person.email, password);
    },
    async call(fn, path, opts = {}) {
      const request = pageRequest(path, opts);
      const result = await outcome(() => fn(routeArgs(request, harness.context(opts.services), opts.params) as never));
      opts.as?.browser.take(result.headers);
      return result;
    },
    queued(to, template) {
      return db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.templateKey, template)))
        .orderBy(emailOutbox.createdAt);
    },
    deliveredText(email) {
      if (!email.secretLink) return email.text;
      return withSecretLink(email, openSecretLink(email.secretLink, secretsKey, email.id)).text;
    },
  };
  return harness;
}

/**
 * A request as a browser sends it (its cookies, a user agent): GET, or POST with form
 * fields, or with a form body streamed in chunks (no Content-Length).
 */
export function pageRequest(
  path: string,
  opts: { as?: Person; form?: Record<string, string | string[]>; stream?: ReadableStream<Uint8Array> } = {},
): Request {
  const headers = new Headers({ "user-agent": USER_AGENT });
  if (opts.as?.cookie) headers.set("cookie", opts.as.cookie);
  const url = new URL(path, ORIGIN);
  if (opts.stream) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    return new Request(url, { method: "POST", headers, body: opts.stream, duplex: "half" } as RequestInit);
  }
  if (!opts.form) return new Request(url, { headers });
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(opts.form)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return new Request(url, { method: "POST", headers, body });
}

/** The arguments React Router passes to a loader or action. */
export function routeArgs<P extends Record<string, string>>(
  request: Request,
  context: RouterContextProvider,
  params: P = {} as P,
) {
  return { request, context, params, url: new URL(request.url), pattern: "" };
}

/** What a loader or action answered, whether returned or thrown: a Response, `data(...)` or plain data. */
export type Outcome = { status: number; location: string | null; headers: Headers; data: unknown };

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

export async function outcome(run: () => unknown): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("location"), headers: value.headers, data: null };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, location: headers.get("location"), headers, data: value.data };
  }
  return { status: 200, location: null, headers: new Headers(), data: value };
}

/** A finished onboarding: the owner's live site with a profile. */
export async function giveSite(
  db: Database,
  ownerId: string,
  site: { siteName: string; subdomain: string; theme?: ThemeName },
): Promise<OwnerSite> {
  const created = await createOwnerSite(
    db,
    {
      ownerId,
      publishedWithoutSubscription: true,
      siteName: site.siteName,
      subdomain: site.subdomain,
      theme: site.theme ?? "warm-cozy",
      profile: {
        propertyType: "holidayHome",
        address: "Duinweg 12",
        postalCode: "4506 AB",
        city: "Cadzand",
        country: "NL",
        maxGuests: 4,
        bedrooms: 2,
        bathrooms: 1,
        description: "Een licht vakantiehuis achter de duinen, op vijf minuten lopen van het strand.",
        basePriceCents: 12500,
        currency: "EUR",
      },
    },
    { onSiteChanged: () => {} },
  );
  if (!created.ok) throw new Error(`site not created: ${JSON.stringify(created)}`);
  return created.site;
}

/** How the server resolves a request to the owner's site: the host a site page's loader and action are given. */
export function ownerSiteHost(site: OwnerSite): HostResolution {
  const { id, ownerId, themeName, siteName, subdomain } = site;
  return {
    kind: "owner-site",
    site: { id, userId: ownerId, themeName, siteName, subdomain, customDomain: null, access: "live" },
  };
}

/** The site's languages changed and published: its main one without a prefix, the others with theirs. */
export async function publishLanguages(
  db: Database,
  siteId: string,
  languages: { main: SiteLang; others: SiteLang[] },
): Promise<void> {
  const content = await loadSiteContent(db, siteId);
  const saved = await saveSiteDraft(db, {
    siteId,
    draft: { ...content.draft, languages },
    baseVersion: content.draftVersion,
  });
  if (!saved.ok) throw new Error("draft not saved");
  await publishSiteContent(db, siteId);
}

/**
 * `text` as a request body streamed in chunks, each pulled only when the reader asks, as a
 * client sends a chunked body without Content-Length; `pulled()` says how many bytes were read.
 */
export function chunkedBody(text: string, chunkBytes = 16 * 1024) {
  const bytes = new TextEncoder().encode(text);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= bytes.byteLength) return controller.close();
        const chunk = bytes.subarray(sent, sent + chunkBytes);
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}
