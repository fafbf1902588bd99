import { randomBytes } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { type AppServices, appContext } from "../../app/context.ts";
import type { Database } from "../../db/client.ts";
import { signUpOwner } from "../../modules/accounts/sign-up.ts";
import { Browser, testAuth } from "../../modules/accounts/test-support.ts";
import { createDnsLookup } from "../../modules/domains/dns-lookup.ts";
import type { Lang } from "../../modules/i18n/languages.ts";
import { createOwnerSite, type OwnerSite } from "../../modules/sites/create-owner-site.ts";
import { SiteDirectory } from "../../modules/sites/site-directory.ts";
import type { ThemeName } from "../../modules/sites/themes.ts";
import { accountServicesFor } from "../../server/auth/account-services.ts";
import { createLogger } from "../../server/logger.ts";

/**
 * Drives route loaders and actions the way the server does, without HTTP: a load context
 * with the real services on a test database, real accounts (better-auth, mail recorded),
 * and requests that carry a signed-in browser's cookies.
 */
export type RouteHarness = {
  db: Database;
  sites: SiteDirectory;
  auth: ReturnType<typeof testAuth>["auth"];
  /** A fresh load context, as the server builds one per request. */
  context(): RouterContextProvider;
  /** Signs up an owner and returns their id and the cookie of their browser. */
  signUp(input: { email: string; name?: string; lang?: Lang }): Promise<SignedIn>;
};

export type SignedIn = { id: string; cookie: string };

export const APP_DOMAIN = "vayvista.test";
export const ORIGIN = "https://vayvista.test";

export function routeHarness(db: Database): RouteHarness {
  const { auth } = testAuth(db);
  const sites = new SiteDirectory(db, APP_DOMAIN, 60_000);
  const log = createLogger("silent");
  const clientIp = "203.0.113.7";

  const context = () => {
    const services: AppServices = {
      db,
      log,
      sites,
      origin: ORIGIN,
      appDomain: APP_DOMAIN,
      whatsappPhone: "31612345678",
      clearPageCache: () => {},
      clientIp,
      accounts: accountServicesFor(auth, clientIp),
      secretsKey: randomBytes(32),
      platformHost: `sites.${APP_DOMAIN}`,
      dns: createDnsLookup({ servers: [], timeoutMs: 1000 }),
    };
    const provider = new RouterContextProvider();
    provider.set(appContext, services);
    return provider;
  };

  const signUp = async (input: { email: string; name?: string; lang?: Lang }): Promise<SignedIn> => {
    // Each sign-up from its own address: sign-ups are limited per address.
    const browser = new Browser(`198.51.100.${randomBytes(1)[0] ?? 1}`);
    const result = await signUpOwner(
      auth,
      db,
      {
        name: input.name ?? "Test Eigenaar",
        email: input.email,
        password: "zeilboot op het meer",
        lang: input.lang ?? "nl",
      },
      browser.headers(),
    );
    if (!result.ok) throw new Error(`sign-up failed: ${result.code}`);
    browser.take(result.headers);
    const cookie = browser.headers().get("cookie");
    if (!cookie) throw new Error("no session cookie after sign-up");
    return { id: result.data.user.id, cookie };
  };

  return { db, sites, auth, context, signUp };
}

/** A request to the app as a browser sends it: GET, or POST with form fields. */
export function pageRequest(path: string, opts: { cookie?: string; form?: Record<string, string> } = {}): Request {
  const headers = new Headers();
  if (opts.cookie) headers.set("cookie", opts.cookie);
  if (!opts.form) return new Request(new URL(path, ORIGIN), { headers });
  return new Request(new URL(path, ORIGIN), { method: "POST", headers, body: new URLSearchParams(opts.form) });
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
