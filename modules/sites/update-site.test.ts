import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { createOwnerSite } from "./create-owner-site.ts";
import { SiteDirectory } from "./site-directory.ts";
import type { ThemeName } from "./themes.ts";
import { getOwnerSite, switchTheme } from "./update-site.ts";

describe.each(testBackends())("owner site changes on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const owner = randomUUID();
  const otherOwner = randomUUID();
  let siteId: string;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await seedOwner(db, { id: owner });
    await seedOwner(db, { id: otherOwner });
    const created = await createOwnerSite(
      db,
      {
        ownerId: owner,
        publishedWithoutSubscription: true,
        siteName: "Huisje Duin",
        theme: "fresh-coastal",
        subdomain: "huisje-duin",
        profile: {
          propertyType: "holidayHome",
          address: "Strandweg 1",
          postalCode: "4505 AA",
          city: "Zoutelande",
          country: "NL",
          maxGuests: 5,
          bedrooms: 2,
          bathrooms: 1,
          description: "Vlak achter de duinen, met een tuin op het zuiden.",
          basePriceCents: 11000,
          currency: "EUR",
        },
      },
      { onSiteChanged: () => {} },
    );
    if (!created.ok) throw new Error(JSON.stringify(created));
    siteId = created.site.id;
  });
  afterAll(() => handle.close());

  it("gives the owner their site with its profile, and nothing to others", async () => {
    expect(await getOwnerSite(db, owner)).toMatchObject({
      site: { id: siteId, siteName: "Huisje Duin", themeName: "fresh-coastal", subdomain: "huisje-duin" },
      profile: { city: "Zoutelande", maxGuests: 5, basePriceCents: 11000 },
    });
    expect(await getOwnerSite(db, otherOwner)).toBeNull();
  });

  it("returns a site made outside the wizard without a profile", async () => {
    const { id: admin } = await seedOwner(db);
    await db
      .insert(userSites)
      .values({ userId: admin, themeName: "urban-hip", siteName: "Los", subdomain: "los-huis" });
    expect(await getOwnerSite(db, admin)).toMatchObject({ site: { subdomain: "los-huis" }, profile: null });
  });

  it("switches the theme and the site shows it once the directory is told", async () => {
    const directory = new SiteDirectory(db, "vayvista.nl", 60_000);
    expect(await directory.resolve("huisje-duin.vayvista.nl")).toMatchObject({ site: { themeName: "fresh-coastal" } });
    const result = await switchTheme(db, {
      ownerId: owner,
      siteId,
      theme: "classic-elegant",
      onSiteChanged: () => directory.invalidate(),
    });
    expect(result).toMatchObject({ ok: true, site: { themeName: "classic-elegant" } });
    expect(await directory.resolve("huisje-duin.vayvista.nl")).toMatchObject({
      site: { themeName: "classic-elegant" },
    });
  });

  it("treats another owner's site as not found and leaves it unchanged", async () => {
    let changed = 0;
    expect(
      await switchTheme(db, { ownerId: otherOwner, siteId, theme: "urban-hip", onSiteChanged: () => changed++ }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await switchTheme(db, {
        ownerId: owner,
        siteId: randomUUID(),
        theme: "urban-hip",
        onSiteChanged: () => changed++,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(changed).toBe(0);
    expect((await getOwnerSite(db, owner))?.site.themeName).toBe("classic-elegant");
  });

  it("refuses an unknown theme and malformed ids", async () => {
    const onSiteChanged = () => {};
    expect(await switchTheme(db, { ownerId: owner, siteId, theme: "neon" as ThemeName, onSiteChanged })).toEqual({
      ok: false,
      reason: "invalid-theme",
    });
    await expect(
      switchTheme(db, { ownerId: owner, siteId: "123", theme: "urban-hip", onSiteChanged }),
    ).rejects.toBeInstanceOf(InvalidIdError);
    await expect(getOwnerSite(db, "not-a-uuid")).rejects.toBeInstanceOf(InvalidIdError);
  });
});
