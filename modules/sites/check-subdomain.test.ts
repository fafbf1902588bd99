import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { checkSubdomain } from "./check-subdomain.ts";

describe.each(testBackends())("checkSubdomain on $name", (backend) => {
  let handle: DatabaseHandle;
  let ownSiteId: string;
  const owner = "2b7c1d0e-6a4f-4e8b-9c3d-1f2e3a4b5c6d";

  beforeAll(async () => {
    handle = await backend.open();
    await seedOwner(handle.db, { id: owner });
    const other = await seedOwner(handle.db);
    const [own] = await handle.db
      .insert(userSites)
      .values([{ userId: owner, themeName: "warm-cozy", siteName: "Villa Zon", subdomain: "villa-zon" }])
      .returning({ id: userSites.id });
    if (!own) throw new Error("site not stored");
    ownSiteId = own.id;
    await handle.db.insert(userSites).values({
      userId: other.id,
      themeName: "urban-hip",
      siteName: "Oud Huis",
      subdomain: "oud-huis",
      status: "inactive",
    });
  });
  afterAll(() => handle.close());

  it("offers a free name, normalised", async () => {
    expect(await checkSubdomain(handle.db, " Zee-Huisje ")).toEqual({ ok: true, subdomain: "zee-huisje" });
  });

  it("refuses a name another site holds, also when that site is inactive", async () => {
    expect(await checkSubdomain(handle.db, "VILLA-ZON")).toEqual({ ok: false, reason: "taken" });
    expect(await checkSubdomain(handle.db, "oud-huis")).toEqual({ ok: false, reason: "taken" });
  });

  it("lets a site keep its own name", async () => {
    expect(await checkSubdomain(handle.db, "villa-zon", { exceptSiteId: ownSiteId })).toEqual({
      ok: true,
      subdomain: "villa-zon",
    });
    expect(await checkSubdomain(handle.db, "oud-huis", { exceptSiteId: ownSiteId })).toEqual({
      ok: false,
      reason: "taken",
    });
  });

  it("reports rule problems before looking at the database", async () => {
    expect(await checkSubdomain(handle.db, "a")).toEqual({ ok: false, reason: "invalid" });
    expect(await checkSubdomain(handle.db, "dashboard")).toEqual({ ok: false, reason: "reserved" });
  });
});
