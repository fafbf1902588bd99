import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { getEmailTemplate } from "../../modules/messaging/email-templates.ts";
import { getOnboardingState } from "../../modules/onboarding/get-onboarding-state.ts";
import { getOwnerSite } from "../../modules/sites/update-site.ts";
import { listOwnerSupportRequests } from "../../modules/support/owner-support-requests.ts";
import {
  chunkedBody,
  giveSite,
  type Person,
  type RouteFunction,
  type RouteHarness,
  routeHarness,
} from "../../tests/support/route-harness.ts";
import { action as loginAction } from "../routes/account/login.tsx";
import { action as leadsAction } from "../routes/admin/leads.tsx";
import { action as templateAction } from "../routes/admin/template.tsx";
import { action as supportAction } from "../routes/dashboard/support.tsx";
import { action as themeAction } from "../routes/dashboard/theme.tsx";
import { action as wizardAction } from "../routes/onboarding/wizard.tsx";

/** A urlencoded form whose `field` holds `bytes` bytes of text. */
function oversized(field: string, bytes: number, extra: Record<string, string> = {}): string {
  return `${new URLSearchParams(extra).toString()}&${field}=${"a".repeat(bytes)}`;
}

/**
 * Every action reads its form through one helper that counts the bytes it really reads,
 * against the form's own limit: a chunked body without Content-Length that goes past it is
 * answered 413 in the person's language, and nothing is saved.
 */
describe.each(testBackends())("form size limits on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let newcomer: Person;
  let admin: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "ola@example.pl", lang: "pl" });
    await giveSite(handle.db, owner.id, { siteName: "Domek", subdomain: "domek", theme: "warm-cozy" });
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl", lang: "nl" });
    admin = await app.signInAdmin({ email: "beheer@vayvista.test", lang: "en" });
  });
  afterAll(() => handle.close());

  const send = (
    fn: RouteFunction,
    path: string,
    as: Person | undefined,
    text: string,
    params?: Record<string, string>,
  ) => app.call(fn, path, { as, stream: chunkedBody(text).stream, params });

  it("support: a new request within its limit is stored, past it nothing is", async () => {
    const fits = new URLSearchParams({ subject: "Kalendarz", message: "Mój kalendarz nie pokazuje rezerwacji." });
    expect(await send(supportAction, "/dashboard/support", owner, fits.toString())).toMatchObject({ status: 200 });
    const before = await listOwnerSupportRequests(handle.db, owner.id);
    const refused = await send(
      supportAction,
      "/dashboard/support",
      owner,
      oversized("message", 200 * 1024, { subject: "Za dużo" }),
    );
    expect(refused).toMatchObject({ status: 413, data: { title: "Za dużo naraz" } });
    expect(await listOwnerSupportRequests(handle.db, owner.id)).toHaveLength(before.length);
    expect(await app.queued(admin.email, "support-request")).toHaveLength(before.length);
  });

  it("theme: a switch padded past its small limit changes nothing", async () => {
    const refused = await send(
      themeAction,
      "/dashboard/theme",
      owner,
      oversized("padding", 64 * 1024, { theme: "urban-hip" }),
    );
    expect(refused).toMatchObject({ status: 413, data: { reason: "too-large", title: "Za dużo naraz" } });
    expect((await getOwnerSite(handle.db, owner.id))?.site.themeName).toBe("warm-cozy");
  });

  it("onboarding: a wizard step past its limit is not saved, and the message is Dutch", async () => {
    const refused = await send(
      wizardAction,
      "/onboarding",
      newcomer,
      oversized("description", 100 * 1024, { step: "description" }),
    );
    expect(refused).toMatchObject({ status: 413, data: { title: "Te veel tekst in één keer" } });
    expect((await getOnboardingState(handle.db, newcomer.id)).data).toEqual({});
  });

  it("admin: a template past its (large) limit is not stored, and the message is in the admin's language", async () => {
    const refused = await send(
      templateAction,
      "/admin/settings/templates/welcome/nl",
      admin,
      oversized("html", 1024 * 1024, { intent: "save", subject: "Welkom", text: "Hallo" }),
      { key: "welcome", lang: "nl" },
    );
    expect(refused).toMatchObject({ status: 413, data: { title: "Too much at once" } });
    expect((await getEmailTemplate(handle.db, "welcome", "nl")).overridden).toBe(false);
  });

  it("sign-in: a post past the account forms' limit is refused before any attempt", async () => {
    const refused = await send(
      loginAction,
      "/login",
      undefined,
      oversized("password", 64 * 1024, { intent: "sign-in" }),
    );
    expect(refused).toMatchObject({ status: 413, data: { title: "Te veel tekst in één keer" } });
  });

  it("admin: a lead's status padded past its small limit is not changed", async () => {
    const [lead] = await handle.db
      .insert(leads)
      .values({ kind: "contact", lang: "nl", name: "Piet", email: "piet@example.nl", message: "Hallo" })
      .returning({ id: leads.id, status: leads.status });
    if (!lead) throw new Error("no lead");
    const padded = oversized("padding", 64 * 1024, { leadId: lead.id, status: "won" });
    expect(await send(leadsAction, "/admin/leads", admin, padded)).toMatchObject({ status: 413 });
    const [after] = await handle.db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id));
    expect(after?.status).toBe("new");
  });
});
