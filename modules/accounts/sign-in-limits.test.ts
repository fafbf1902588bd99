import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { AUTH_LIMITS } from "./auth-rate-limits.ts";
import type { Auth } from "./create-auth.ts";
import { signIn } from "./sign-in.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser, testAuth } from "./test-support.ts";

const PASSWORD = "lange zomeravonden";

describe.each(testBackends())("sign-in limits on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth } = testAuth(handle.db));
    for (const email of ["pair@example.nl", "cap@example.nl"]) {
      const made = await signUpOwner(
        auth,
        handle.db,
        { name: "Owner", email, password: PASSWORD, lang: "nl" },
        new Browser(`192.0.2.${email.length}`).headers(),
      );
      if (!made.ok) throw new Error(made.code);
    }
  });
  afterAll(() => handle.close());

  // Fixed windows: every test starts just after a window boundary (a day of its own) so
  // no window ends mid-test and no count carries over.
  let day = 0;
  beforeEach(() => {
    day += 1;
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(Date.UTC(2030, 0, day, 10, 0, 1)));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const attempt = (identifier: string, password: string, browser: Browser) =>
    signIn(auth, { identifier, password }, browser.headers());

  it("stops one address guessing one account, while the owner elsewhere still gets in", async () => {
    const attacker = new Browser("203.0.113.66");
    for (let i = 0; i < AUTH_LIMITS.signInPair.limit; i++) {
      expect(await attempt("pair@example.nl", `guess number ${i}`, attacker)).toMatchObject({
        code: "INVALID_CREDENTIALS",
      });
    }
    const blocked = await attempt("pair@example.nl", PASSWORD, attacker);
    expect(blocked).toMatchObject({ ok: false, status: 429, code: "TOO_MANY_ATTEMPTS" });
    expect(!blocked.ok && blocked.retryAfterSeconds).toBeGreaterThan(0);

    expect(await attempt("pair@example.nl", PASSWORD, new Browser("198.51.100.20"))).toMatchObject({ ok: true });
  });

  it("counts addresses of one IPv6 /64 as one, so rotating through them does not escape the limit", async () => {
    for (let i = 0; i < AUTH_LIMITS.signInPair.limit; i++) {
      // A new address from the same /64 for every guess.
      const rotating = new Browser(i % 2 === 0 ? `2001:db8:aa:1::${i + 1}` : `2001:DB8:AA:1:${i}:ffff:0:1`);
      expect(await attempt("pair@example.nl", `guess number ${i}`, rotating)).toMatchObject({
        code: "INVALID_CREDENTIALS",
      });
    }
    expect(await attempt("pair@example.nl", PASSWORD, new Browser("2001:db8:aa:1:abcd::99"))).toMatchObject({
      ok: false,
      status: 429,
      code: "TOO_MANY_ATTEMPTS",
    });
    // Another network is another client.
    expect(await attempt("pair@example.nl", PASSWORD, new Browser("2001:db8:aa:2::1"))).toMatchObject({ ok: true });
  });

  it("caps guesses at one account from many addresses, except on a device it signed in on before", async () => {
    const owner = new Browser("198.51.100.30");
    const first = await attempt("cap@example.nl", PASSWORD, owner);
    expect(first.ok).toBe(true);
    owner.take(first.headers);
    expect(owner.cookies.has("vv.known_device")).toBe(true);

    const spread = AUTH_LIMITS.signInAccount.limit;
    for (let i = 0; i < spread; i++) {
      await attempt("cap@example.nl", `guess ${i}`, new Browser(`203.0.113.${100 + (i % 50)}`));
    }
    expect(await attempt("cap@example.nl", PASSWORD, new Browser("198.51.100.31"))).toMatchObject({
      status: 429,
      code: "TOO_MANY_ATTEMPTS",
    });
    expect(await attempt("cap@example.nl", PASSWORD, owner)).toMatchObject({ ok: true });
  });

  it("counts an unknown account like a known one, so the limit reveals nothing", async () => {
    const browser = new Browser("203.0.113.77");
    for (let i = 0; i < AUTH_LIMITS.signInPair.limit; i++) await attempt("ghost@example.nl", `guess ${i}`, browser);
    expect(await attempt("ghost@example.nl", PASSWORD, browser)).toMatchObject({ status: 429 });
  });
});
