import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { accountServicesFor, pagePathOf, withSessionCookies } from "./account-services.ts";
import { createOrPromoteAdmin } from "./create-admin.ts";
import type { Auth } from "./create-auth.ts";
import { signIn } from "./sign-in.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser, testAuth } from "./test-support.ts";

const thrown = async (promise: Promise<unknown>): Promise<Response> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
};

describe.each(testBackends())("account services on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let owner: Browser;
  let admin: Browser;

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth } = testAuth(handle.db));
    owner = new Browser();
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Owen", email: "owen@example.nl", password: "vuurtoren op de kaap", lang: "en" },
      owner.headers(),
    );
    if (!made.ok) throw new Error(made.code);
    owner.take(made.headers);
    const { generatedPassword } = await createOrPromoteAdmin(handle.db, auth, { email: "ada@example.nl" });
    admin = new Browser();
    const signedIn = await signIn(
      auth,
      { identifier: "ada@example.nl", password: generatedPassword ?? "" },
      admin.headers(),
    );
    admin.take(signedIn.headers);
  });
  afterAll(() => handle.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const request = (browser: Browser | null, url = "http://localhost:3000/dashboard") =>
    new Request(url, { headers: browser ? { cookie: browser.headers().get("cookie") ?? "" } : {} });

  it("sends visitors to /login with the page they wanted, also from a data request", async () => {
    const accounts = accountServicesFor(auth, "203.0.113.1");
    expect(await accounts.getSession(request(null))).toBeNull();
    const redirect = await thrown(
      accounts.requireUser(request(null, "http://localhost:3000/dashboard/theme.data?tab=2&_routes=routes%2Fx")),
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/dashboard/theme?tab=2")}`);
    expect(pagePathOf(new Request("http://localhost:3000/_root.data"))).toBe("/");
  });

  it("gives owners their session and refuses them the admin area with a 403", async () => {
    const accounts = accountServicesFor(auth, "203.0.113.1");
    const found = await accounts.requireUser(request(owner));
    expect(found.user).toMatchObject({ email: "owen@example.nl", role: "owner", lang: "en", twoFactorEnabled: false });
    expect((await thrown(accounts.requireAdmin(request(owner)))).status).toBe(403);
  });

  it("lets admins into the admin area", async () => {
    const accounts = accountServicesFor(auth, "203.0.113.1");
    expect((await accounts.requireAdmin(request(admin))).user.role).toBe("admin");
  });

  it("slides the session: a day later in use, it is renewed and the new cookie goes out with the page", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    const accounts = accountServicesFor(auth, "203.0.113.1");
    const before = await accounts.requireUser(request(owner));
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const later = accountServicesFor(auth, "203.0.113.1");
    const after = await later.requireUser(request(owner));
    expect(after.session.expiresAt.getTime()).toBeGreaterThan(before.session.expiresAt.getTime());
    const page = withSessionCookies(new Response("ok"), later.responseCookies);
    expect(
      page.headers.getSetCookie().some((c) => c.startsWith("vv.session_token=") && /Max-Age=2592000/.test(c)),
    ).toBe(true);
  });
});
