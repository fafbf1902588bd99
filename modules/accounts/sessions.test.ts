import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { createOrPromoteAdmin } from "./create-admin.ts";
import type { Auth } from "./create-auth.ts";
import { changePassword } from "./password-reset.ts";
import { listSessions, revokeSession, revokeSessions } from "./sessions.ts";
import { signIn } from "./sign-in.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser, type SentMail, testAuth } from "./test-support.ts";

const EMAIL = "sessions@example.nl";
const PASSWORD = "tulpen langs de vaart";

describe.each(testBackends())("sessions on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let mails: SentMail[];
  let userId: string;

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth, mails } = testAuth(handle.db));
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Sem", email: EMAIL, password: PASSWORD, lang: "nl" },
      new Browser().headers(),
    );
    if (!made.ok) throw new Error(made.code);
    userId = made.data.user.id;
    await revokeSessionsOf(userId);
  });
  afterAll(() => handle.close());

  async function revokeSessionsOf(id: string) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteUserSessions(id);
  }

  async function browserSignedIn(ip: string, password = PASSWORD) {
    const browser = new Browser(ip);
    const result = await signIn(auth, { identifier: EMAIL, password }, browser.headers());
    if (!result.ok) throw new Error(result.code);
    browser.take(result.headers);
    return browser;
  }

  const signedIn = async (browser: Browser) => (await auth.api.getSession({ headers: browser.headers() })) !== null;
  const currentId = async (browser: Browser) =>
    (await auth.api.getSession({ headers: browser.headers() }))?.session.id ?? "";

  it("lists the live sessions with their address, newest first, the current one marked", async () => {
    const a = await browserSignedIn("198.51.100.1");
    await browserSignedIn("198.51.100.2");
    const list = await listSessions(handle.db, userId, await currentId(a));
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current).map((s) => s.ipAddress)).toEqual(["198.51.100.1"]);
    expect(list.map((s) => s.ipAddress).sort()).toEqual(["198.51.100.1", "198.51.100.2"]);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    await revokeSessionsOf(userId);
  });

  it("shows a session an administrator holds as the owner, marked, to them only, and ends it on their word", async () => {
    const mine = await browserSignedIn("198.51.100.1");
    await createOrPromoteAdmin(handle.db, auth, {
      email: "beheer@example.nl",
      password: "duinen en dijken",
      lang: "nl",
    });
    const admin = new Browser("198.51.100.9");
    const adminIn = await signIn(
      auth,
      { identifier: "beheer@example.nl", password: "duinen en dijken" },
      admin.headers(),
    );
    if (!adminIn.ok) throw new Error(adminIn.code);
    admin.take(adminIn.headers);
    // The server-side call the admin area would make (over HTTP it is refused: server/auth).
    const other = await signUpOwner(
      auth,
      handle.db,
      { name: "Olga", email: "olga@example.pl", password: "góry i jeziora", lang: "pl" },
      new Browser("198.51.100.20").headers(),
    );
    if (!other.ok) throw new Error(other.code);
    await auth.api.impersonateUser({ body: { userId }, headers: admin.headers() });

    const list = await listSessions(handle.db, userId, await currentId(mine));
    expect(
      list
        .map((s) => ({ current: s.current, byAdmin: s.byAdmin }))
        .sort((x, y) => Number(x.byAdmin) - Number(y.byAdmin)),
    ).toEqual([
      { current: true, byAdmin: false },
      { current: false, byAdmin: true },
    ]);
    // Another owner sees nothing of it.
    const theirs = await listSessions(handle.db, other.data.user.id, "");
    expect(theirs.some((s) => s.byAdmin)).toBe(false);

    const held = list.find((s) => s.byAdmin);
    expect(await revokeSession(auth, handle.db, { userId, sessionId: held?.id ?? "" }, mine.headers())).toMatchObject({
      ok: true,
    });
    expect((await listSessions(handle.db, userId, await currentId(mine))).map((s) => s.byAdmin)).toEqual([false]);
    await revokeSessionsOf(userId);
  });

  it("scope others: every other browser is signed out, this one stays", async () => {
    const [a, b, c] = [
      await browserSignedIn("198.51.100.1"),
      await browserSignedIn("198.51.100.2"),
      await browserSignedIn("198.51.100.3"),
    ];
    expect(await revokeSessions(auth, "others", a.headers())).toMatchObject({ ok: true });
    expect([await signedIn(a), await signedIn(b), await signedIn(c)]).toEqual([true, false, false]);
    await revokeSessionsOf(userId);
  });

  it("scope local: only this browser is signed out, and its cookie is cleared", async () => {
    const [a, b] = [await browserSignedIn("198.51.100.1"), await browserSignedIn("198.51.100.2")];
    const result = await revokeSessions(auth, "local", b.headers());
    expect(result.ok).toBe(true);
    b.take(result.headers);
    expect(b.cookies.has("vv.session_token")).toBe(false);
    expect([await signedIn(a), await signedIn(b)]).toEqual([true, false]);
    await revokeSessionsOf(userId);
  });

  it("scope global: every browser is signed out, this one too", async () => {
    const [a, b] = [await browserSignedIn("198.51.100.1"), await browserSignedIn("198.51.100.2")];
    expect(await revokeSessions(auth, "global", a.headers())).toMatchObject({ ok: true });
    expect([await signedIn(a), await signedIn(b)]).toEqual([false, false]);
  });

  it("ends one chosen session by its id, and only the person's own", async () => {
    const [a, b] = [await browserSignedIn("198.51.100.1"), await browserSignedIn("198.51.100.2")];
    const bId = await currentId(b);
    expect(
      await revokeSession(
        auth,
        handle.db,
        { userId: "00000000-0000-4000-8000-000000000000", sessionId: bId },
        a.headers(),
      ),
    ).toMatchObject({ ok: false, code: "SESSION_NOT_FOUND" });
    expect(await revokeSession(auth, handle.db, { userId, sessionId: bId }, a.headers())).toMatchObject({ ok: true });
    expect([await signedIn(a), await signedIn(b)]).toEqual([true, false]);
    await revokeSessionsOf(userId);
  });

  it("a password change checks the rules and ends every other session", async () => {
    const [a, b] = [await browserSignedIn("198.51.100.1"), await browserSignedIn("198.51.100.2")];
    const weak = await changePassword(auth, { currentPassword: PASSWORD, newPassword: "qwertyuiop" }, a.headers());
    expect(weak).toMatchObject({ ok: false, code: "weak_password", reasons: ["common"] });

    const changed = await changePassword(
      auth,
      { currentPassword: PASSWORD, newPassword: "krokussen in maart" },
      a.headers(),
    );
    expect(changed.ok).toBe(true);
    a.take(changed.headers);
    expect([await signedIn(a), await signedIn(b)]).toEqual([true, false]);
    expect(mails.at(-1)).toMatchObject({ template: "password-changed", to: EMAIL });
  });

  it("ends the other sessions even when a client asks to keep them", async () => {
    const [a, b] = [
      await browserSignedIn("198.51.100.1", "krokussen in maart"),
      await browserSignedIn("198.51.100.2", "krokussen in maart"),
    ];
    const response = await auth.api.changePassword({
      body: { currentPassword: "krokussen in maart", newPassword: "narcissen in april", revokeOtherSessions: false },
      headers: a.headers(),
      asResponse: true,
    });
    expect(response.status).toBe(200);
    a.take(response.headers);
    expect([await signedIn(a), await signedIn(b)]).toEqual([true, false]);
  });
});
