import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { user } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import {
  giveSite,
  PASSWORD,
  type Person,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { loader as domainsLoader } from "../onboarding/dashboard-domains.tsx";
import { action as accountAction, loader as accountLoader } from "./account.tsx";
import { loader as layoutLoader } from "./layout.tsx";
import { loader as overviewLoader } from "./overview.tsx";
import { action as supportAction, loader as supportLoader } from "./support.tsx";
import { loader as threadLoader } from "./support-request.tsx";
import { action as themeAction, loader as themeLoader } from "./theme.tsx";

type SupportList = { requests: { id: string; subject: string }[] };

/** An owner who signed up but has not finished onboarding: no site yet. */
describe.each(testBackends())("the dashboard of an account without a site on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let newcomer: Person;
  let withSite: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl", name: "Noor Nieuw", lang: "pl" });
    withSite = await app.signUpOwner({ email: "eva@example.nl" });
    await giveSite(handle.db, withSite.id, { siteName: "Villa Eva", subdomain: "villa-eva" });
  });
  afterAll(() => handle.close());

  it("frames the pages it has in the owner's language, without a site", async () => {
    expect(await app.call(layoutLoader, "/dashboard/account", { as: newcomer })).toMatchObject({
      status: 200,
      data: { lang: "pl", email: "nieuw@example.nl", role: "owner", site: null },
    });
  });

  it("opens the account settings: details, password, two-step verification and sessions", async () => {
    const page = await app.call(accountLoader, "/dashboard/account", { as: newcomer });
    expect(page).toMatchObject({
      status: 200,
      data: { account: { email: "nieuw@example.nl", twoFactorEnabled: false }, siteName: null },
    });
    expect((page.data as { sessions: unknown[] }).sessions).toHaveLength(1);
    const saved = await app.call(accountAction, "/dashboard/account", {
      as: newcomer,
      form: { intent: "profile", name: "Noor de Nieuwe", phone: "", lang: "pl" },
    });
    expect(saved).toMatchObject({ status: 200, data: { intent: "profile", ok: true } });
    const twoFactor = await app.call(accountAction, "/dashboard/account", {
      as: newcomer,
      form: { intent: "two-factor-start", password: PASSWORD },
    });
    expect(twoFactor).toMatchObject({ status: 200, data: { intent: "two-factor-start", ok: true } });
  });

  it("opens support: asks the team and sees only its own requests", async () => {
    await app.call(supportAction, "/dashboard/support", {
      as: withSite,
      form: { subject: "Vraag van Eva", message: "Hoe koppel ik mijn Airbnb-kalender aan de website?" },
    });
    const asked = await app.call(supportAction, "/dashboard/support", {
      as: newcomer,
      form: { subject: "Hulp bij het opzetten", message: "Waar vul ik de prijs per nacht van mijn huis in?" },
    });
    expect(asked).toMatchObject({ status: 200, data: { ok: true } });
    const list = await app.call(supportLoader, "/dashboard/support", { as: newcomer });
    const requests = (list.data as SupportList).requests;
    expect(requests.map((r) => r.subject)).toEqual(["Hulp bij het opzetten"]);
    const requestId = requests[0]?.id ?? "";
    expect(
      await app.call(threadLoader, `/dashboard/support/${requestId}`, { as: newcomer, params: { requestId } }),
    ).toMatchObject({ status: 200 });
    // Another owner's request stays hidden.
    expect(
      await app.call(threadLoader, `/dashboard/support/${requestId}`, { as: withSite, params: { requestId } }),
    ).toMatchObject({ status: 404 });
  });

  it("still sends it to the onboarding wizard from the pages that need a site", async () => {
    const toWizard = { status: 302, location: "/onboarding" };
    expect(await app.call(overviewLoader, "/dashboard", { as: newcomer })).toMatchObject(toWizard);
    expect(await app.call(themeLoader, "/dashboard/theme", { as: newcomer })).toMatchObject(toWizard);
    expect(
      await app.call(themeAction, "/dashboard/theme", { as: newcomer, form: { theme: "fresh-coastal" } }),
    ).toMatchObject(toWizard);
    expect(await app.call(domainsLoader, "/dashboard/domeinen", { as: newcomer })).toMatchObject(toWizard);
  });

  it("lets an admin without a site reach the account settings (where two-step verification is set up)", async () => {
    const admin = await app.signInAdmin({ email: "beheer@vayvista.test", lang: "en" });
    expect(await app.call(layoutLoader, "/dashboard/account", { as: admin })).toMatchObject({
      status: 200,
      data: { role: "admin", site: null },
    });
    expect(await app.call(accountLoader, "/dashboard/account", { as: admin })).toMatchObject({
      status: 200,
      data: { account: { email: "beheer@vayvista.test" } },
    });
    expect(await app.call(overviewLoader, "/dashboard", { as: admin })).toMatchObject({
      status: 302,
      location: "/admin",
    });
    const [row] = await handle.db.select({ role: user.role }).from(user).where(eq(user.id, admin.id));
    expect(row?.role).toBe("admin");
  });

  it("sends visitors to the login page", async () => {
    expect(await app.call(layoutLoader, "/dashboard/account")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Faccount",
    });
  });
});
