import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { stays, user, userSites } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import type { MoneyDue } from "../../../modules/payments/money-due.ts";
import { ledgerRow } from "../../../modules/payments/owner-money.testing.ts";
import { connectPaymentAccount } from "../../../modules/payments/payment-account.ts";
import { insertUnit } from "../../../modules/units/units.testing.ts";
import { bookStay } from "../../../modules/vouchers/vouchers.testing.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { loader as layoutLoader } from "./layout.tsx";
import { loader as overviewLoader } from "./overview.tsx";

describe.each(testBackends())("dashboard shell and overview on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let newcomer: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "marieke@example.nl", name: "Marieke Jansen", lang: "en" });
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl" });
    await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon", theme: "fresh-coastal" });
  });
  afterAll(() => handle.close());

  const load = (fn: typeof layoutLoader | typeof overviewLoader, path: string, as?: Person) =>
    app.call(fn, path, { as });

  it("sends visitors to the login page, with the way back", async () => {
    for (const fn of [layoutLoader, overviewLoader]) {
      expect(await load(fn, "/dashboard")).toMatchObject({ status: 302, location: "/login?next=%2Fdashboard" });
    }
  });

  it("sends an owner without a site to the onboarding wizard, and an admin without one to /admin", async () => {
    expect(await load(overviewLoader, "/dashboard", newcomer)).toMatchObject({
      status: 302,
      location: "/onboarding",
    });
    await handle.db.update(user).set({ role: "admin" }).where(eq(user.id, newcomer.id));
    expect(await load(overviewLoader, "/dashboard", newcomer)).toMatchObject({ status: 302, location: "/admin" });
    await handle.db.update(user).set({ role: "owner" }).where(eq(user.id, newcomer.id));
  });

  it("frames the dashboard in the owner's language, with their site and its address", async () => {
    const result = await load(layoutLoader, "/dashboard", owner);
    expect(result).toMatchObject({
      status: 200,
      data: {
        lang: "en",
        email: "marieke@example.nl",
        site: { siteName: "Villa Zon", status: "active", url: "https://villa-zon.vayvista.test" },
      },
    });
  });

  it("shows the site's status and links, and the welcome only right after onboarding", async () => {
    const plain = await load(overviewLoader, "/dashboard", owner);
    expect(plain.data).toMatchObject({
      welcome: false,
      site: { siteName: "Villa Zon", status: "active", themeName: "fresh-coastal", customDomain: null },
      links: { subdomainUrl: "https://villa-zon.vayvista.test", customDomainUrl: null },
    });
    expect((await load(overviewLoader, "/dashboard?welcome=1", owner)).data).toMatchObject({ welcome: true });
    // Made by the wizard and not subscribed yet: a preview, as the header says, not "online".
    await handle.db.update(userSites).set({ publishedAt: null }).where(eq(userSites.userId, owner.id));
    expect((await load(overviewLoader, "/dashboard", owner)).data).toMatchObject({ site: { status: "preview" } });
    expect((await load(layoutLoader, "/dashboard", owner)).data).toMatchObject({ site: { status: "inactive" } });
    await handle.db.update(userSites).set({ publishedAt: new Date() }).where(eq(userSites.userId, owner.id));
  });

  it("ticks off the next steps from the real state of account and site", async () => {
    const steps = async () =>
      ((await load(overviewLoader, "/dashboard", owner)).data as { steps: { id: string; done: boolean }[] }).steps;
    expect(await steps()).toEqual([
      { id: "theme", done: true, to: "/dashboard/theme" },
      { id: "email", done: false, to: "/dashboard/account" },
      { id: "domain", done: false, to: "/dashboard/domeinen" },
      { id: "twoFactor", done: false, to: "/dashboard/account" },
    ]);

    await handle.db.update(user).set({ emailVerified: true, twoFactorEnabled: true }).where(eq(user.id, owner.id));
    await handle.db.update(userSites).set({ customDomain: "villazon.nl" }).where(eq(userSites.userId, owner.id));
    expect((await steps()).every((s) => s.done)).toBe(true);

    const overview = await load(overviewLoader, "/dashboard", owner);
    expect(overview.data).toMatchObject({ links: { customDomainUrl: "https://villazon.nl" } });
    expect((await load(layoutLoader, "/dashboard", owner)).data).toMatchObject({
      site: { url: "https://villazon.nl" },
    });
  });

  it("shows an inactive site as such", async () => {
    await handle.db.update(userSites).set({ status: "inactive" }).where(eq(userSites.userId, owner.id));
    expect((await load(overviewLoader, "/dashboard", owner)).data).toMatchObject({
      site: { status: "inactive" },
    });
  });

  it("counts the booking requests waiting for the owner's answer: their own site's, with a hold still running", async () => {
    expect((await load(overviewLoader, "/dashboard", owner)).data).toMatchObject({ needs: { requests: { count: 0 } } });
    const [site] = await handle.db.select().from(userSites).where(eq(userSites.userId, owner.id));
    const other = await app.signUpOwner({ email: "ander@example.nl" });
    const otherSite = await giveSite(handle.db, other.id, { siteName: "Boshut", subdomain: "boshut" });
    const request = async (siteId: string, checkIn: string, checkOut: string, holdHours: number) => {
      const unit = await insertUnit(handle.db, siteId, `huis-${checkIn}`);
      await handle.db.insert(stays).values({
        siteId,
        unitId: unit.id,
        kind: "booking",
        status: "request",
        checkIn,
        checkOut,
        source: "direct",
        holdExpiresAt: new Date(Date.now() + holdHours * 3_600_000),
      });
    };
    await request(site?.id ?? "", "2027-05-01", "2027-05-04", 24);
    await request(site?.id ?? "", "2027-06-01", "2027-06-04", 12);
    // A request whose hold ran out no longer waits; another owner's is theirs.
    await request(site?.id ?? "", "2027-07-01", "2027-07-04", -1);
    await request(otherSite.id, "2027-05-01", "2027-05-04", 24);
    expect((await load(overviewLoader, "/dashboard", owner)).data).toMatchObject({ needs: { requests: { count: 2 } } });
  });
  it("shows the payments due only on a site that deals in payments, and only the site's own", async () => {
    type Due = { paymentsDue: MoneyDue | null };
    const due = async (as: Person) => ((await load(overviewLoader, "/dashboard", as)).data as Due).paymentsDue;
    const [site] = await handle.db.select().from(userSites).where(eq(userSites.userId, owner.id));
    const siteId = site?.id ?? "";
    // Never took a payment: no card at all.
    expect(await due(owner)).toBeNull();
    await connectPaymentAccount(handle.db, siteId, { provider: "test", methods: ["card"] });
    expect(await due(owner)).toMatchObject({ overdue: { count: 0, cents: 0 }, dueSoon: { count: 0 }, nearest: [] });

    const today = todayIn("Europe/Amsterdam", new Date());
    const booking = async (at: string, checkIn: string, name: string, dueOn: string, amountCents: number) => {
      const unit = await insertUnit(handle.db, at, `geld-${checkIn}`);
      const stayId = await bookStay(
        handle.db,
        { siteId: at, unitId: unit.id },
        { checkIn, checkOut: addDays(checkIn, 3), guestName: name, totalCents: amountCents * 2 },
      );
      await ledgerRow(handle.db, { siteId: at }, stayId, { amountCents });
      await ledgerRow(handle.db, { siteId: at }, stayId, {
        instalment: 2,
        state: "requires_payment",
        amountCents,
        dueOn,
      });
      return stayId;
    };
    const late = await booking(siteId, "2028-01-10", "Jan Smit", addDays(today, -2), 45_000);
    const soon = await booking(siteId, "2028-02-10", "Lotte Bos", addDays(today, 3), 30_000);
    const stranger = await app.signUpOwner({ email: "geld@example.nl" });
    const theirSite = await giveSite(handle.db, stranger.id, { siteName: "Bosrand", subdomain: "bosrand" });
    const theirs = await booking(theirSite.id, "2028-01-10", "Piet Klaassen", addDays(today, -1), 99_000);

    expect(await due(owner)).toMatchObject({
      overdue: { count: 1, cents: 45_000 },
      dueSoon: { count: 1, cents: 30_000 },
      nearest: [
        { stayId: late, guestName: "Jan Smit", what: "balance", overdue: true },
        { stayId: soon, guestName: "Lotte Bos", what: "balance", overdue: false },
      ],
    });
    const strangers = await due(stranger);
    expect(strangers?.nearest.map((line) => line.stayId)).toEqual([theirs]);
    expect(JSON.stringify(strangers)).not.toMatch(/Jan Smit|Lotte Bos/);
  });
});
