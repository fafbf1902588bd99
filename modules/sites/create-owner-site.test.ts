import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { rentalUnits, siteProfiles, userSites } from "../../db/schema.ts";
import { type TestBackend, testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { createOwnerSite, type NewOwnerSite, type SiteProfile } from "./create-owner-site.ts";

const profile: SiteProfile = {
  propertyType: "chalet",
  address: "Bosweg 3",
  postalCode: "6871 AB",
  city: "Renkum",
  country: "NL",
  maxGuests: 4,
  bedrooms: 2,
  bathrooms: 1,
  description: "Een knus chalet midden in de bossen van de Veluwe.",
  basePriceCents: 9500,
  currency: "EUR",
};
const newSite = (ownerId: string, subdomain: string): NewOwnerSite => ({
  ownerId,
  siteName: "Chalet Bos",
  theme: "nature-rustic",
  subdomain,
  profile,
  publishedWithoutSubscription: true,
});
const noop = () => {};

describe.each(testBackends())("createOwnerSite on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("stores an active site with a normalised subdomain and its profile", async () => {
    const { id: owner } = await seedOwner(db);
    let changed = 0;
    const result = await createOwnerSite(db, newSite(owner, " Chalet-Bos "), { onSiteChanged: () => changed++ });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.site).toMatchObject({ ownerId: owner, subdomain: "chalet-bos", status: "active" });
    expect(changed).toBe(1);
    const [stored] = await db.select().from(siteProfiles).where(eq(siteProfiles.siteId, result.site.id));
    expect(stored).toMatchObject(profile);
  });

  it("gives the site its first rental unit from the wizard's answers, in the owner's language", async () => {
    const { id: owner } = await seedOwner(db, { lang: "pl" });
    const result = await createOwnerSite(db, newSite(owner, "chalet-pl"), { onSiteChanged: noop });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const units = await db.select().from(rentalUnits).where(eq(rentalUnits.siteId, result.site.id));
    expect(units).toHaveLength(1);
    expect(units[0]).toMatchObject({
      slug: "chalet-bos",
      type: "chalet",
      name: { pl: "Chalet Bos" },
      shortDescription: { pl: profile.description },
      maxGuests: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      status: "active",
    });
  });

  it("gives two simultaneous requests of one owner a single site", async () => {
    const { id: owner } = await seedOwner(db);
    const results = await Promise.all([
      createOwnerSite(db, newSite(owner, "dubbel-een"), { onSiteChanged: noop }),
      createOwnerSite(db, newSite(owner, "dubbel-twee"), { onSiteChanged: noop }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "has-site" });
    expect(await db.select().from(userSites).where(eq(userSites.userId, owner))).toHaveLength(1);
  });

  it("has the database refuse a second site for one owner, whatever code writes it", async () => {
    const { id: owner } = await seedOwner(db);
    expect((await createOwnerSite(db, newSite(owner, "eerste-site"), { onSiteChanged: noop })).ok).toBe(true);
    const second = db
      .insert(userSites)
      .values({ userId: owner, themeName: "warm-cozy", siteName: "Tweede", subdomain: "tweede-site" });
    await expect(second).rejects.toMatchObject({ cause: { code: "23505", constraint: "user_sites_user_id_key" } });
    expect(await db.select().from(userSites).where(eq(userSites.userId, owner))).toHaveLength(1);
  });

  it("refuses names the rules forbid", async () => {
    expect(await createOwnerSite(db, newSite(randomUUID(), "www"), { onSiteChanged: noop })).toEqual({
      ok: false,
      reason: "subdomain",
      subdomainReason: "reserved",
    });
  });

  it("refuses a malformed owner id", async () => {
    await expect(createOwnerSite(db, newSite("nope", "geen-id"), { onSiteChanged: noop })).rejects.toBeInstanceOf(
      InvalidIdError,
    );
  });
});

// Only Postgres runs transactions side by side; PGlite has one connection, so there the
// second owner always sees the first one's committed name (covered above and in onboarding).
const postgres: TestBackend[] = testBackends().filter((b) => b.name === "postgres");
describe.each(postgres)("createOwnerSite racing on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  // The first call's site is inserted but not committed when the second starts: the second
  // finds no site yet, and its insert waits on a unique index until the first commits.
  const raceAgainst = async (db: Database, first: NewOwnerSite, second: NewOwnerSite) => {
    let loser: ReturnType<typeof createOwnerSite> | undefined;
    const winner = await createOwnerSite(db, first, {
      onSiteChanged: noop,
      afterCreate: async (tx) => {
        loser = createOwnerSite(db, second, { onSiteChanged: noop });
        for (let i = 0; ; i++) {
          // This block runs on Postgres only, where execute answers node-postgres' result.
          const waiting = (await tx.execute(sql`select 1 from pg_locks where not granted`)) as { rows: unknown[] };
          if (waiting.rows.length > 0) break;
          if (i > 10_000) throw new Error("the second insert never waited on the index");
        }
      },
    });
    return [winner, await loser] as const;
  };

  it("gives one owner's two simultaneous creates one site and a has-site answer, by the unique index", async () => {
    const db = handle.db;
    for (const [a, b] of [
      ["twee-namen-een", "twee-namen-twee"],
      ["zelfde-naam", "zelfde-naam"],
    ] as const) {
      const { id: owner } = await seedOwner(db);
      const [winner, loser] = await raceAgainst(db, newSite(owner, a), newSite(owner, b));
      expect(winner.ok).toBe(true);
      expect(loser).toEqual({ ok: false, reason: "has-site" });
      expect(await db.select().from(userSites).where(eq(userSites.userId, owner))).toHaveLength(1);
    }
  });

  it("turns the unique index violation of a lost race into reason taken", async () => {
    const db = handle.db;
    const [one, two] = [await seedOwner(db), await seedOwner(db)];
    let second: ReturnType<typeof createOwnerSite> | undefined;
    const first = await createOwnerSite(db, newSite(one.id, "gelijk-tijdig"), {
      onSiteChanged: noop,
      // The first site is inserted but not committed: the second owner's check still finds
      // the name free, and its insert waits on the unique index until this one commits.
      afterCreate: async (tx) => {
        second = createOwnerSite(db, newSite(two.id, "gelijk-tijdig"), { onSiteChanged: noop });
        for (let i = 0; ; i++) {
          // This block runs on Postgres only, where execute answers node-postgres' result.
          const waiting = (await tx.execute(sql`select 1 from pg_locks where not granted`)) as { rows: unknown[] };
          if (waiting.rows.length > 0) break;
          if (i > 10_000) throw new Error("the second insert never waited on the index");
        }
      },
    });
    expect(first.ok).toBe(true);
    expect(await second).toEqual({ ok: false, reason: "subdomain", subdomainReason: "taken" });
  });
});
