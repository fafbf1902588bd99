import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { auditLog, user, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { SiteDirectory } from "../sites/site-directory.ts";
import { listOwners } from "./list-owners.ts";
import { type SiteStatus, setSiteStatus } from "./set-site-status.ts";

describe.each(testBackends())("admin: owners and site status on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let admin: string;
  let withSite: string;
  let wizard: string;
  let siteId: string;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    const people = await db
      .insert(user)
      .values([
        { name: "Beheerder", email: "beheer@vayvista.nl", role: "admin" },
        { name: "Anna de Vries", email: "anna@example.nl", role: "owner", createdAt: new Date("2026-01-01") },
        {
          name: "Piotr Nowak",
          email: "piotr@example.pl",
          role: "owner",
          lang: "pl",
          createdAt: new Date("2026-02-01"),
        },
      ])
      .returning({ id: user.id });
    [admin, withSite, wizard] = people.map((p) => p.id) as [string, string, string];
    const [site] = await db
      .insert(userSites)
      .values({
        userId: withSite,
        themeName: "warm-cozy",
        siteName: "Villa Zon",
        subdomain: "villa-zon",
        customDomain: "villazon.nl",
      })
      .returning({ id: userSites.id });
    if (!site) throw new Error("no site");
    siteId = site.id;
  });
  afterAll(() => handle.close());

  it("lists owners (not admins), newest first, with their site or none", async () => {
    const { owners } = await listOwners(db);
    expect(owners.map((o) => o.email)).toEqual(["piotr@example.pl", "anna@example.nl"]);
    expect(owners[0]).toMatchObject({ id: wizard, name: "Piotr Nowak", lang: "pl", site: null });
    expect(owners[1]).toMatchObject({
      id: withSite,
      site: {
        id: siteId,
        status: "active",
        themeName: "warm-cozy",
        subdomain: "villa-zon",
        customDomain: "villazon.nl",
      },
    });
    expect(owners[1]?.site?.createdAt).toBeInstanceOf(Date);
  });

  it("deactivates a site so it stops resolving, reactivates it, and audits both", async () => {
    const directory = new SiteDirectory(db, "vayvista.nl", 60_000);
    const set = (status: SiteStatus) =>
      setSiteStatus(db, { actorId: admin, siteId, status, onSiteChanged: () => directory.invalidate() });
    expect(await directory.resolve("villa-zon.vayvista.nl")).toMatchObject({ kind: "owner-site" });

    expect(await set("inactive")).toMatchObject({ ok: true, site: { status: "inactive" } });
    expect(await directory.resolve("villa-zon.vayvista.nl")).toEqual({ kind: "marketing" });
    expect(await directory.resolve("villazon.nl")).toEqual({ kind: "marketing" });
    expect((await listOwners(db)).owners.find((o) => o.id === withSite)?.site?.status).toBe("inactive");

    expect(await set("inactive")).toMatchObject({ ok: true }); // no change, no entry
    expect(await set("active")).toMatchObject({ ok: true, site: { status: "active" } });
    expect(await directory.resolve("villa-zon.vayvista.nl")).toMatchObject({ kind: "owner-site" });

    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, siteId)).orderBy(auditLog.id);
    expect(entries.map((e) => [e.actorId, e.action, e.targetType, e.details])).toEqual([
      [admin, "site.status", "site", { before: "active", after: "inactive", subdomain: "villa-zon" }],
      [admin, "site.status", "site", { before: "inactive", after: "active", subdomain: "villa-zon" }],
    ]);
  });

  it("answers not found for an unknown site and refuses malformed ids or statuses", async () => {
    const onSiteChanged = () => {};
    expect(
      await setSiteStatus(db, { actorId: admin, siteId: randomUUID(), status: "inactive", onSiteChanged }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(await setSiteStatus(db, { actorId: admin, siteId, status: "deleted" as SiteStatus, onSiteChanged })).toEqual(
      { ok: false, reason: "invalid-status" },
    );
    await expect(
      setSiteStatus(db, { actorId: admin, siteId: "villa-zon", status: "inactive", onSiteChanged }),
    ).rejects.toBeInstanceOf(InvalidIdError);
    await expect(
      setSiteStatus(db, { actorId: "admin", siteId, status: "inactive", onSiteChanged }),
    ).rejects.toBeInstanceOf(InvalidIdError);
  });
});
