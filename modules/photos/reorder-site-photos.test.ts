import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { recordTestPhoto, recordTestUnit } from "./manager-testing.ts";
import { reorderSitePhotos } from "./reorder-site-photos.ts";
import { listSitePhotos } from "./site-photo.ts";

describe.each(testBackends())("reordering a site's photos on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: OwnerSite;
  let other: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Elders", subdomain: "elders" });
  });
  afterAll(() => handle.close());

  const order = async (siteId: string) => (await listSitePhotos(db, siteId)).map((p) => p.id);

  it("puts one group in the owner's order and leaves the other groups' photos where they were", async () => {
    const unit = await recordTestUnit(db, site.id, "studio");
    // Site and unit photos interleaved, two sharing a position as simultaneous uploads may.
    const a = await recordTestPhoto(db, site.id, { position: 0 });
    const u1 = await recordTestPhoto(db, site.id, { unitId: unit, position: 1 });
    const b = await recordTestPhoto(db, site.id, { position: 2 });
    const u2 = await recordTestPhoto(db, site.id, { unitId: unit, position: 2 });
    const c = await recordTestPhoto(db, site.id, { position: 3 });
    const portrait = await recordTestPhoto(db, site.id, { album: "other", position: 0 });

    expect(await reorderSitePhotos(db, { siteId: site.id, photoIds: [c.id, a.id, b.id] })).toEqual({ ok: true });
    expect(await order(site.id)).toEqual([c.id, u1.id, a.id, u2.id, b.id, portrait.id]);
    expect((await listSitePhotos(db, site.id)).map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 0]);

    expect(await reorderSitePhotos(db, { siteId: site.id, photoIds: [u2.id, u1.id] })).toEqual({ ok: true });
    expect(await order(site.id)).toEqual([c.id, u2.id, a.id, u1.id, b.id, portrait.id]);
  });

  it("changes nothing for another site's photo, a mix of groups, or an id named twice", async () => {
    const before = await listSitePhotos(db, site.id);
    const ids = before.filter((p) => p.album === "gallery" && p.unitId === null).map((p) => p.id);
    const foreign = await recordTestPhoto(db, other.id);
    const [first, second] = ids as [string, string];

    expect(await reorderSitePhotos(db, { siteId: site.id, photoIds: [second, foreign.id, first] })).toEqual({
      ok: false,
      reason: "not-found",
    });
    // The other site's owner cannot move this site's photos through their own site either.
    expect(await reorderSitePhotos(db, { siteId: other.id, photoIds: [foreign.id, first] })).toEqual({
      ok: false,
      reason: "not-found",
    });
    const unitPhoto = before.find((p) => p.unitId !== null);
    expect(await reorderSitePhotos(db, { siteId: site.id, photoIds: [second, unitPhoto?.id ?? ""] })).toMatchObject({
      ok: false,
    });
    const portrait = before.find((p) => p.album === "other");
    expect(await reorderSitePhotos(db, { siteId: site.id, photoIds: [second, portrait?.id ?? ""] })).toEqual({
      ok: false,
      reason: "mixed",
    });
    expect(await reorderSitePhotos(db, { siteId: site.id, photoIds: [second, second] })).toEqual({
      ok: false,
      reason: "mixed",
    });
    expect(await reorderSitePhotos(db, { siteId: site.id, photoIds: ["not-a-uuid"] })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await listSitePhotos(db, site.id)).toEqual(before);
    expect((await listSitePhotos(db, other.id)).map((p) => [p.id, p.position])).toEqual([[foreign.id, 0]]);
  });
});
