import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import type { Auth } from "./create-auth.ts";
import { signIn } from "./sign-in.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser, type SentMail, testAuth } from "./test-support.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PASSWORD = "zeilboot op het meer";

describe.each(testBackends())("sign-up and sign-in on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let mails: SentMail[];
  let lastLink: ReturnType<typeof testAuth>["lastLink"];

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth, mails, lastLink } = testAuth(handle.db));
  });
  afterAll(() => handle.close());

  it("signs up an owner with a UUID id, signed in at once, and mails a verification link", async () => {
    const browser = new Browser();
    const result = await signUpOwner(
      auth,
      handle.db,
      { name: "Sanne de Vries", email: "Sanne@Example.nl", password: PASSWORD, phone: "06 12345678", lang: "en" },
      browser.headers(),
    );
    if (!result.ok) throw new Error(result.code);
    expect(result.data.user.id).toMatch(UUID);
    browser.take(result.headers);
    expect(browser.cookies.has("vv.session_token")).toBe(true);

    const [row] = await handle.db.select().from(user).where(eq(user.id, result.data.user.id));
    expect(row).toMatchObject({
      email: "sanne@example.nl",
      role: "owner",
      lang: "en",
      emailVerified: false,
      phoneNumber: "+31612345678",
    });
    expect(mails.map((m) => [m.template, m.to, m.lang])).toEqual([
      ["verify-email", "sanne@example.nl", "en"],
      ["welcome", "sanne@example.nl", "en"],
    ]);
    expect(mails[1]?.data).toEqual({ name: "Sanne de Vries", url: "http://localhost:3000/dashboard" });
  });

  it("marks the email verified when the link is opened, then lands on /login?verified=1", async () => {
    const link = lastLink("sanne@example.nl", "verify-email");
    const response = await auth.handler(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?verified=1");
    const [row] = await handle.db.select().from(user).where(eq(user.email, "sanne@example.nl"));
    expect(row?.emailVerified).toBe(true);

    const forged = new URL(link);
    forged.searchParams.set("token", "not-a-token");
    const refused = await auth.handler(new Request(forged));
    expect(refused.headers.get("location")).toMatch(/^\/login\?verified=1&error=/);
  });

  it("refuses weak passwords on sign-up with every reason", async () => {
    const result = await signUpOwner(
      auth,
      handle.db,
      { name: "Jan", email: "janjansen@example.nl", password: "janjansen1", lang: "nl" },
      new Browser().headers(),
    );
    expect(result).toMatchObject({ ok: false, status: 400, code: "weak_password" });
    expect(!result.ok && result.reasons).toEqual(["contains_email"]);
    const short = await signUpOwner(
      auth,
      handle.db,
      { name: "Jan", email: "jan2@example.nl", password: "password", lang: "nl" },
      new Browser().headers(),
    );
    expect(!short.ok && short.reasons).toEqual(["too_short", "common"]);
    expect(await handle.db.select().from(user).where(eq(user.email, "janjansen@example.nl"))).toEqual([]);
  });

  it("refuses a phone number that is not one, or is already someone's", async () => {
    const input = { name: "Piet", email: "piet@example.nl", password: PASSWORD, lang: "nl" as const };
    const bad = await signUpOwner(auth, handle.db, { ...input, phone: "call me" }, new Browser().headers());
    expect(bad).toMatchObject({ ok: false, code: "INVALID_PHONE_NUMBER" });
    const taken = await signUpOwner(auth, handle.db, { ...input, phone: "+31612345678" }, new Browser().headers());
    expect(taken).toMatchObject({ ok: false, code: "PHONE_NUMBER_EXIST" });
  });

  it("signs in with the email address, in any case", async () => {
    const browser = new Browser();
    const result = await signIn(auth, { identifier: " SANNE@example.nl ", password: PASSWORD }, browser.headers());
    expect(result).toMatchObject({ ok: true, data: { user: { role: "owner" } } });
    browser.take(result.headers);
    const session = await auth.api.getSession({ headers: browser.headers() });
    expect(session?.user.email).toBe("sanne@example.nl");
  });

  it("signs in with the phone number, however it is written", async () => {
    for (const identifier of ["+31612345678", "06-1234 5678"]) {
      const result = await signIn(auth, { identifier, password: PASSWORD }, new Browser().headers());
      expect(result).toMatchObject({ ok: true, data: { user: { role: "owner" } } });
    }
  });

  it("answers a missing identifier with MISSING_CREDENTIALS", async () => {
    expect(await signIn(auth, { identifier: "  ", password: PASSWORD }, new Browser().headers())).toMatchObject({
      ok: false,
      code: "MISSING_CREDENTIALS",
    });
  });

  it("gives a wrong password and an unknown account the same answer, after the same hashing work", async () => {
    const context = await auth.$context;
    const hash = vi.spyOn(context.password, "hash");
    const verify = vi.spyOn(context.password, "verify");
    const answers = [];
    for (const identifier of [
      "sanne@example.nl",
      "nobody@example.nl",
      "+31612345678",
      "+31699999999",
      "no-such-thing",
    ]) {
      hash.mockClear();
      verify.mockClear();
      const result = await signIn(
        auth,
        { identifier, password: "not the password" },
        new Browser("198.51.100.7").headers(),
      );
      answers.push(result.ok ? "ok" : `${result.status} ${result.code}`);
      // Known accounts verify the hash; unknown ones hash the password instead.
      expect(hash.mock.calls.length + verify.mock.calls.length).toBe(1);
    }
    expect(new Set(answers)).toEqual(new Set(["401 INVALID_CREDENTIALS"]));
    hash.mockRestore();
    verify.mockRestore();
  });
});
