import { randomBytes } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { type AppServices, appContext } from "../../app/context.ts";
import type { Database } from "../../db/client.ts";
import { createOrPromoteAdmin } from "../../modules/accounts/create-admin.ts";
import { signIn } from "../../modules/accounts/sign-in.ts";
import { signUpOwner } from "../../modules/accounts/sign-up.ts";
import { Browser, testAuth } from "../../modules/accounts/test-support.ts";
import { createDnsLookup } from "../../modules/domains/dns-lookup.ts";
import type { Lang } from "../../modules/i18n/languages.ts";
import { SiteDirectory } from "../../modules/sites/site-directory.ts";
import { type AccountServices, accountServicesFor } from "../../server/auth/account-services.ts";
import { createLogger } from "../../server/logger.ts";

/**
 * Drives the admin area's loaders and actions as the server does, without HTTP: a load
 * context with real services on a test database, real accounts (better-auth) for an admin
 * and an owner, and a record of page-cache clears.
 */
export const ADMIN_APP_DOMAIN = "vayvista.test";
export const ADMIN_ORIGIN = "https://vayvista.test";
const PASSWORD = "zeilboot op het meer";

export type Person = { id: string; email: string; cookie: string };

/** The load context's services, with the accounts and secrets key the server adds. */
export type TestServices = AppServices & { accounts: AccountServices; secretsKey: Buffer };

export type AdminHarness = {
  db: Database;
  sites: SiteDirectory;
  auth: ReturnType<typeof testAuth>["auth"];
  secretsKey: Buffer;
  /** How often an action cleared the marketing page cache. */
  pageCacheClears: number;
  /** A fresh load context, as the server builds one per request. */
  context(overrides?: Partial<TestServices>): RouterContextProvider;
  services(overrides?: Partial<TestServices>): TestServices;
  /** An admin account (created, or promoted) signed in in its own browser. */
  signInAdmin(input: { email: string; name?: string; lang?: Lang }): Promise<Person>;
  /** An owner account signed up and signed in. */
  signUpOwner(input: { email: string; name?: string; lang?: Lang }): Promise<Person>;
};

function cookieOf(browser: Browser): string {
  const cookie = browser.headers().get("cookie");
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** A distinct address per browser: sign-ups and sign-ins are limited per address. */
let nextAddress = 1;
function newBrowser(): Browser {
  nextAddress += 1;
  return new Browser(`198.51.100.${nextAddress % 250}`);
}

export function adminHarness(db: Database): AdminHarness {
  const { auth } = testAuth(db);
  const sites = new SiteDirectory(db, ADMIN_APP_DOMAIN, 60_000);
  const log = createLogger("silent");
  const clientIp = "203.0.113.7";
  const secretsKey = randomBytes(32);

  const harness: AdminHarness = {
    db,
    sites,
    auth,
    secretsKey,
    pageCacheClears: 0,
    services(overrides = {}) {
      const defaults: TestServices = {
        db,
        log,
        sites,
        origin: ADMIN_ORIGIN,
        appDomain: ADMIN_APP_DOMAIN,
        whatsappPhone: "31612345678",
        clearPageCache: () => {
          harness.pageCacheClears += 1;
        },
        clientIp,
        accounts: accountServicesFor(auth, clientIp),
        secretsKey,
        platformHost: `sites.${ADMIN_APP_DOMAIN}`,
        // Tests that verify domains pass a lookup against their own DNS server.
        dns: createDnsLookup({ servers: [], timeoutMs: 1000 }),
      };
      return { ...defaults, ...overrides } as TestServices;
    },
    context(overrides = {}) {
      const provider = new RouterContextProvider();
      provider.set(appContext, harness.services(overrides));
      return provider;
    },
    async signInAdmin(input) {
      await createOrPromoteAdmin(db, auth, {
        email: input.email,
        name: input.name ?? "Beheerder",
        password: PASSWORD,
        lang: input.lang ?? "nl",
      });
      const browser = newBrowser();
      const result = await signIn(auth, { identifier: input.email, password: PASSWORD }, browser.headers());
      if (!result.ok || result.data.twoFactorRedirect)
        throw new Error(`admin sign-in failed: ${JSON.stringify(result)}`);
      browser.take(result.headers);
      return { id: result.data.user.id, email: input.email, cookie: cookieOf(browser) };
    },
    async signUpOwner(input) {
      const browser = newBrowser();
      const result = await signUpOwner(
        auth,
        db,
        { name: input.name ?? "Test Eigenaar", email: input.email, password: PASSWORD, lang: input.lang ?? "nl" },
        browser.headers(),
      );
      if (!result.ok) throw new Error(`owner sign-up failed: ${result.code}`);
      browser.take(result.headers);
      return { id: result.data.user.id, email: input.email, cookie: cookieOf(browser) };
    },
  };
  return harness;
}

/** A request as a browser sends it: GET, or POST with form fields. */
export function adminRequestOf(path: string, opts: { cookie?: string; form?: Record<string, string> } = {}): Request {
  const headers = new Headers();
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const url = new URL(path, ADMIN_ORIGIN);
  if (!opts.form) return new Request(url, { headers });
  return new Request(url, { method: "POST", headers, body: new URLSearchParams(opts.form) });
}

/** The arguments React Router passes a loader or action. */
export function loaderArgs<A>(request: Request, context: RouterContextProvider, params: Record<string, string> = {}) {
  return { request, context, params, url: new URL(request.url), pattern: "" } as unknown as A;
}

/** What a loader or action answered, returned or thrown: a Response, `data(...)` or plain data. */
export type Outcome = { status: number; location: string | null; data: unknown };

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

export async function outcomeOf(run: () => unknown): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("location"), data: null };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, location: headers.get("location"), data: value.data };
  }
  return { status: 200, location: null, data: value };
}
