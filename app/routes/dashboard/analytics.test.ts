import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { seedPageViews } from "../../../modules/analytics/seed-page-views.ts";
import type { SiteStats } from "../../../modules/analytics/site-stats.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { loader } from "./analytics.tsx";

describe.each(testBackends())("dashboard visitors page on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl" });
    const site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    const otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    // The owner's site: a quiet one, a week of views. The other owner's: busy, with a page
    // and a referrer the owner's site never had.
    await seedPageViews(handle.db, site.id, { days: 7, perDay: 10, seed: 1 });
    await seedPageViews(handle.db, otherSite.id, { days: 90, perDay: 60, seed: 2, mainLang: "pl" });
  });
  afterAll(() => handle.close());

  const statsFor = async (path: string, as: Person) => {
    const result = await app.call(loader, path, { as });
    expect(result.status).toBe(200);
    return (result.data as { stats: SiteStats }).stats;
  };

  it("sends visitors to the login page, and an owner without a site to the onboarding", async () => {
    expect(await app.call(loader, "/dashboard/analytics?days=7")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fanalytics%3Fdays%3D7",
    });
    expect(await app.call(loader, "/dashboard/analytics", { as: newcomer })).toMatchObject({
      status: 302,
      location: "/onboarding",
    });
  });

  it("shows 30 days unless 7 or 90 are asked for", async () => {
    expect((await statsFor("/dashboard/analytics", owner)).daily).toHaveLength(30);
    expect((await statsFor("/dashboard/analytics?days=7", owner)).daily).toHaveLength(7);
    expect((await statsFor("/dashboard/analytics?days=90", owner)).daily).toHaveLength(90);
    for (const days of ["14", "0", "-7", "7.0x", "abc", "365", ""]) {
      const stats = await statsFor(`/dashboard/analytics?days=${days}`, owner);
      expect(stats.window, days).toBe(30);
      expect(stats.daily).toHaveLength(30);
    }
  });

  it("shows the owner their own site's figures only, never another owner's", async () => {
    const mine = await statsFor("/dashboard/analytics?days=90", owner);
    const theirs = await statsFor("/dashboard/analytics?days=90", other);
    expect(mine.totals.pageViews).toBeGreaterThan(0);
    expect(theirs.totals.pageViews).toBeGreaterThan(mine.totals.pageViews * 10);
    // The owner's site had views in the last week only.
    expect(mine.daily.slice(0, -7).every((d) => d.pageViews === 0)).toBe(true);
    // The other site is Polish first: its main-language pages are Polish paths.
    expect(mine.topPages.map((p) => p.path)).not.toContain("/galeria");
    expect(theirs.topPages.map((p) => p.path)).toContain("/galeria");
    // Whatever site an owner names in the address, the page shows their own.
    const named = await statsFor("/dashboard/analytics?days=90&site=domek&siteId=x", owner);
    expect(named.totals).toEqual(mine.totals);
  });
});
