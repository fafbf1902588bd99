import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { type Auth, createAuth } from "./create-auth.ts";
import { signIn } from "./sign-in.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser, type SentMail, testAuth, totpCode } from "./test-support.ts";
import { confirmTwoFactor, startTwoFactor } from "./two-factor.ts";
import { verifySecondFactor } from "./verify-second-factor.ts";

const PASSWORD = "fietsen langs de dijk";
const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0";

/** A browser that also sends its User-Agent, as real ones do. */
class PhoneBrowser extends Browser {
  override headers(): Headers {
    const headers = super.headers();
    headers.set("user-agent", FIREFOX_ANDROID);
    return headers;
  }
}

describe.each(testBackends())("new sign-in mail on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let mails: SentMail[];
  const signInsTo = (to: string) => mails.filter((m) => m.template === "new-sign-in" && m.to === to);

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth, mails } = testAuth(handle.db));
    for (const [email, lang] of [
      ["lotte@example.nl", "nl"],
      ["kasia@example.pl", "pl"],
    ] as const) {
      const made = await signUpOwner(
        auth,
        handle.db,
        { name: email.split("@")[0] ?? "", email, password: PASSWORD, lang },
        new Browser("192.0.2.44").headers(),
      );
      if (!made.ok) throw new Error(made.code);
    }
  });
  afterAll(() => handle.close());

  it("sends no sign-in mail for the sign-up itself", () => {
    expect(mails.filter((m) => m.template === "new-sign-in")).toEqual([]);
  });

  it("mails the owner about a sign-in on another device: device, masked address, time, a way out", async () => {
    const phone = new PhoneBrowser("198.51.100.23");
    const before = Date.now();
    const result = await signIn(auth, { identifier: "lotte@example.nl", password: PASSWORD }, phone.headers());
    expect(result.ok).toBe(true);
    const [mail] = signInsTo("lotte@example.nl");
    expect(mail).toMatchObject({
      lang: "nl",
      data: {
        name: "lotte",
        device: { browser: "Firefox", system: "Android" },
        ip: "198.51.100.x",
        url: "http://localhost:3000/login?mode=forgot",
      },
    });
    const time = mail && "time" in mail.data ? mail.data.time.getTime() : 0;
    expect(time).toBeGreaterThanOrEqual(before);
  });

  it("stays quiet on a browser that signed in to the account before", async () => {
    const laptop = new Browser("203.0.113.5");
    const first = await signIn(auth, { identifier: "kasia@example.pl", password: PASSWORD }, laptop.headers());
    laptop.take(first.headers);
    expect(signInsTo("kasia@example.pl")).toHaveLength(1);
    expect(signInsTo("kasia@example.pl")[0]).toMatchObject({
      lang: "pl",
      data: { device: { browser: null, system: null } },
    });

    const again = await signIn(auth, { identifier: "kasia@example.pl", password: PASSWORD }, laptop.headers());
    expect(again.ok).toBe(true);
    expect(signInsTo("kasia@example.pl")).toHaveLength(1);
  });

  it("sends nothing for a wrong password", async () => {
    const count = mails.length;
    await signIn(
      auth,
      { identifier: "lotte@example.nl", password: "niet het wachtwoord" },
      new PhoneBrowser().headers(),
    );
    expect(mails.length).toBe(count);
  });

  it("with a second factor, mails once that factor is given, not after the password alone", async () => {
    const home = new Browser("192.0.2.60");
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Tom", email: "tom@example.nl", password: PASSWORD, lang: "en" },
      home.headers(),
    );
    if (!made.ok) throw new Error(made.code);
    home.take(made.headers);
    const started = await startTwoFactor(auth, PASSWORD, home.headers());
    if (!started.ok) throw new Error(started.code);
    // Switching the factor on renews the session; on a browser without the remembered-device
    // cookie that is still no sign-in.
    home.cookies.delete("vv.known_device");
    const confirmed = await confirmTwoFactor(auth, totpCode(started.data.totpURI), home.headers());
    expect(confirmed.ok).toBe(true);
    expect(signInsTo("tom@example.nl")).toEqual([]);

    const phone = new PhoneBrowser("2001:db8:85a3:8d3:1319:8a2e:370:7348");
    const first = await signIn(auth, { identifier: "tom@example.nl", password: PASSWORD }, phone.headers());
    expect(first).toMatchObject({ ok: true, data: { twoFactorRedirect: true } });
    phone.take(first.headers);
    expect(signInsTo("tom@example.nl")).toEqual([]);
    const second = await verifySecondFactor(
      auth,
      { code: totpCode(started.data.totpURI), method: "totp" },
      phone.headers(),
    );
    expect(second.ok).toBe(true);
    expect(signInsTo("tom@example.nl")).toMatchObject([
      { lang: "en", data: { device: { browser: "Firefox", system: "Android" }, ip: "2001:db8:85a3:…" } },
    ]);
  });

  it("lets the person in when a notice cannot be queued, and logs which one", async () => {
    const logged: object[] = [];
    const failing = createAuth({
      db: handle.db,
      secret: randomBytes(32).toString("base64url"),
      origin: "http://localhost:3000",
      sendEmail: async (template) => {
        if (template === "welcome" || template === "new-sign-in") throw new Error("outbox unavailable");
      },
      log: { warn: () => {}, error: (obj) => logged.push(obj) },
    });
    const made = await signUpOwner(
      failing,
      handle.db,
      { name: "Noor", email: "noor@example.nl", password: PASSWORD, lang: "nl" },
      new Browser("192.0.2.61").headers(),
    );
    expect(made.ok).toBe(true);
    const result = await signIn(
      failing,
      { identifier: "noor@example.nl", password: PASSWORD },
      new PhoneBrowser().headers(),
    );
    expect(result.ok).toBe(true);
    expect(logged).toEqual([
      { template: "welcome", err: "outbox unavailable" },
      { template: "new-sign-in", err: "outbox unavailable" },
    ]);
  });
});
