import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds, stays, unitRates, userSites, vouchers } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { seedOwner } from "../../modules/seed/demo-accounts.ts";
import { seedDemoOwnerSites } from "../../modules/seed/demo-sites.ts";
import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { createStorage } from "../../modules/storage/create-storage.ts";
import { createDiskBackend } from "../../modules/storage/disk-backend.ts";
import { SITE_DEMOS } from "./index.ts";

const photoQueue = new PhotoQueue();

/** The demo with two pictures to process (the hero, also every unit's cover, and the host). */
function fewPictures(demo: DemoSiteFixture): DemoSiteFixture {
  return {
    ...demo,
    gallery: [],
    posts: [],
    units: demo.units.map((unit) => ({ ...unit, cover: demo.hero, photos: [] })),
  };
}

describe.each(testBackends())("the demo owners' first start on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("gives Sanne and Piotr sites whose calendars are filled, and a second start adds nothing", async () => {
    const db = handle.db;
    const storage = createStorage(db, createDiskBackend(mkdtempSync(path.join(os.tmpdir(), "vayvista-seed-"))));
    await seedOwner(db, { email: "sanne@vayvista.test", name: "Sanne de Vries" });
    await seedOwner(db, { email: "piotr@vayvista.test", name: "Piotr Chowaniec", lang: "pl" });
    const demos = { coast: fewPictures(SITE_DEMOS.coast), mountains: fewPictures(SITE_DEMOS.mountains) };

    const sites = await seedDemoOwnerSites(db, { storage, photoQueue }, demos);
    expect(sites.map((s) => s.subdomain)).toEqual(["duinhuis-zeezicht", "trzy-smreki"]);
    const tally = async () => {
      const rows = await db
        .select({ subdomain: userSites.subdomain, n: count() })
        .from(stays)
        .innerJoin(userSites, eq(userSites.id, stays.siteId))
        .groupBy(userSites.subdomain);
      return Object.fromEntries(rows.map((r) => [r.subdomain, r.n]));
    };
    const first = await tally();
    // Seven bookings (one last summer, one cancelled by its guest and refunded), a block and two imported
    // events at the coast; in the mountains eight bookings, a request, a block and two imports.
    expect(first).toEqual({ "duinhuis-zeezicht": 10, "trzy-smreki": 12 });
    const [rates] = await db.select({ n: count() }).from(unitRates);
    expect(rates?.n).toBe(4);
    expect((await db.select().from(vouchers)).map((v) => v.code).sort()).toEqual(["WELKOM10", "WITAMY10"]);
    expect((await db.select().from(calendarFeeds)).map((f) => f.health)).toEqual(["healthy", "healthy"]);

    expect(await seedDemoOwnerSites(db, { storage, photoQueue }, demos)).toEqual([]);
    expect(await tally()).toEqual(first);
  });
});
