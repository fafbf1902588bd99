import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../../db/client.ts";
import { session, user, userSites } from "../../../../db/schema.ts";
import { testBackends } from "../../../../db/testing.ts";
import { totpCode } from "../../../../modules/accounts/test-support.ts";
import {
  giveSite,
  PASSWORD,
  type Person,
  pageRequest,
  type RouteHarness,
  routeArgs,
  routeHarness,
} from "../../../../tests/support/route-harness.ts";
import type { AccountActionData } from "../../../components/dashboard/account/account-result.ts";
import { action, loader } from "../account.tsx";
import { loader as layoutLoader } from "../layout.tsx";
import { loader as overviewLoader } from "../overview.tsx";
import { loader as exportLoader } from "./export.ts";

type PageData = Awaited<ReturnType<typeof loader>>;

describe.each(testBackends())("/dashboard/account on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
  });
  afterAll(() => handle.close());

  /** A new owner with a live site; each test takes its own, so attempt limits never add up. */
  let count = 0;
  async function owner(): Promise<Person> {
    count += 1;
    const made = await app.signUpOwner({ email: `eigenaar${count}@example.nl`, name: `Eigenaar ${count}` });
    await giveSite(handle.db, made.id, { siteName: `Huisje ${count}`, subdomain: `huisje-${count}` });
    return made;
  }

  const page = (as?: Person) => app.call(loader, "/dashboard/account", { as });
  const post = (form: Record<string, string>, as?: Person) => app.call(action, "/dashboard/account", { as, form });
  const answer = (result: { data: unknown }) => result.data as AccountActionData;
  const pageData = async (who: Person) => (await page(who)).data as PageData;
  const row = async (id: string) => (await handle.db.select().from(user).where(eq(user.id, id)))[0];

  it("sends visitors to the login page from the page, every form and the download", async () => {
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Faccount" };
    expect(await page()).toMatchObject(login);
    for (const intent of [
      "profile",
      "password",
      "two-factor-start",
      "sign-out",
      "sign-out-session",
      "delete-account",
    ]) {
      expect(await post({ intent, sessionId: randomUUID(), scope: "global" })).toMatchObject(login);
    }
    expect(await app.call(exportLoader, "/dashboard/account/export")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Faccount%2Fexport",
    });
  });

  it("shows the owner's details and this browser, with its address masked", async () => {
    const eva = await owner();
    const data = await pageData(eva);
    expect(data.account).toEqual({
      name: expect.stringMatching(/^Eigenaar/),
      email: eva.email,
      emailVerified: false,
      phoneNumber: null,
      lang: "nl",
      twoFactorEnabled: false,
    });
    expect(data.sessions).toEqual([
      expect.objectContaining({ current: true, ip: expect.stringMatching(/^198\.51\.100\.x$/) }),
    ]);
  });

  it("refuses a form it does not know", async () => {
    const eva = await owner();
    expect(await post({ intent: "make-admin" }, eva)).toMatchObject({ status: 400 });
  });

  describe("profile", () => {
    it("keeps what was typed and names each problem", async () => {
      const eva = await owner();
      const result = await post({ intent: "profile", name: "", phone: "12ab", lang: "de" }, eva);
      expect(result.status).toBe(400);
      expect(answer(result)).toEqual({
        intent: "profile",
        ok: false,
        problems: {
          fields: {
            name: [{ key: "errors.required" }],
            phone: [{ key: "errors.phone" }],
            lang: [{ key: "errors.choice" }],
          },
        },
        values: { name: "", phone: "12ab", lang: "de" },
      });
    });

    it("refuses a name of more than one line, as it would go into email headers", async () => {
      const eva = await owner();
      for (const name of ["Eva\r\nBcc: x@example.com", "Eva\u0000", "Eva\u2028de Vries"]) {
        const result = await post({ intent: "profile", name, phone: "", lang: "nl" }, eva);
        expect([name, result.status, answer(result)]).toMatchObject([
          name,
          400,
          { problems: { fields: { name: [{ key: "errors.oneLine" }] } }, values: { name } },
        ]);
      }
    });

    it("saves name, phone number and language; the dashboard follows the language", async () => {
      const eva = await owner();
      const saved = await post({ intent: "profile", name: "Eva de Vries", phone: "06 1234 5678", lang: "en" }, eva);
      expect(answer(saved)).toEqual({ intent: "profile", ok: true });
      expect(await row(eva.id)).toMatchObject({ name: "Eva de Vries", phoneNumber: "+31612345678", lang: "en" });
      const layout = await app.call(layoutLoader, "/dashboard/account", { as: eva });
      expect(layout.data).toMatchObject({ lang: "en" });

      const tom = await owner();
      const taken = await post({ intent: "profile", name: "Tom", phone: "+31612345678", lang: "nl" }, tom);
      expect(answer(taken)).toMatchObject({
        ok: false,
        problems: { fields: { phone: [{ key: "auth.errors.phoneTaken" }] } },
      });
    });
  });

  describe("email", () => {
    it("mails a link to the new address and changes the address only when it is opened", async () => {
      const eva = await owner();
      const tom = await owner();
      const same = await post({ intent: "change-email", newEmail: eva.email, password: PASSWORD }, eva);
      expect(answer(same)).toMatchObject({
        problems: { fields: { newEmail: [{ key: "dashboard.account.email.same" }] } },
      });
      const wrong = await post(
        { intent: "change-email", newEmail: "eva@nieuw.nl", password: "niet mijn wachtwoord" },
        eva,
      );
      expect(answer(wrong)).toMatchObject({
        problems: { fields: { password: [{ key: "dashboard.account.errors.wrongPassword" }] } },
        values: { newEmail: "eva@nieuw.nl" },
      });
      const taken = await post({ intent: "change-email", newEmail: tom.email, password: PASSWORD }, eva);
      expect(answer(taken)).toMatchObject({
        problems: { fields: { newEmail: [{ key: "dashboard.account.email.taken" }] } },
      });

      const sent = await post({ intent: "change-email", newEmail: "Eva@Nieuw.nl", password: PASSWORD }, eva);
      expect(answer(sent)).toEqual({ intent: "change-email", ok: true, sentTo: "eva@nieuw.nl" });
      expect((await row(eva.id))?.email).toBe(eva.email);

      const [mail] = await app.queued("eva@nieuw.nl", "verify-email");
      expect(mail?.text).not.toContain("token=");
      const link = (mail && app.deliveredText(mail))?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
      if (!link) throw new Error("no verification link in the email");
      const opened = await app.auth.handler(new Request(link));
      expect(opened.status).toBe(302);
      expect((await row(eva.id))?.email).toBe("eva@nieuw.nl");
    });

    it("sends the confirmation link again while the address is unconfirmed", async () => {
      const eva = await owner();
      const before = (await app.queued(eva.email, "verify-email")).length;
      const resent = await post({ intent: "resend-verification" }, eva);
      expect(answer(resent)).toEqual({ intent: "resend-verification", ok: true, sentTo: eva.email });
      expect(await app.queued(eva.email, "verify-email")).toHaveLength(before + 1);
    });
  });

  describe("password", () => {
    it("names the broken rules beside the new password and a wrong current password beside that one", async () => {
      const eva = await owner();
      const weak = await post({ intent: "password", currentPassword: PASSWORD, newPassword: "welkom2024" }, eva);
      expect(answer(weak)).toMatchObject({
        ok: false,
        problems: { fields: { newPassword: [{ key: "auth.weakPassword.common" }] } },
        values: {},
      });
      const wrong = await post(
        { intent: "password", currentPassword: "niet mijn wachtwoord", newPassword: "een lang en nieuw wachtwoord" },
        eva,
      );
      expect(answer(wrong)).toMatchObject({
        problems: { fields: { currentPassword: [{ key: "dashboard.account.errors.wrongPassword" }] } },
      });
    });

    it("ends every other session, keeps this browser signed in and queues the 'password changed' email", async () => {
      const eva = await owner();
      const laptop = await app.signInElsewhere(eva);
      expect((await pageData(eva)).sessions).toHaveLength(2);

      const changed = await post(
        { intent: "password", currentPassword: PASSWORD, newPassword: "een lang en nieuw wachtwoord" },
        eva,
      );
      expect(answer(changed)).toEqual({ intent: "password", ok: true });
      expect(changed.headers.getSetCookie().length).toBeGreaterThan(0);

      expect(await page(laptop)).toMatchObject({ status: 302, location: "/login?next=%2Fdashboard%2Faccount" });
      expect((await pageData(eva)).sessions).toEqual([expect.objectContaining({ current: true })]);
      expect(await app.queued(eva.email, "password-changed")).toHaveLength(1);
    });

    it("stops guessing the password after ten tries in a quarter of an hour", async () => {
      const eva = await owner();
      const guess = {
        intent: "password",
        currentPassword: "geraden wachtwoord",
        newPassword: "een lang en nieuw wachtwoord",
      };
      for (let i = 0; i < 10; i++) expect((await post(guess, eva)).status).toBe(400);
      const blocked = await post(guess, eva);
      expect(blocked.status).toBe(429);
      expect(answer(blocked)).toMatchObject({ problems: { form: { key: "auth.errors.tooManyAttempts" } } });
    });
  });

  describe("two-step verification", () => {
    it("enrols with the password, a QR code and a code from the app, then shows ten backup codes", async () => {
      const eva = await owner();
      const wrong = await post({ intent: "two-factor-start", password: "niet mijn wachtwoord" }, eva);
      expect(answer(wrong)).toMatchObject({
        problems: { fields: { password: [{ key: "dashboard.account.errors.wrongPassword" }] } },
      });

      const started = answer(await post({ intent: "two-factor-start", password: PASSWORD }, eva));
      if (!started.ok || !started.setup) throw new Error("no setup");
      const { totpUri, qrDataUrl, secret } = started.setup;
      expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(qrDataUrl.split(",")[1] ?? "", "base64").toString()).toContain("<svg");
      expect(secret.replace(/ /g, "")).toBe(new URL(totpUri).searchParams.get("secret"));
      expect((await row(eva.id))?.twoFactorEnabled).toBe(false);

      const badCode = await post({ intent: "two-factor-confirm", totpUri, code: "000000" }, eva);
      expect(answer(badCode)).toMatchObject({
        ok: false,
        problems: { fields: { code: [{ key: "auth.errors.invalidCode" }] } },
        setup: { totpUri },
      });
      const forged = totpUri.replace(encodeURIComponent(eva.email), encodeURIComponent("iemand@anders.nl"));
      expect((await post({ intent: "two-factor-confirm", totpUri: forged, code: totpCode(totpUri) }, eva)).status).toBe(
        400,
      );

      const confirmed = answer(await post({ intent: "two-factor-confirm", totpUri, code: totpCode(totpUri) }, eva));
      expect(confirmed).toMatchObject({ intent: "two-factor-confirm", ok: true });
      expect(confirmed.ok && confirmed.backupCodes).toHaveLength(10);
      expect((await row(eva.id))?.twoFactorEnabled).toBe(true);
      // The renewed cookie keeps this browser signed in.
      expect((await pageData(eva)).account.twoFactorEnabled).toBe(true);

      const fresh = answer(await post({ intent: "two-factor-codes", password: PASSWORD }, eva));
      expect(fresh.ok && fresh.backupCodes).toHaveLength(10);
      expect(fresh.ok && fresh.backupCodes).not.toEqual(confirmed.ok && confirmed.backupCodes);

      expect(answer(await post({ intent: "two-factor-disable", password: PASSWORD }, eva))).toEqual({
        intent: "two-factor-disable",
        ok: true,
      });
      expect((await row(eva.id))?.twoFactorEnabled).toBe(false);
    });
  });

  describe("sessions", () => {
    it("signs out one of the owner's own sessions; another owner's is not found, a malformed id is refused", async () => {
      const eva = await owner();
      const tom = await owner();
      const phone = await app.signInElsewhere(eva);
      const listed = (await pageData(eva)).sessions;
      const other = listed.find((s) => !s.current);
      if (!other) throw new Error("second session not listed");
      const [tomSession] = await handle.db.select({ id: session.id }).from(session).where(eq(session.userId, tom.id));

      expect(await post({ intent: "sign-out-session", sessionId: tomSession?.id ?? "" }, eva)).toMatchObject({
        status: 404,
      });
      expect(await post({ intent: "sign-out-session", sessionId: "not-a-uuid" }, eva)).toMatchObject({
        status: 400,
      });
      expect((await pageData(tom)).sessions).toHaveLength(1);

      expect(answer(await post({ intent: "sign-out-session", sessionId: other.id }, eva))).toEqual({
        intent: "sign-out-session",
        ok: true,
      });
      expect(await page(phone)).toMatchObject({ status: 302 });
      expect((await pageData(eva)).sessions).toHaveLength(1);
    });

    it("signs out the others, this browser, or everywhere", async () => {
      const eva = await owner();
      const laptop = await app.signInElsewhere(eva);
      expect(await post({ intent: "sign-out", scope: "somewhere" }, eva)).toMatchObject({ status: 400 });

      expect(answer(await post({ intent: "sign-out", scope: "others" }, eva))).toMatchObject({ ok: true });
      expect(await page(laptop)).toMatchObject({ status: 302 });
      expect((await page(eva)).status).toBe(200);

      const tablet = await app.signInElsewhere(eva);
      expect(await post({ intent: "sign-out", scope: "local" }, eva)).toMatchObject({
        status: 302,
        location: "/login?signedout=1",
      });
      expect(await page(eva)).toMatchObject({ status: 302 });
      expect((await page(tablet)).status).toBe(200);

      const phone = await app.signInElsewhere(eva);
      expect(await post({ intent: "sign-out", scope: "global" }, tablet)).toMatchObject({
        status: 302,
        location: "/login?signedout=1",
      });
      expect(await page(tablet)).toMatchObject({ status: 302 });
      expect(await page(phone)).toMatchObject({ status: 302 });
    });
  });

  describe("download my data", () => {
    it("is a JSON attachment with the owner's data and nothing of another owner", async () => {
      const eva = await owner();
      const tom = await owner();
      // The download's body is the point here, so the loader's Response itself.
      const response = (await exportLoader(
        routeArgs(pageRequest("/dashboard/account/export", { as: eva }), app.context()),
      )) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="vayvista-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const text = await response.text();
      const body = JSON.parse(text);
      expect(body.account).toMatchObject({ id: eva.id, email: eva.email });
      expect(body.sites).toHaveLength(1);
      expect(text).not.toContain(tom.id);
      expect(text).not.toContain(tom.email);
      const [cookieToken] = await handle.db
        .select({ token: session.token })
        .from(session)
        .where(eq(session.userId, eva.id));
      expect(text).not.toContain(cookieToken?.token);
    });
  });

  describe("delete my account", () => {
    it("needs the owner's email address and password", async () => {
      const eva = await owner();
      const typo = await post({ intent: "delete-account", confirmEmail: "eva@exampel.nl", password: PASSWORD }, eva);
      expect(answer(typo)).toMatchObject({
        problems: {
          fields: { confirmEmail: [{ key: "dashboard.account.delete.emailMismatch", params: { email: eva.email } }] },
        },
        values: { confirmEmail: "eva@exampel.nl" },
      });
      const wrong = await post(
        { intent: "delete-account", confirmEmail: eva.email, password: "niet mijn wachtwoord" },
        eva,
      );
      expect(answer(wrong)).toMatchObject({
        problems: { fields: { password: [{ key: "dashboard.account.errors.wrongPassword" }] } },
      });
      // Hostile forms: a NUL in the address is not the address; 5 MB is refused unread.
      const nul = await post({ intent: "delete-account", confirmEmail: `${eva.email}\u0000`, password: PASSWORD }, eva);
      expect(nul.status).toBe(400);
      expect(answer(nul)).toMatchObject({
        problems: { fields: { confirmEmail: [{ key: "dashboard.account.delete.emailMismatch" }] } },
      });
      const huge = await post(
        { intent: "delete-account", confirmEmail: eva.email, password: PASSWORD, padding: "x".repeat(5_000_000) },
        eva,
      );
      expect(huge.status).toBe(413);
      expect(await row(eva.id)).toBeDefined();
      expect((await pageData(eva)).deletion).toBeNull();
    });

    it("takes the site offline, keeps the owner signed in to download or undo, and leaves another owner alone", async () => {
      const eva = await owner();
      const tom = await owner();
      const evaHost = `${(await siteOf(eva.id))?.subdomain}.vayvista.test`;
      expect((await app.sites.resolve(evaHost)).kind).toBe("owner-site");

      const deleted = await post(
        { intent: "delete-account", confirmEmail: eva.email.toUpperCase(), password: PASSWORD },
        eva,
      );
      expect(deleted.status).toBe(200);
      const deleteOn = new Date(String((answer(deleted) as { deleteOn?: string }).deleteOn));
      expect(Math.round((deleteOn.getTime() - Date.now()) / 86_400_000)).toBe(30);
      expect(await app.queued(eva.email, "account-deletion-scheduled")).toHaveLength(1);

      // The site is offline at once; the account and its data wait for the day.
      expect(await row(eva.id)).toBeDefined();
      expect((await app.sites.resolve(evaHost)).kind).toBe("marketing");
      const data = await pageData(eva);
      expect(data.deletion?.purgeAfter).toBe(deleteOn.toISOString());
      // Only the data and the way back are open.
      expect((await post({ intent: "profile", name: "Iemand anders" }, eva)).status).toBe(409);
      expect((await post({ intent: "export-request" }, eva)).status).toBe(200);
      expect(await app.call(overviewLoader, "/dashboard", { as: eva })).toMatchObject({
        status: 302,
        location: "/dashboard/account#delete",
      });

      expect((await post({ intent: "cancel-deletion" }, eva)).status).toBe(200);
      expect((await pageData(eva)).deletion).toBeNull();
      expect((await app.sites.resolve(evaHost)).kind).toBe("owner-site");

      expect((await pageData(tom)).account.email).toBe(tom.email);
      const tomSite = await siteOf(tom.id);
      expect((await app.sites.resolve(`${tomSite?.subdomain}.vayvista.test`)).kind).toBe("owner-site");
    });
  });

  const siteOf = async (ownerId: string) =>
    (await handle.db.select().from(userSites).where(eq(userSites.userId, ownerId)))[0];
});
