import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { themesContent } from "../../../content/themes/index.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { getOwnerSite } from "../../../modules/sites/update-site.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { action, loader } from "./theme.tsx";

describe.each(testBackends())("dashboard theme on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let ownerSiteId: string;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl", lang: "pl" });
    other = await app.signUpOwner({ email: "pieter@example.nl" });
    ownerSiteId = (
      await giveSite(handle.db, owner.id, { siteName: "Huisje Duin", subdomain: "huisje-duin", theme: "warm-cozy" })
    ).id;
    await giveSite(handle.db, other.id, { siteName: "Boshuis", subdomain: "boshuis", theme: "nature-rustic" });
  });
  afterAll(() => handle.close());

  const switchTo = (theme: string, as?: Person) => app.call(action, "/dashboard/theme", { as, form: { theme } });

  it("sends visitors to the login page", async () => {
    expect(await app.call(loader, "/dashboard/theme")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Ftheme",
    });
    expect(await switchTo("urban-hip")).toMatchObject({ status: 302, location: "/login?next=%2Fdashboard%2Ftheme" });
  });

  it("shows the current theme and all six, described in the owner's language", async () => {
    const result = await app.call(loader, "/dashboard/theme", { as: owner });
    const data = result.data as { current: string; host: string; themes: { theme: string; tagline: string }[] };
    expect(data.current).toBe("warm-cozy");
    expect(data.host).toBe("huisje-duin.vayvista.test");
    expect(data.themes.map((t) => t.theme)).toEqual([
      "modern-minimal",
      "warm-cozy",
      "classic-elegant",
      "fresh-coastal",
      "urban-hip",
      "nature-rustic",
    ]);
    // The owner writes Polish: the themes page's Polish copy.
    expect(data.themes[1]?.tagline).toBe(themesContent.pl.themes["warm-cozy"].tagline);
  });

  it("switches the theme and the site resolves to it at once", async () => {
    expect(await app.sites.resolve("huisje-duin.vayvista.test")).toMatchObject({ site: { themeName: "warm-cozy" } });
    expect(await switchTo("urban-hip", owner)).toMatchObject({
      status: 200,
      data: { ok: true, theme: "urban-hip" },
    });
    // The directory was told: no waiting for its cache to expire; the pages are drawn anew.
    expect(await app.sites.resolve("huisje-duin.vayvista.test")).toMatchObject({ site: { themeName: "urban-hip" } });
    expect(app.siteCacheClears).toEqual([ownerSiteId]);
  });

  it("changes only the signed-in owner's own site", async () => {
    await switchTo("classic-elegant", other);
    expect((await getOwnerSite(handle.db, other.id))?.site.themeName).toBe("classic-elegant");
    expect((await getOwnerSite(handle.db, owner.id))?.site.themeName).toBe("urban-hip");
  });

  it("refuses a theme that does not exist and keeps the current one", async () => {
    expect(await switchTo("neon-disco", owner)).toMatchObject({ status: 400, data: { ok: false } });
    expect((await getOwnerSite(handle.db, owner.id))?.site.themeName).toBe("urban-hip");
  });
});
