import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { domainClaims, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { seedOwner } from "../../modules/seed/demo-accounts.ts";
import { tlsAskHandler } from "./tls-ask.ts";

describe.each(testBackends())("TLS ask endpoint on $name", (backend) => {
  let database: DatabaseHandle;
  const app = new Hono();

  beforeAll(async () => {
    database = await backend.open();
    app.get("/api/tls/ask", tlsAskHandler(database.db));
    // One site per owner (unique index user_sites_user_id_key).
    const owner = async () => (await seedOwner(database.db)).id;
    const sites = await database.db
      .insert(userSites)
      .values([
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
          siteName: "Oud",
          subdomain: "oud",
          customDomain: "oud.nl",
          status: "inactive",
        },
        // Bound without a verified claim (set by hand): not enough for a certificate.
        {
          userId: await owner(),
          themeName: "urban-hip",
          siteName: "Handwerk",
          subdomain: "handwerk",
          customDomain: "handwerk.nl",
        },
        { userId: await owner(), themeName: "nature-rustic", siteName: "Bos", subdomain: "bos" },
      ])
      .returning({ id: userSites.id, subdomain: userSites.subdomain });
    const id = (sub: string) => sites.find((s) => s.subdomain === sub)?.id ?? "";
    const verifiedAt = new Date();
    await database.db.insert(domainClaims).values([
      { siteId: id("villa-zon"), domain: "villazon.nl", token: "t1", status: "verified", verifiedAt },
      { siteId: id("oud"), domain: "oud.nl", token: "t2", status: "verified", verifiedAt },
      { siteId: id("bos"), domain: "bos-pending.nl", token: "t3" },
    ]);
  });
  afterAll(() => database.close());

  const ask = (query: string) => app.request(`http://127.0.0.1:3000/api/tls/ask${query}`);

  it("allows a certificate for a bound, verified domain of an active site and its www name", async () => {
    for (const domain of ["villazon.nl", "www.villazon.nl", "VillaZon.NL."]) {
      const res = await ask(`?domain=${encodeURIComponent(domain)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("");
    }
  });

  it.each([
    ["an unknown domain", "?domain=example.com"],
    ["a deeper name under a bound domain", "?domain=shop.villazon.nl"],
    ["an inactive site", "?domain=oud.nl"],
    ["a domain bound without a verified claim", "?domain=handwerk.nl"],
    ["a pending claim", "?domain=bos-pending.nl"],
    ["our own subdomain", "?domain=villa-zon.vayvista.nl"],
    ["no domain", ""],
    ["an empty domain", "?domain="],
    ["garbage", "?domain=%27%3B%20drop%20table"],
  ])("refuses %s", async (_why, query) => {
    const res = await ask(query);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
  });
});
