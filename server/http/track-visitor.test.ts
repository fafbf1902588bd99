import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { pageViews, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { DEFAULT_SITE_ID } from "../../modules/analytics/default-site-id.ts";
import { capturingLogger } from "../../modules/analytics/testing.ts";
import { VIEWS_PER_NETWORK, VISITORS_PER_NETWORK } from "../../modules/analytics/tracking-limits.ts";
import { seedOwner } from "../../modules/seed/demo-accounts.ts";
import { SiteDirectory } from "../../modules/sites/site-directory.ts";
import { parsePayload, type TrackingCall, trackVisitorEndpoint } from "./track-visitor.ts";

const APP_DOMAIN = "vayvista.nl";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IP = "198.51.100.23";

type Answer = { site_id: string };

/**
 * A tracking call as a browser sends it from `page`: to the page's own host, naming that
 * page's origin (Origin), unless `init` says otherwise. `to` is the URL the server sees
 * (behind the proxy: the one the proxy received).
 */
function beacon(
  body: unknown,
  init: { userAgent?: string; raw?: string; origin?: string | null; to?: string } = {},
): Omit<TrackingCall, "ip" | "signedInUserId"> {
  const text = init.raw ?? JSON.stringify(body);
  const page = (body as { page_url?: string } | null)?.page_url ?? "https://villazon.nl/";
  return {
    body: new TextEncoder().encode(text),
    url: new URL("/api/track-visitor", init.to ?? page),
    origin: init.origin === undefined ? new URL(page).origin : init.origin,
    userAgent: init.userAgent ?? PHONE,
  };
}

const payload = (pageUrl: string, extra: Record<string, unknown> = {}) => ({
  user_agent: PHONE,
  page_url: pageUrl,
  referrer: "",
  ip_address: null,
  site_id: DEFAULT_SITE_ID,
  ...extra,
});

describe("the tracking payload", () => {
  it("takes the spec's fields as strings or null", () => {
    expect(parsePayload(JSON.stringify(payload("https://villazon.nl/galerij")))).toMatchObject({
      user_agent: PHONE,
      referrer: "",
    });
    expect(parsePayload('{"page_url":"https://villazon.nl/"}')).toMatchObject({ user_agent: null, referrer: null });
  });

  it("refuses what is not one", () => {
    for (const text of [
      "{",
      "null",
      "[]",
      '"https://villazon.nl/"',
      "{}",
      '{"page_url":42}',
      '{"page_url":"/galerij"}',
      '{"page_url":"javascript:alert(1)"}',
      '{"page_url":"ftp://villazon.nl/"}',
      JSON.stringify(payload("https://villazon.nl/", { user_agent: 7 })),
      JSON.stringify(payload("https://villazon.nl/", { referrer: { host: "x" } })),
      JSON.stringify(payload("https://villazon.nl/", { user_agent: "x".repeat(1025) })),
      JSON.stringify(payload(`https://villazon.nl/${"a".repeat(2048)}`)),
    ]) {
      expect(parsePayload(text), text).toBeNull();
    }
  });
});

describe.each(testBackends())("POST /api/track-visitor on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let ownerId: string;
  let siteId: string;
  let otherSiteId: string;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    ownerId = (await seedOwner(db)).id;
    const [site] = await db
      .insert(userSites)
      .values({
        userId: ownerId,
        themeName: "warm-cozy",
        siteName: "Villa Zon",
        subdomain: "villa-zon",
        customDomain: "villazon.nl",
      })
      .returning();
    const [other] = await db
      .insert(userSites)
      .values({ userId: (await seedOwner(db)).id, themeName: "urban-hip", siteName: "Loft", subdomain: "loft" })
      .returning();
    if (!site || !other) throw new Error("sites not made");
    siteId = site.id;
    otherSiteId = other.id;
  });
  afterAll(() => handle.close());

  const endpoint = (overrides: { userId?: string | null; db?: Database; sites?: SiteDirectory; now?: Date } = {}) => {
    const { log, lines } = capturingLogger();
    const track = trackVisitorEndpoint({
      db: overrides.db ?? db,
      sites: overrides.sites ?? new SiteDirectory(db, APP_DOMAIN),
      log,
      appDomain: APP_DOMAIN,
      ...(overrides.now ? { now: () => overrides.now as Date } : {}),
    });
    type Call = ReturnType<typeof beacon>;
    const send = (call: Call, ip = IP) =>
      track.handle({ ...call, ip, signedInUserId: async () => overrides.userId ?? null });
    const siteOf = async (call: Call, ip = IP) => (JSON.parse((await send(call, ip)).body) as Answer).site_id;
    return { track, lines, send, siteOf };
  };

  const viewsOf = (site: string) =>
    db
      .select({ path: pageViews.path, lang: pageViews.lang, referrer: pageViews.referrer, device: pageViews.device })
      .from(pageViews)
      .where(eq(pageViews.siteId, site));
  const visitorsOf = async (site: string) =>
    (await db.selectDistinct({ visitor: pageViews.visitor }).from(pageViews).where(eq(pageViews.siteId, site))).length;

  it("counts a page's own view for its site, whatever site id the browser claims, and answers no figures", async () => {
    const { track, lines, send } = endpoint();
    const res = await send(
      beacon(
        payload("https://villazon.nl/de/galerie?utm_source=newsletter", {
          referrer: "https://www.google.de/search?q=ferienhaus",
          site_id: otherSiteId,
        }),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers["Cache-Control"]).toBe("no-store");
    expect(res.headers["Content-Type"]).toMatch(/^application\/json/);
    expect(res.headers["X-Content-Type-Options"]).toBe("nosniff");
    // The site's figures are the owner's (the dashboard's), not anyone's who asks.
    expect(JSON.parse(res.body)).toEqual({ site_id: siteId });

    expect(JSON.parse((await send(beacon(payload("https://villa-zon.vayvista.nl/")))).body)).toEqual({
      site_id: siteId,
    });
    await track.close();
    expect(await viewsOf(siteId)).toEqual([
      { path: "/de/galerie", lang: "de", referrer: "google.de", device: "mobile" },
      { path: "/", lang: "", referrer: "", device: "mobile" },
    ]);
    expect(await viewsOf(otherSiteId)).toEqual([]);
    expect(lines).toEqual([]);
    await db.delete(pageViews);
  });

  it("answers bots but does not count them", async () => {
    const { track, send } = endpoint();
    const bing = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
    // The browser's header and what the page reports: either naming a bot, or neither saying anything.
    for (const [header, reported] of [
      [bing, bing],
      [bing, PHONE],
      [PHONE, "GPTBot/1.0"],
      ["", ""],
    ]) {
      const res = await send(beacon(payload("https://villazon.nl/", { user_agent: reported }), { userAgent: header }));
      expect(res.status).toBe(200);
      expect((JSON.parse(res.body) as Answer).site_id).toBe(siteId);
    }
    await track.close();
    expect(await viewsOf(siteId)).toEqual([]);
  });

  it("counts pages of no owner site under the default site id", async () => {
    const { track, siteOf } = endpoint();
    for (const url of ["https://vayvista.nl/prijzen", "https://warm-cozy.vayvista.nl/", "https://onbekend.nl/"]) {
      expect(await siteOf(beacon(payload(url))), url).toBe(DEFAULT_SITE_ID);
    }
    await track.close();
    expect((await viewsOf(DEFAULT_SITE_ID)).map((v) => v.path)).toEqual(["/prijzen", "/", "/"]);
    await db.delete(pageViews);
  });

  it("counts only a page's own beacon: none without Origin, from another origin, or sent to another host", async () => {
    const { track, siteOf } = endpoint();
    const page = payload("https://villazon.nl/galerij");
    expect(await siteOf(beacon(page))).toBe(siteId);
    expect(await siteOf(beacon(payload("https://www.villazon.nl/galerij")))).toBe(siteId);
    // A script or a server names no page; a page elsewhere, or a sandboxed one, names another.
    for (const origin of [null, "https://elders.example", "null", "http://villazon.nl", "https://villazon.nl:8443"]) {
      expect(await siteOf(beacon(page, { origin })), String(origin)).toBe(DEFAULT_SITE_ID);
    }
    // Villa Zon's page posting its view to another site's host.
    expect(await siteOf(beacon(page, { to: "https://loft.vayvista.nl/" }))).toBe(DEFAULT_SITE_ID);
    await track.close();
    expect(await viewsOf(siteId)).toHaveLength(2);
    expect(await viewsOf(DEFAULT_SITE_ID)).toEqual([]);
    await db.delete(pageViews);
  });

  it("counts the theme editor for the signed-in owner's site with that theme", async () => {
    const editor = payload("https://vayvista.nl/dashboard/theme-editor/warm-cozy");
    const owner = endpoint({ userId: ownerId });
    expect(await owner.siteOf(beacon(editor))).toBe(siteId);
    const anonymous = endpoint({ userId: null });
    expect(await anonymous.siteOf(beacon(editor))).toBe(DEFAULT_SITE_ID);
    await Promise.all([owner.track.close(), anonymous.track.close()]);
    await db.delete(pageViews);
  });

  it("counts at most 120 views of a site in ten minutes from one network, an IPv6 /64 as one", async () => {
    const now = new Date("2026-05-06T10:00:00Z");
    const { track, send } = endpoint({ now });
    const view = (ip: string) => send(beacon(payload("https://villazon.nl/galerij")), ip);
    const statuses: number[] = [];
    for (let i = 0; i < VIEWS_PER_NETWORK.limit; i++)
      statuses.push((await view(`2001:db8:7:9::${i.toString(16)}`)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await view("2001:db8:7:9::ffff");
    expect(refused.status).toBe(429);
    expect(refused.headers["Retry-After"]).toBe("600");
    expect(JSON.parse(refused.body)).toEqual({ code: "rate_limited" });
    // Another network, and another site from the same network, are counted on their own.
    expect((await view("198.51.100.4")).status).toBe(200);
    expect((await send(beacon(payload("https://loft.vayvista.nl/")), "2001:db8:7:9::1")).status).toBe(200);
    await track.close();
    expect(await viewsOf(siteId)).toHaveLength(VIEWS_PER_NETWORK.limit + 1);
    await db.delete(pageViews);
  });

  it("counts a network that claims a new browser with every view as at most twenty visitors a day", async () => {
    const { track, send } = endpoint();
    for (let i = 0; i < 50; i++) {
      const agent = PHONE.replace("17_5", `17_${i}`);
      expect((await send(beacon(payload("https://villazon.nl/"), { userAgent: agent }))).status).toBe(200);
    }
    // Another household's browser is a visitor of its own.
    await send(beacon(payload("https://villazon.nl/")), "198.51.100.4");
    await track.close();
    expect(await viewsOf(siteId)).toHaveLength(51);
    // Twenty browsers, the network's other browsers as one, and the other household.
    expect(await visitorsOf(siteId)).toBe(VISITORS_PER_NETWORK + 2);
    await db.delete(pageViews);
  });

  it("refuses malformed JSON with 400", async () => {
    const { track, send } = endpoint();
    for (const raw of ["{", "not json", '{"page_url":"/relative"}']) {
      const res = await send(beacon(null, { raw }));
      expect(res.status, raw).toBe(400);
      expect(res.headers["Cache-Control"]).toBe("no-store");
    }
    await track.close();
    expect(await viewsOf(siteId)).toEqual([]);
  });

  it("logs a failure inside and still answers, with the default site id", async () => {
    const broken = new Proxy(db, {
      get(target, property) {
        if (property === "insert" || property === "select") {
          return () => {
            throw new Error("database away");
          };
        }
        return Reflect.get(target, property);
      },
    });
    const { track, lines, send } = endpoint({ db: broken, sites: new SiteDirectory(broken, APP_DOMAIN) });
    const res = await send(beacon(payload("https://villazon.nl/")));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ site_id: DEFAULT_SITE_ID });
    expect(lines.map((l) => l.msg)).toEqual(["site lookup for a page view failed", "page view not tracked"]);
    await track.close();
  });
});
