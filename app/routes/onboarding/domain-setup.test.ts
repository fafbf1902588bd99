import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { userSites } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { createDnsLookup } from "../../../modules/domains/dns-lookup.ts";
import { startDnsServer, type TestDnsServer } from "../../../tests/support/dns-server.ts";
import {
  APP_DOMAIN,
  giveSite,
  type Person,
  type RouteFunction,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import type { DomainPageData } from "../../components/onboarding/domain-types.ts";
import { action as dashboardAction, loader as dashboardLoader } from "./dashboard-domains.tsx";
import { action, loader } from "./domain-setup.tsx";

const PLATFORM_HOST = `sites.${APP_DOMAIN}`;
const PLATFORM_IP = "203.0.113.10";

describe.each(testBackends())("custom-domain pages on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let dns: TestDnsServer;
  let counter = 0;

  beforeAll(async () => {
    [handle, dns] = await Promise.all([backend.open(), startDnsServer()]);
    app = routeHarness(handle.db);
  });
  afterAll(async () => {
    await Promise.all([handle.close(), dns.close()]);
  });
  beforeEach(() => {
    dns.set(PLATFORM_HOST, { A: [PLATFORM_IP] });
  });

  /**
   * What the domain pages need besides the harness's services: DNS_RESOLVER at the test
   * server, which answers every query these tests make, as soon as a busy machine lets it.
   */
  const services = () => ({
    platformHost: PLATFORM_HOST,
    dns: createDnsLookup({ servers: [dns.address], timeoutMs: 60_000 }),
  });
  const load = (as?: Person, fn: RouteFunction = loader, path = "/domain-setup") =>
    app.call(fn, path, { as, services: services() });
  const post = (form: Record<string, string>, as?: Person, fn: RouteFunction = action, path = "/domain-setup") =>
    app.call(fn, path, { as, form, services: services() });
  const pageOf = async (owner: Person) => ((await load(owner)).data as { page: DomainPageData }).page;

  async function ownerWithSite(): Promise<Person & { subdomain: string }> {
    const owner = await app.signUpOwner({ email: `domein-${++counter}@example.nl` });
    const subdomain = `huis-${counter}`;
    await giveSite(handle.db, owner.id, { siteName: `Huis ${counter}`, subdomain });
    return Object.assign(owner, { subdomain });
  }

  async function claimFor(owner: Person, domain: string) {
    expect(await post({ intent: "start", domain }, owner)).toMatchObject({ status: 200, data: { ok: true } });
    const pending = (await pageOf(owner)).pending;
    if (!pending) throw new Error("no pending claim");
    return pending;
  }

  it("sends visitors to the login page and owners without a site to the wizard", async () => {
    expect(await load()).toMatchObject({ status: 302, location: "/login?next=%2Fdomain-setup" });
    expect(await post({ intent: "remove" })).toMatchObject({ status: 302, location: "/login?next=%2Fdomain-setup" });
    expect(await load(undefined, dashboardLoader, "/dashboard/domeinen")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fdomeinen",
    });
    const newcomer = await app.signUpOwner({ email: "nog-geen-site@example.nl" });
    expect(await load(newcomer)).toMatchObject({ status: 302, location: "/onboarding" });
  });

  it("shows the DNS records for a domain as the owner typed it", async () => {
    const owner = await ownerWithSite();
    expect(await load(owner)).toMatchObject({
      status: 200,
      data: {
        lang: "nl",
        page: { host: `${owner.subdomain}.${APP_DOMAIN}`, customDomain: null, bound: null, pending: null },
      },
    });
    expect(await post({ intent: "start", domain: "https://www.Villa-Zee.nl/boeken" }, owner)).toMatchObject({
      status: 200,
      data: { intent: "start", ok: true, domain: "villa-zee.nl" },
    });
    const { pending, platformHost } = await pageOf(owner);
    expect(platformHost).toBe(PLATFORM_HOST);
    expect(pending?.domain).toBe("villa-zee.nl");
    expect(pending?.records.map((r) => [r.type, r.name])).toEqual([
      ["CNAME", "villa-zee.nl"],
      ["CNAME", "www.villa-zee.nl"],
      ["TXT", "_vayvista.villa-zee.nl"],
    ]);
    expect(pending?.records[2]?.value).toMatch(/^vayvista-verify=[A-Za-z0-9_-]{43}$/);
  });

  it("refuses what is not the owner's own domain, keeping what was typed", async () => {
    const owner = await ownerWithSite();
    const refused = async (domain: string) => (await post({ intent: "start", domain }, owner)).data;
    expect(await refused("geen domein")).toEqual({
      intent: "start",
      ok: false,
      error: { key: "onboarding.domains.errors.invalid" },
      values: { domain: "geen domein" },
    });
    expect(await refused("192.0.2.1")).toMatchObject({ error: { key: "onboarding.domains.errors.ipAddress" } });
    expect(await refused(`mijn.${APP_DOMAIN}`)).toMatchObject({ error: { key: "onboarding.domains.errors.reserved" } });
    expect(await refused("  ")).toMatchObject({ error: { key: "onboarding.domains.errors.required" } });
  });

  it("answers 400 for a malformed claim id and 404 for another owner's claim", async () => {
    const [a, b] = [await ownerWithSite(), await ownerWithSite()];
    const claimOfB = await claimFor(b, `van-b-${counter}.nl`);
    expect(await post({ intent: "verify", claimId: "42" }, a)).toMatchObject({ status: 400 });
    expect(await post({ intent: "verify", claimId: "x' or 1=1" }, a)).toMatchObject({ status: 400 });
    expect(await post({ intent: "verify", claimId: claimOfB.id }, a)).toMatchObject({ status: 404 });
    expect(
      await post({ intent: "verify", claimId: claimOfB.id }, a, dashboardAction, "/dashboard/domeinen"),
    ).toMatchObject({ status: 404 });
    // B's claim is untouched: still pending, never checked.
    expect((await pageOf(b)).pending).toMatchObject({ id: claimOfB.id, lastCheckedAt: null });
  });

  it("verifies against DNS: says what is missing, then binds the domain and the site answers on it", async () => {
    const owner = await ownerWithSite();
    const domain = `zee-${counter}.nl`;
    const claim = await claimFor(owner, domain);
    const txt = claim.records.find((r) => r.type === "TXT");
    if (!txt) throw new Error("no TXT record");

    const missing = await post({ intent: "verify", claimId: claim.id }, owner);
    expect(missing).toMatchObject({
      status: 200,
      data: {
        intent: "verify",
        ok: false,
        claimId: claim.id,
        error: {
          key: "onboarding.domains.errors.txtMissing",
          params: { record: `_vayvista.${domain}`, value: txt.value },
        },
        pointing: { target: PLATFORM_HOST, domain: "missing", www: "missing" },
      },
    });
    // The problem is kept for the next visit.
    expect((await pageOf(owner)).pending).toMatchObject({
      lastError: { key: "onboarding.domains.errors.txtMissing" },
    });

    dns.set(txt.name, { TXT: ["vayvista-verify=an-old-token"] });
    expect((await post({ intent: "verify", claimId: claim.id }, owner)).data).toMatchObject({
      ok: false,
      error: { key: "onboarding.domains.errors.txtMismatch", params: { found: "vayvista-verify=an-old-token" } },
    });

    dns.set(txt.name, { TXT: [txt.value] });
    dns.set(domain, { A: [PLATFORM_IP] });
    dns.set(`www.${domain}`, { CNAME: PLATFORM_HOST });
    expect(await post({ intent: "verify", claimId: claim.id }, owner)).toMatchObject({
      status: 200,
      data: { intent: "verify", ok: true, domain, pointing: { domain: "ok", www: "ok" } },
    });
    expect(await pageOf(owner)).toMatchObject({ customDomain: domain, bound: { id: claim.id }, pending: null });
    expect(await app.sites.resolve(domain)).toMatchObject({ kind: "owner-site" });
  });

  it("reports a DNS server that does not answer", async () => {
    const owner = await ownerWithSite();
    const domain = `stil-${counter}.nl`;
    const claim = await claimFor(owner, domain);
    dns.ignore(`_vayvista.${domain}`);
    expect((await post({ intent: "verify", claimId: claim.id }, owner)).data).toMatchObject({
      ok: false,
      error: { key: "onboarding.domains.errors.dnsTimeout", params: { record: `_vayvista.${domain}` } },
    });
  });

  it("limits checks to 10 per 10 minutes per owner", async () => {
    const owner = await ownerWithSite();
    const claim = await claimFor(owner, `vaak-${counter}.nl`);
    for (let i = 0; i < 10; i++) {
      expect((await post({ intent: "verify", claimId: claim.id }, owner)).status).toBe(200);
    }
    const limited = await post({ intent: "verify", claimId: claim.id }, owner);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ intent: "verify", ok: false, claimId: claim.id });
    expect((limited.data as { rateLimitedMinutes: number }).rateLimitedMinutes).toBeGreaterThanOrEqual(1);
    // Another owner is not affected.
    const other = await ownerWithSite();
    const otherClaim = await claimFor(other, `ander-${counter}.nl`);
    expect((await post({ intent: "verify", claimId: otherClaim.id }, other)).status).toBe(200);
  });

  it("removes the domain: the site answers only on its subdomain again", async () => {
    const owner = await ownerWithSite();
    const domain = `weg-${counter}.nl`;
    const claim = await claimFor(owner, domain);
    dns.set(`_vayvista.${domain}`, { TXT: [claim.records[2]?.value ?? ""] });
    expect((await post({ intent: "verify", claimId: claim.id }, owner)).data).toMatchObject({ ok: true });

    const removed = await post({ intent: "remove" }, owner, dashboardAction, "/dashboard/domeinen");
    expect(removed).toMatchObject({ status: 200, data: { intent: "remove", ok: true, removed: domain } });
    expect(await pageOf(owner)).toMatchObject({ customDomain: null, bound: null, pending: null });
    const [site] = await handle.db.select().from(userSites).where(eq(userSites.userId, owner.id));
    expect(site?.customDomain).toBeNull();
    expect(await app.sites.resolve(domain)).toEqual({ kind: "marketing" });
    // Its old claim id is gone with it.
    expect(await post({ intent: "verify", claimId: claim.id }, owner)).toMatchObject({ status: 404 });
  });

  it("serves the same page inside the dashboard, in the owner's language", async () => {
    const owner = await app.signUpOwner({ email: "jan@example.co.uk", lang: "en" });
    await giveSite(handle.db, owner.id, { siteName: "Sea View", subdomain: "sea-view" });
    expect(await load(owner, dashboardLoader, "/dashboard/domeinen")).toMatchObject({
      status: 200,
      data: { lang: "en", page: { host: `sea-view.${APP_DOMAIN}`, customDomain: null } },
    });
    expect((await post({ intent: "transfer" }, owner)).status).toBe(400);
  });
});
