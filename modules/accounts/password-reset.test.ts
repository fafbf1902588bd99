import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { AUTH_LIMITS } from "./auth-rate-limits.ts";
import type { Auth } from "./create-auth.ts";
import { isResetTokenUsable, requestPasswordReset, resetPassword } from "./password-reset.ts";
import { signIn } from "./sign-in.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser, type SentMail, testAuth } from "./test-support.ts";

const OLD = "oude fiets in de schuur";
const NEW = "nieuwe fiets op de dijk";
const EMAIL = "reset@example.nl";

describe.each(testBackends())("password reset on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let mails: SentMail[];
  let lastLink: ReturnType<typeof testAuth>["lastLink"];

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth, mails, lastLink } = testAuth(handle.db));
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Rita", email: EMAIL, password: OLD, lang: "pl" },
      new Browser().headers(),
    );
    if (!made.ok) throw new Error(made.code);
  });
  afterAll(() => handle.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const signedIn = async (password: string) => {
    const browser = new Browser();
    const result = await signIn(auth, { identifier: EMAIL, password }, browser.headers());
    if (!result.ok) throw new Error(result.code);
    browser.take(result.headers);
    return browser;
  };
  const tokenOf = (link: URL) => link.searchParams.get("token") ?? "";

  it("mails a link to /login/reset in the owner's language, and answers unknown addresses alike", async () => {
    const known = await requestPasswordReset(auth, "Reset@Example.nl", new Browser().headers());
    const unknown = await requestPasswordReset(auth, "nobody@example.nl", new Browser().headers());
    expect(known).toMatchObject({ ok: true, data: { status: true } });
    expect(unknown.ok && unknown.data).toEqual(known.ok && known.data);
    expect(mails.filter((m) => m.template === "password-reset").map((m) => [m.to, m.lang])).toEqual([[EMAIL, "pl"]]);
    const link = lastLink(EMAIL, "password-reset");
    expect(link.origin + link.pathname).toBe("http://localhost:3000/login/reset");
  });

  it("refuses a weak new password without spending the link", async () => {
    const token = tokenOf(lastLink(EMAIL, "password-reset"));
    const weak = await resetPassword(auth, { token, newPassword: "password1" }, new Browser().headers());
    expect(weak).toMatchObject({ ok: false, code: "weak_password", reasons: ["too_short", "common"] });
  });

  it("sets the new password once, ends every session, and the link then stops working", async () => {
    const phone = await signedIn(OLD);
    const laptop = await signedIn(OLD);
    const token = tokenOf(lastLink(EMAIL, "password-reset"));
    expect(await isResetTokenUsable(handle.db, token)).toBe(true);
    // A forged link's token with a NUL is no token (it reached Postgres before: a 500).
    expect(await isResetTokenUsable(handle.db, `${token}\u0000`)).toBe(false);

    const done = await resetPassword(auth, { token, newPassword: NEW }, new Browser().headers());
    expect(done).toMatchObject({ ok: true });
    expect(mails.at(-1)).toMatchObject({ template: "password-changed", to: EMAIL, lang: "pl" });
    expect(await auth.api.getSession({ headers: phone.headers() })).toBeNull();
    expect(await auth.api.getSession({ headers: laptop.headers() })).toBeNull();

    expect(await signIn(auth, { identifier: EMAIL, password: OLD }, new Browser().headers())).toMatchObject({
      code: "INVALID_CREDENTIALS",
    });
    expect((await signedIn(NEW)).cookies.has("vv.session_token")).toBe(true);

    const again = await resetPassword(auth, { token, newPassword: "derde fiets in de stad" }, new Browser().headers());
    expect(again).toMatchObject({ ok: false, code: "INVALID_TOKEN" });
    expect(await isResetTokenUsable(handle.db, token)).toBe(false);
  });

  it("keeps a link for 30 minutes and no longer", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    const start = Date.now();
    await requestPasswordReset(auth, EMAIL, new Browser().headers());
    const early = tokenOf(lastLink(EMAIL, "password-reset"));
    await requestPasswordReset(auth, EMAIL, new Browser().headers());
    const late = tokenOf(lastLink(EMAIL, "password-reset"));
    // Both links were made between `start` and `made`, however long that took.
    const made = Date.now();
    expect(late).not.toBe(early);

    vi.setSystemTime(start + 29 * 60_000);
    expect(await resetPassword(auth, { token: early, newPassword: OLD }, new Browser().headers())).toMatchObject({
      ok: true,
    });
    vi.setSystemTime(made + 31 * 60_000);
    expect(await resetPassword(auth, { token: late, newPassword: NEW }, new Browser().headers())).toMatchObject({
      ok: false,
      code: "INVALID_TOKEN",
    });
  });

  it("sends no more than a few links an hour to one address, with the usual answer", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2031-03-01T08:00:01Z"));
    const before = mails.length;
    for (let i = 0; i < AUTH_LIMITS.resetRequestAccount.limit + 2; i++) {
      const answer = await requestPasswordReset(auth, EMAIL, new Browser(`192.0.2.${i + 1}`).headers());
      expect(answer).toMatchObject({ ok: true, data: { status: true } });
    }
    expect(mails.length - before).toBe(AUTH_LIMITS.resetRequestAccount.limit);
  });
});
