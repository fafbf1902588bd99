import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import type { Auth } from "./create-auth.ts";
import { signIn } from "./sign-in.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser, testAuth, totpCode } from "./test-support.ts";
import { confirmTwoFactor, disableTwoFactor, regenerateBackupCodes, startTwoFactor } from "./two-factor.ts";
import { verifySecondFactor } from "./verify-second-factor.ts";

const EMAIL = "totp@example.nl";
const PASSWORD = "molens aan de zaan";

describe.each(testBackends())("two-factor sign-in on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let owner: Browser;
  let totpURI = "";
  let backupCodes: string[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth } = testAuth(handle.db));
    owner = new Browser();
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Tom", email: EMAIL, password: PASSWORD, lang: "nl" },
      owner.headers(),
    );
    if (!made.ok) throw new Error(made.code);
    owner.take(made.headers);
  });
  afterAll(() => handle.close());

  const twoFactorEnabled = async () =>
    (await handle.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, EMAIL)))[0]?.on;

  it("needs the password to start, then gives an authenticator URI for VayVista and ten backup codes", async () => {
    expect(await startTwoFactor(auth, "not my password", owner.headers())).toMatchObject({
      ok: false,
      code: "INVALID_PASSWORD",
    });
    const started = await startTwoFactor(auth, PASSWORD, owner.headers());
    if (!started.ok) throw new Error(started.code);
    ({ totpURI, backupCodes } = started.data);
    expect(new URL(totpURI).protocol).toBe("otpauth:");
    expect(new URL(totpURI).searchParams.get("issuer")).toBe("VayVista");
    expect(backupCodes).toHaveLength(10);
    // Not on until the first code from the app confirms it.
    expect(await twoFactorEnabled()).toBe(false);
  });

  it("turns on with a code computed like an authenticator app does", async () => {
    expect(await confirmTwoFactor(auth, "000000", owner.headers())).toMatchObject({ ok: false });
    const confirmed = await confirmTwoFactor(auth, totpCode(totpURI), owner.headers());
    expect(confirmed.ok).toBe(true);
    owner.take(confirmed.headers);
    expect(await twoFactorEnabled()).toBe(true);
  });

  it("asks for the second factor after the password, and signs in with the TOTP code", async () => {
    const browser = new Browser("198.51.100.40");
    const first = await signIn(auth, { identifier: EMAIL, password: PASSWORD }, browser.headers());
    expect(first).toMatchObject({ ok: true, data: { twoFactorRedirect: true } });
    browser.take(first.headers);
    expect(await auth.api.getSession({ headers: browser.headers() })).toBeNull();

    const wrong = await verifySecondFactor(auth, { code: "123456", method: "totp" }, browser.headers());
    expect(wrong).toMatchObject({ ok: false, code: "INVALID_CODE" });
    const second = await verifySecondFactor(auth, { code: totpCode(totpURI), method: "totp" }, browser.headers());
    expect(second.ok).toBe(true);
    browser.take(second.headers);
    expect((await auth.api.getSession({ headers: browser.headers() }))?.user.email).toBe(EMAIL);
  });

  it("accepts a backup code once", async () => {
    const code = backupCodes[0] ?? "";
    const firstBrowser = new Browser("198.51.100.41");
    firstBrowser.take((await signIn(auth, { identifier: EMAIL, password: PASSWORD }, firstBrowser.headers())).headers);
    const used = await verifySecondFactor(auth, { code, method: "backup-code" }, firstBrowser.headers());
    expect(used.ok).toBe(true);

    const secondBrowser = new Browser("198.51.100.42");
    secondBrowser.take(
      (await signIn(auth, { identifier: EMAIL, password: PASSWORD }, secondBrowser.headers())).headers,
    );
    const reused = await verifySecondFactor(auth, { code, method: "backup-code" }, secondBrowser.headers());
    expect(reused).toMatchObject({ ok: false, code: "INVALID_BACKUP_CODE" });
  });

  it("skips the second factor on a browser trusted at the last sign-in", async () => {
    const browser = new Browser("198.51.100.43");
    browser.take((await signIn(auth, { identifier: EMAIL, password: PASSWORD }, browser.headers())).headers);
    const passed = await verifySecondFactor(
      auth,
      { code: totpCode(totpURI), method: "totp", trustDevice: true },
      browser.headers(),
    );
    browser.take(passed.headers);
    const next = await signIn(auth, { identifier: EMAIL, password: PASSWORD }, browser.headers());
    expect(next.ok && "token" in next.data).toBe(true);
  });

  it("replaces the backup codes, then turns off with the password", async () => {
    const fresh = await regenerateBackupCodes(auth, PASSWORD, owner.headers());
    expect(fresh.ok && fresh.data.backupCodes).toHaveLength(10);
    expect(fresh.ok && fresh.data.backupCodes).not.toContain(backupCodes[1]);

    expect(await disableTwoFactor(auth, "wrong password!", owner.headers())).toMatchObject({ ok: false });
    const off = await disableTwoFactor(auth, PASSWORD, owner.headers());
    expect(off.ok).toBe(true);
    owner.take(off.headers);
    expect(await twoFactorEnabled()).toBe(false);
    const plain = await signIn(auth, { identifier: EMAIL, password: PASSWORD }, new Browser("198.51.100.44").headers());
    expect(plain.ok && "token" in plain.data).toBe(true);
  });
});
