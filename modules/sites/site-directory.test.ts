import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { SiteDirectory } from "./site-directory.ts";

describe.each(testBackends())("SiteDirectory on $name", (backend) => {
  let handle: DatabaseHandle;
  // One site per owner.
  const owner = async () => (await seedOwner(handle.db)).id;

  beforeAll(async () => {
    handle = await backend.open();
    await handle.db.insert(userSites).values([
      {
        userId: await owner(),
        themeName: "warm-cozy",
        siteName: "Villa Zon",
        subdomain: "villa-zon",
        customDomain: "villazon.nl",
      },
      {
        userId: await owner(),
        themeName: "urban-hip",
        siteName: "Oud Huis",
        subdomain: "oud-huis",
        status: "inactive",
      },
    ]);
  });
  afterAll(() => handle.close());

  it("finds an active site by subdomain and by custom domain", async () => {
    const dir = new SiteDirectory(handle.db, "vayvista.nl");
    const bySub = await dir.resolve("villa-zon.vayvista.nl");
    expect(bySub).toMatchObject({ kind: "owner-site", site: { siteName: "Villa Zon", themeName: "warm-cozy" } });
    expect(await dir.resolve("www.VillaZon.nl")).toMatchObject({
      kind: "owner-site",
      site: { subdomain: "villa-zon" },
    });
  });

  it("renders the marketing site for unknown and inactive sites", async () => {
    const dir = new SiteDirectory(handle.db, "vayvista.nl");
    expect(await dir.resolve("onbekend.vayvista.nl")).toEqual({ kind: "marketing" });
    expect(await dir.resolve("oud-huis.vayvista.nl")).toEqual({ kind: "marketing" });
    expect(await dir.resolve("someone-else.com")).toEqual({ kind: "marketing" });
  });

  it("serves cached lookups until invalidated", async () => {
    const dir = new SiteDirectory(handle.db, "vayvista.nl", 60_000);
    expect(await dir.resolve("nieuw.vayvista.nl")).toEqual({ kind: "marketing" });
    await handle.db
      .insert(userSites)
      .values({ userId: await owner(), themeName: "fresh-coastal", siteName: "Nieuw", subdomain: "nieuw" });
    expect(await dir.resolve("nieuw.vayvista.nl")).toEqual({ kind: "marketing" });
    dir.invalidate();
    expect(await dir.resolve("nieuw.vayvista.nl")).toMatchObject({ kind: "owner-site", site: { siteName: "Nieuw" } });
  });

  it("tells its listeners of an invalidation (the other instances), and forgets without telling when they ask", async () => {
    const dir = new SiteDirectory(handle.db, "vayvista.nl", 60_000);
    let told = 0;
    const stop = dir.onInvalidate(() => {
      told += 1;
    });
    expect(await dir.resolve("later.vayvista.nl")).toEqual({ kind: "marketing" });
    await handle.db
      .insert(userSites)
      .values({ userId: await owner(), themeName: "warm-cozy", siteName: "Later", subdomain: "later" });
    dir.forget();
    expect(told).toBe(0);
    expect(await dir.resolve("later.vayvista.nl")).toMatchObject({ kind: "owner-site", site: { siteName: "Later" } });
    dir.invalidate();
    expect(told).toBe(1);
    stop();
    dir.invalidate();
    expect(told).toBe(1);
  });

  it("does not keep a lookup that was under way when it was told to forget", async () => {
    const dir = new SiteDirectory(handle.db, "vayvista.nl", 60_000);
    const looking = dir.resolve("spoedig.vayvista.nl");
    dir.forget();
    expect(await looking).toEqual({ kind: "marketing" });
    expect(dir.peek("spoedig.vayvista.nl")).toBeUndefined();
  });

  it("rejects a second site with the same subdomain or custom domain", async () => {
    await expect(
      handle.db
        .insert(userSites)
        .values({ userId: await owner(), themeName: "warm-cozy", siteName: "X", subdomain: "villa-zon" }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(userSites).values({
        userId: await owner(),
        themeName: "warm-cozy",
        siteName: "Y",
        subdomain: "y",
        customDomain: "villazon.nl",
      }),
    ).rejects.toThrow();
  });
});
