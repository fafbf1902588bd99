import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { session, user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { CLIENT_IP_HEADER } from "../../modules/accounts/client-ip-header.ts";
import { createOrPromoteAdmin } from "../../modules/accounts/create-admin.ts";
import type { Auth } from "../../modules/accounts/create-auth.ts";
import { signIn } from "../../modules/accounts/sign-in.ts";
import { signUpOwner } from "../../modules/accounts/sign-up.ts";
import { Browser, testAuth } from "../../modules/accounts/test-support.ts";
import { authRequestHandler, isAuthAdminPath } from "./auth-handler.ts";

describe.each(testBackends())("/api/auth/* on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth } = testAuth(handle.db));
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Hans", email: "hans@example.nl", password: "grachten bij nacht", lang: "nl" },
      new Browser().headers(),
    );
    if (!made.ok) throw new Error(made.code);
    await handle.db.delete(session);
  });
  afterAll(() => handle.close());

  it("signs in over HTTP and records the address the server saw, not the one the client claims", async () => {
    const handler = authRequestHandler(auth);
    const response = await handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: "10.0.0.1" },
        body: JSON.stringify({ email: "hans@example.nl", password: "grachten bij nacht" }),
      }),
      "198.51.100.99",
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("vv.session_token="))).toBe(true);
    const rows = await handle.db.select({ ip: session.ipAddress }).from(session);
    expect(rows).toEqual([{ ip: "198.51.100.99" }]);
  });

  it("refuses the library's admin endpoints over HTTP, even to a signed-in admin, while the server's own calls still work", async () => {
    await createOrPromoteAdmin(handle.db, auth, {
      email: "beheer@example.nl",
      password: "duinen en dijken",
      lang: "nl",
    });
    const browser = new Browser();
    const signedIn = await signIn(
      auth,
      { identifier: "beheer@example.nl", password: "duinen en dijken" },
      browser.headers(),
    );
    if (!signedIn.ok) throw new Error("admin not signed in");
    browser.take(signedIn.headers);
    const [hans] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, "hans@example.nl"));
    if (!hans) throw new Error("no owner");
    const handler = authRequestHandler(auth);
    const call = (path: string, body?: unknown) => {
      const headers = browser.headers();
      headers.set("content-type", "application/json");
      headers.set("origin", "http://localhost:3000");
      const init: RequestInit =
        body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) };
      return handler(new Request(`http://localhost:3000${path}`, init), "198.51.100.7");
    };

    const answers = [
      await call("/api/auth/admin/list-users"),
      await call("/api/auth/admin/set-role", { userId: hans.id, role: "admin" }),
      await call("/api/auth/admin/impersonate-user", { userId: hans.id }),
      await call("/api/auth/admin/set-user-password", { userId: hans.id, newPassword: "overgenomen wachtwoord" }),
      await call("/api/auth/Admin/set-role", { userId: hans.id, role: "admin" }),
      await call("/api/auth//admin/set-role", { userId: hans.id, role: "admin" }),
      await call("/api/auth/%61dmin/set-role", { userId: hans.id, role: "admin" }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await answers[0]?.json()).toEqual({ code: "NOT_FOUND" });
    // Nothing changed: no role, no session of someone else's, the password as it was.
    const [after] = await handle.db.select({ role: user.role }).from(user).where(eq(user.id, hans.id));
    expect(after?.role).toBe("owner");
    const hansSessions = await handle.db.select().from(session).where(eq(session.userId, hans.id));
    expect(hansSessions.filter((s) => s.impersonatedBy !== null)).toEqual([]);
    const hansSignsIn = await signIn(
      auth,
      { identifier: "hans@example.nl", password: "grachten bij nacht" },
      new Browser().headers(),
    );
    expect(hansSignsIn.ok).toBe(true);

    // The rest of /api/auth answers as before, and the server's own admin calls work.
    expect((await call("/api/auth/get-session")).status).toBe(200);
    const listed = await auth.api.listUsers({ query: { limit: 10 }, headers: browser.headers() });
    expect(listed.users.map((u) => u.email)).toContain("hans@example.nl");
  });

  it("knows the admin endpoints in every spelling of their path, and nothing else", () => {
    for (const path of [
      "/api/auth/admin",
      "/api/auth/admin/list-users",
      "/API/AUTH/ADMIN/list-users",
      "/api/auth///admin/x",
      "/api/auth/%61dmin/x",
      "/api/auth/admin%2Fset-role",
      "/api/auth/%E0%A4%A",
    ]) {
      expect(isAuthAdminPath(path), path).toBe(true);
    }
    for (const path of [
      "/api/auth/get-session",
      "/api/auth/sign-in/email",
      "/api/auth/administrator",
      "/admin/owners",
    ]) {
      expect(isAuthAdminPath(path), path).toBe(false);
    }
  });
});
