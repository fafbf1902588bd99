import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import type { Database } from "../../../../db/client.ts";
import { emailOutbox } from "../../../../db/schema.ts";
import { createAuth } from "../../../../modules/accounts/create-auth.ts";
import { signIn } from "../../../../modules/accounts/sign-in.ts";
import { signUpOwner } from "../../../../modules/accounts/sign-up.ts";
import { Browser } from "../../../../modules/accounts/test-support.ts";
import { createDnsLookup } from "../../../../modules/domains/dns-lookup.ts";
import { SiteDirectory } from "../../../../modules/sites/site-directory.ts";
import { accountServicesFor } from "../../../../server/auth/account-services.ts";
import { queueAuthEmails } from "../../../../server/auth/auth-mail.ts";
import { createLogger } from "../../../../server/logger.ts";
import { APP_DOMAIN, ORIGIN, type Outcome, outcome, routeArgs } from "../../../../tests/support/route-harness.ts";
import { type AppServices, appContext } from "../../../context.ts";

export const PASSWORD = "zeilboot op het meer";

/**
 * The route harness of tests/support, with account emails going through the real outbox
 * (as in the app), so tests can see what was queued and follow the links in it; and with
 * each person's browser kept, since password and two-factor changes replace the cookie.
 */
export function accountHarness(db: Database) {
  const auth = createAuth({
    db,
    secret: randomBytes(32).toString("base64url"),
    origin: ORIGIN,
    sendEmail: queueAuthEmails(db),
  });
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

  let nextIp = 10;
  const newBrowser = () => new Browser(`198.51.100.${nextIp++}`);

  async function signUp(email: string, name = "Test Eigenaar"): Promise<{ id: string; browser: Browser }> {
    const browser = newBrowser();
    const made = await signUpOwner(auth, db, { name, email, password: PASSWORD, lang: "nl" }, browser.headers());
    if (!made.ok) throw new Error(`sign-up failed: ${made.code}`);
    browser.take(made.headers);
    return { id: made.data.user.id, browser };
  }

  /** Another browser of the same person, signed in with the password. */
  async function signInElsewhere(email: string, password = PASSWORD): Promise<Browser> {
    const browser = newBrowser();
    const result = await signIn(auth, { identifier: email, password }, browser.headers());
    if (!result.ok) throw new Error(`sign-in failed: ${result.code}`);
    browser.take(result.headers);
    return browser;
  }

  /** A request as the browser sends it (with its cookies and a user agent), or as a visitor without one. */
  function request(path: string, browser?: Browser, form?: Record<string, string>): Request {
    const headers = new Headers({
      "user-agent":
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    });
    const cookie = browser?.headers().get("cookie");
    if (cookie) headers.set("cookie", cookie);
    if (!form) return new Request(new URL(path, ORIGIN), { headers });
    return new Request(new URL(path, ORIGIN), { method: "POST", headers, body: new URLSearchParams(form) });
  }

  /** Runs a loader or action; the browser keeps the cookies the answer sets, as a real one would. */
  async function call(
    run: (args: ReturnType<typeof routeArgs>) => unknown,
    req: Request,
    browser?: Browser,
  ): Promise<Outcome> {
    const result = await outcome(() => run(routeArgs(req, context())));
    browser?.take(result.headers);
    return result;
  }

  /** The emails queued to an address with one template, oldest first. */
  async function queued(to: string, template: string) {
    return db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.templateKey, template)))
      .orderBy(emailOutbox.createdAt);
  }

  return { db, auth, sites, context, signUp, signInElsewhere, request, call, queued };
}

export type AccountHarness = ReturnType<typeof accountHarness>;
