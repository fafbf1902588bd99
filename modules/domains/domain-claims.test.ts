import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { domainClaims, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { startDnsServer, type TestDnsServer } from "../../tests/support/dns-server.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { SiteDirectory } from "../sites/site-directory.ts";
import { createDnsLookup } from "./dns-lookup.ts";
import type { DomainClaimView } from "./domain-claim-view.ts";
import { getSiteDomain } from "./get-site-domain.ts";
import { isDomainServable } from "./is-domain-servable.ts";
import { removeCustomDomain } from "./remove-custom-domain.ts";
import { startDomainClaim } from "./start-domain-claim.ts";
import { verifyDomainClaim } from "./verify-domain-claim.ts";

/** An owner with no site of their own, who must not reach another owner's. */
const stranger = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b";
const APP_DOMAIN = "vayvista.nl";
const PLATFORM_HOST = "sites.vayvista.nl";
const PLATFORM_IP = "203.0.113.10";
const names = { appDomain: APP_DOMAIN, platformHost: PLATFORM_HOST };

describe.each(testBackends())("custom domains on $name", (backend) => {
  let handle: DatabaseHandle;
  let dns: TestDnsServer;
  let directory: SiteDirectory;
  let siteChanges = 0;
  let siteCounter = 0;

  beforeAll(async () => {
    [handle, dns] = await Promise.all([backend.open(), startDnsServer()]);
    await seedOwner(handle.db, { id: stranger });
    directory = new SiteDirectory(handle.db, APP_DOMAIN, 60_000);
  });
  afterAll(async () => {
    await Promise.all([handle.close(), dns.close()]);
  });
  beforeEach(() => {
    dns.set(PLATFORM_HOST, { A: [PLATFORM_IP] });
  });

  // The test's DNS answers at once, but on a busy machine "at once" has no bound: a query it
  // answers may take as long as it takes. Only a query it ignores runs out of time, and that
  // needs no long wait (see "does not answer in time").
  const ctx = (dnsTimeoutMs = 60_000) => ({
    dns: createDnsLookup({ servers: [dns.address], timeoutMs: dnsTimeoutMs }),
    platformHost: PLATFORM_HOST,
    onSiteChanged: () => {
      siteChanges++;
      directory.invalidate();
    },
  });

  /** A site of its own owner: one site per owner. */
  async function newSite(status: "active" | "inactive" = "active") {
    const { id: ownerId } = await seedOwner(handle.db);
    const subdomain = `huis-${++siteCounter}`;
    const [site] = await handle.db
      .insert(userSites)
      .values({ userId: ownerId, themeName: "warm-cozy", siteName: subdomain, subdomain, status })
      .returning({ id: userSites.id });
    if (!site) throw new Error("site not stored");
    return { siteId: site.id, ownerId, subdomain };
  }

  async function claim(site: { siteId: string; ownerId: string }, domain: string): Promise<DomainClaimView> {
    const started = await startDomainClaim(handle.db, { ...site, domain }, names);
    if (!started.ok) throw new Error(`claim refused: ${started.reason}`);
    return started.claim;
  }

  /** What the owner does at their DNS provider: the TXT record, optionally the CNAMEs. */
  function publish(c: DomainClaimView, opts: { point?: boolean } = {}) {
    const txt = c.records.find((r) => r.type === "TXT");
    if (!txt) throw new Error("no TXT instruction");
    dns.set(txt.name, { TXT: [txt.value] });
    if (opts.point) {
      dns.set(c.domain, { A: [PLATFORM_IP] }); // an ALIAS at the apex shows up as addresses
      dns.set(`www.${c.domain}`, { CNAME: PLATFORM_HOST });
    }
  }

  const verify = (c: DomainClaimView, ownerId: string, dnsTimeoutMs?: number) =>
    verifyDomainClaim(handle.db, { claimId: c.id, ownerId }, ctx(dnsTimeoutMs));

  const boundDomain = async (siteId: string) =>
    (await handle.db.select().from(userSites).where(eq(userSites.id, siteId)))[0]?.customDomain;

  it("gives the owner a fresh token and the DNS records to add", async () => {
    const site = await newSite();
    const c = await claim(site, "https://www.Zonnig-Huis.nl/");
    expect(c).toMatchObject({ domain: "zonnig-huis.nl", status: "pending", lastError: null });
    expect(c.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(c.records).toEqual([
      { type: "CNAME", name: "zonnig-huis.nl", value: PLATFORM_HOST, purpose: "point" },
      { type: "CNAME", name: "www.zonnig-huis.nl", value: PLATFORM_HOST, purpose: "point" },
      { type: "TXT", name: "_vayvista.zonnig-huis.nl", value: `vayvista-verify=${c.token}`, purpose: "verify" },
    ]);
    const again = await claim(site, "zonnig-huis.nl");
    expect(again.token).not.toBe(c.token);
    expect((await getSiteDomain(handle.db, site, names))?.claims.map((x) => x.id)).toEqual([again.id]);
  });

  it("binds the domain when the TXT record matches, and the site then answers on it", async () => {
    const site = await newSite();
    const c = await claim(site, "villa-zon.nl");
    expect(await directory.resolve("villa-zon.nl")).toEqual({ kind: "marketing" }); // cached miss
    publish(c, { point: true });
    const changesBefore = siteChanges;

    const result = await verify(c, site.ownerId);

    expect(result).toEqual({
      ok: true,
      domain: "villa-zon.nl",
      pointing: { target: PLATFORM_HOST, domain: "ok", www: "ok" },
    });
    expect(siteChanges).toBe(changesBefore + 1);
    expect(await boundDomain(site.siteId)).toBe("villa-zon.nl");
    expect(await directory.resolve("www.villa-zon.nl")).toMatchObject({
      kind: "owner-site",
      site: { id: site.siteId },
    });
    expect(await isDomainServable(handle.db, "villa-zon.nl")).toBe(true);
    expect(await isDomainServable(handle.db, "www.villa-zon.nl")).toBe(true);
    expect(await isDomainServable(handle.db, "shop.villa-zon.nl")).toBe(false);
    const state = await getSiteDomain(handle.db, site, names);
    expect(state).toMatchObject({ customDomain: "villa-zon.nl", claims: [{ status: "verified", lastError: null }] });
    expect(state?.claims[0]?.verifiedAt).toBeInstanceOf(Date);
  });

  it("binds without the CNAME records, and says where the domain still points", async () => {
    const site = await newSite();
    const c = await claim(site, "zonder-cname.nl");
    publish(c);
    dns.set("zonder-cname.nl", { A: ["198.51.100.7"] }); // the old host

    const result = await verify(c, site.ownerId);

    expect(result).toMatchObject({ ok: true, pointing: { domain: "elsewhere", www: "missing" } });
    expect(await boundDomain(site.siteId)).toBe("zonder-cname.nl");
  });

  it("refuses a wrong token and keeps the reason for the owner", async () => {
    const site = await newSite();
    const c = await claim(site, "verkeerd.nl");
    dns.set("_vayvista.verkeerd.nl", { TXT: ["v=spf1 -all", "vayvista-verify=an-old-token"] });

    const result = await verify(c, site.ownerId);

    expect(result).toMatchObject({
      ok: false,
      reason: "txt-mismatch",
      error: {
        key: "domains.errors.txtMismatch",
        params: {
          record: "_vayvista.verkeerd.nl",
          value: `vayvista-verify=${c.token}`,
          found: "vayvista-verify=an-old-token",
        },
      },
    });
    expect(await boundDomain(site.siteId)).toBeNull();
    expect(await isDomainServable(handle.db, "verkeerd.nl")).toBe(false);
    const [stored] = (await getSiteDomain(handle.db, site, names))?.claims ?? [];
    expect(stored).toMatchObject({ status: "pending", lastError: { key: "domains.errors.txtMismatch" } });
    expect(stored?.lastCheckedAt).toBeInstanceOf(Date);
  });

  it("refuses while the TXT record is missing, then binds once it is added", async () => {
    const site = await newSite();
    const c = await claim(site, "later.nl");

    expect(await verify(c, site.ownerId)).toMatchObject({
      ok: false,
      reason: "txt-missing",
      error: { key: "domains.errors.txtMissing", params: { record: "_vayvista.later.nl" } },
    });
    dns.set("_vayvista.later.nl", { TXT: ["something else"] });
    expect(await verify(c, site.ownerId)).toMatchObject({ ok: false, reason: "txt-missing" });

    publish(c);
    expect(await verify(c, site.ownerId)).toMatchObject({ ok: true, domain: "later.nl" });
    expect((await getSiteDomain(handle.db, site, names))?.claims[0]?.lastError).toBeNull();
  });

  it("refuses when DNS does not answer in time", async () => {
    const site = await newSite();
    const c = await claim(site, "traag.nl");
    dns.ignore("_vayvista.traag.nl");

    const result = await verify(c, site.ownerId, 400);

    expect(result).toMatchObject({
      ok: false,
      reason: "dns-timeout",
      error: { key: "domains.errors.dnsTimeout", params: { record: "_vayvista.traag.nl" } },
    });
    expect(await boundDomain(site.siteId)).toBeNull();
  });

  it("refuses when the domain's DNS servers fail", async () => {
    const site = await newSite();
    const c = await claim(site, "kapot.nl");
    dns.fail("_vayvista.kapot.nl");

    expect(await verify(c, site.ownerId)).toMatchObject({
      ok: false,
      reason: "dns-failed",
      error: { key: "domains.errors.dnsFailed", params: { record: "_vayvista.kapot.nl" } },
    });
    expect(await boundDomain(site.siteId)).toBeNull();
  });

  it("keeps a bound domain when the owner later removes the TXT record", async () => {
    const site = await newSite();
    const c = await claim(site, "opgeruimd.nl");
    publish(c);
    expect(await verify(c, site.ownerId)).toMatchObject({ ok: true });
    dns.delete("_vayvista.opgeruimd.nl");
    expect(await verify(c, site.ownerId)).toMatchObject({ ok: true, domain: "opgeruimd.nl" });
    expect(await boundDomain(site.siteId)).toBe("opgeruimd.nl");
  });

  it("refuses a domain that is connected to another site, when adding and when verifying", async () => {
    const first = await newSite();
    const second = await newSite();
    const early = await claim(second, "gedeeld.nl"); // pending claims do not block anyone
    const winner = await claim(first, "gedeeld.nl");
    publish(winner);
    expect(await verify(winner, first.ownerId)).toMatchObject({ ok: true });

    expect(await startDomainClaim(handle.db, { ...second, domain: "www.gedeeld.nl" }, names)).toEqual({
      ok: false,
      reason: "taken",
    });
    dns.set("_vayvista.gedeeld.nl", { TXT: [`vayvista-verify=${winner.token}`, `vayvista-verify=${early.token}`] });
    expect(await verify(early, second.ownerId)).toEqual({
      ok: false,
      reason: "taken",
      error: { key: "domains.errors.taken", params: { domain: "gedeeld.nl" } },
    });
    expect(await boundDomain(second.siteId)).toBeNull();
    expect(await boundDomain(first.siteId)).toBe("gedeeld.nl");
  });

  it("binds a domain to exactly one site when two verify at the same moment", async () => {
    const first = await newSite();
    const second = await newSite();
    const a = await claim(first, "race.nl");
    const b = await claim(second, "race.nl");
    dns.set("_vayvista.race.nl", { TXT: [`vayvista-verify=${a.token}`, `vayvista-verify=${b.token}`] });

    const results = await Promise.all([verify(a, first.ownerId), verify(b, second.ownerId)]);

    expect(results.map((r) => (r.ok ? "ok" : r.reason)).sort()).toEqual(["ok", "taken"]);
    const bound = [await boundDomain(first.siteId), await boundDomain(second.siteId)];
    expect(bound.filter((d) => d === "race.nl")).toHaveLength(1);
  });

  it("treats another owner's site or claim as not found", async () => {
    const site = await newSite();
    const c = await claim(site, "van-a.nl");
    publish(c);
    const asB = { siteId: site.siteId, ownerId: stranger };

    expect(await verify(c, stranger)).toEqual({ ok: false, reason: "not-found" });
    expect(await verifyDomainClaim(handle.db, { claimId: "not-a-uuid", ownerId: site.ownerId }, ctx())).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await startDomainClaim(handle.db, { ...asB, domain: "van-b.nl" }, names)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await removeCustomDomain(handle.db, asB, ctx())).toEqual({ ok: false, reason: "not-found" });
    expect(await getSiteDomain(handle.db, asB, names)).toBeNull();
    expect(await boundDomain(site.siteId)).toBeNull();
    expect(await handle.db.select().from(domainClaims).where(eq(domainClaims.id, c.id))).toHaveLength(1);
  });

  it("refuses names that cannot be an owner's domain", async () => {
    const site = await newSite();
    const start = (domain: string) => startDomainClaim(handle.db, { ...site, domain }, names);
    expect(await start("mijn-huis.vayvista.nl")).toEqual({ ok: false, reason: "reserved" });
    expect(await start("localhost")).toEqual({ ok: false, reason: "reserved" });
    expect(await start("203.0.113.9")).toEqual({ ok: false, reason: "ip-address" });
    expect(await start("geen domein")).toEqual({ ok: false, reason: "invalid" });
  });

  it("frees a removed domain, and adding it again needs a new token", async () => {
    const site = await newSite();
    const c = await claim(site, "weg.nl");
    publish(c);
    expect(await verify(c, site.ownerId)).toMatchObject({ ok: true });
    const changesBefore = siteChanges;

    expect(await removeCustomDomain(handle.db, site, ctx())).toEqual({ ok: true, removed: "weg.nl" });

    expect(siteChanges).toBe(changesBefore + 1);
    expect(await boundDomain(site.siteId)).toBeNull();
    expect(await isDomainServable(handle.db, "weg.nl")).toBe(false);
    expect(await directory.resolve("weg.nl")).toEqual({ kind: "marketing" });
    expect(await verify(c, site.ownerId)).toEqual({ ok: false, reason: "not-found" });

    const again = await claim(site, "weg.nl");
    expect(again.token).not.toBe(c.token);
    expect(await verify(again, site.ownerId)).toMatchObject({ ok: false, reason: "txt-mismatch" }); // old record
    publish(again);
    expect(await verify(again, site.ownerId)).toMatchObject({ ok: true });

    const other = await newSite();
    await removeCustomDomain(handle.db, site, ctx());
    expect(await startDomainClaim(handle.db, { ...other, domain: "weg.nl" }, names)).toMatchObject({ ok: true });
  });

  it("keeps serving the old domain until a new one is verified, then switches", async () => {
    const site = await newSite();
    const old = await claim(site, "oud-adres.nl");
    publish(old);
    expect(await verify(old, site.ownerId)).toMatchObject({ ok: true });

    const next = await claim(site, "nieuw-adres.nl");
    expect(await isDomainServable(handle.db, "oud-adres.nl")).toBe(true);
    expect(await boundDomain(site.siteId)).toBe("oud-adres.nl");

    publish(next);
    expect(await verify(next, site.ownerId)).toMatchObject({ ok: true });
    expect(await boundDomain(site.siteId)).toBe("nieuw-adres.nl");
    expect(await isDomainServable(handle.db, "oud-adres.nl")).toBe(false);
    expect(await isDomainServable(handle.db, "nieuw-adres.nl")).toBe(true);
    expect((await getSiteDomain(handle.db, site, names))?.claims.map((x) => x.domain)).toEqual(["nieuw-adres.nl"]);
  });

  it("returns the verified claim unchanged when the bound domain is added again", async () => {
    const site = await newSite();
    const c = await claim(site, "al-gekoppeld.nl");
    publish(c);
    await verify(c, site.ownerId);
    const again = await claim(site, "www.al-gekoppeld.nl");
    expect(again).toMatchObject({ id: c.id, token: c.token, status: "verified" });
  });

  it("does not serve the domain of an inactive site", async () => {
    const site = await newSite("inactive");
    const c = await claim(site, "slapend.nl");
    publish(c);
    expect(await verify(c, site.ownerId)).toMatchObject({ ok: true });
    expect(await isDomainServable(handle.db, "slapend.nl")).toBe(false);
  });
});
