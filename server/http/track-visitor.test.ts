import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { pageViews, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { DEFAULT_SITE_ID } from "../../modules/analytics/default-site-id.ts";
import { capturingLogger } from "../../modules/analytics/testing.ts";
import { seedOwner } from "../../modules/seed/demo-accounts.ts";
import { SiteDirectory } from "../../modules/sites/site-directory.ts";
import { MAX_TRACK_BODY_BYTES, parsePayload, trackVisitorEndpoint } from "./track-visitor.ts";

const APP_DOMAIN = "vayvista.nl";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IP = "198.51.100.23";

type Answer = {
  site_id: string;
  stats: { visitors_today: number; page_views_today: number; visitors_7_days: number; page_views_7_days: number };
  lastUpdated: string;
};

function post(
  body: unknown,
  init: { userAgent?: string; raw?: string; chunked?: boolean; origin?: string } = {},
): Request {
  const text = init.raw ?? JSON.stringify(body);
  const headers = new Headers({ "content-type": "application/json", "user-agent": init.userAgent ?? PHONE });
  if (init.origin) headers.set("origin", init.origin);
  if (init.chunked) {
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.subarray(i, i + 1000));
        controller.close();
      },
    });
    return new Request("https://villa-zon.vayvista.nl/api/track-visitor", {
      method: "POST",
      headers,
      body: stream,
      duplex: "half",
    } as RequestInit);
  }
  headers.set("content-length", String(Buffer.byteLength(text)));
  return new Request("https://villa-zon.vayvista.nl/api/track-visitor", { method: "POST", headers, body: text });
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

  const endpoint = (overrides: { userId?: string | null; db?: Database; sites?: SiteDirectory } = {}) => {
    const { log, lines } = capturingLogger();
    const track = trackVisitorEndpoint({
      db: overrides.db ?? db,
      sites: overrides.sites ?? new SiteDirectory(db, APP_DOMAIN),
      log,
      appDomain: APP_DOMAIN,
      currentUserId: async () => overrides.userId ?? null,
    });
    return { track, lines };
  };

  const viewsOf = (site: string) =>
    db
      .select({ path: pageViews.path, lang: pageViews.lang, referrer: pageViews.referrer, device: pageViews.device })
      .from(pageViews)
      .where(eq(pageViews.siteId, site));

  it("counts a view for the site the page is on, whatever site id the browser claims, and answers its figures", async () => {
    const { track, lines } = endpoint();
    const res = await track.handle(
      post(
        payload("https://villazon.nl/de/galerie?utm_source=newsletter", {
          referrer: "https://www.google.de/search?q=ferienhaus",
          site_id: otherSiteId,
        }),
      ),
      IP,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const answer = (await res.json()) as Answer;
    expect(answer.site_id).toBe(siteId);
    expect(Object.keys(answer.stats).sort()).toEqual([
      "page_views_7_days",
      "page_views_today",
      "visitors_7_days",
      "visitors_today",
    ]);
    expect(Number.isNaN(Date.parse(answer.lastUpdated))).toBe(false);

    await track.handle(post(payload("https://villa-zon.vayvista.nl/")), IP);
    await track.close();
    expect(await viewsOf(siteId)).toEqual([
      { path: "/de/galerie", lang: "de", referrer: "google.de", device: "mobile" },
      { path: "/", lang: "", referrer: "", device: "mobile" },
    ]);
    expect(await viewsOf(otherSiteId)).toEqual([]);
    expect(lines).toEqual([]);

    // A fresh instance looks the figures up: two views, one visitor (same browser and address).
    const { track: later } = endpoint();
    const again = (await (await later.handle(post(payload("https://villazon.nl/")), IP)).json()) as Answer;
    expect(again.stats).toEqual({ visitors_today: 1, page_views_today: 2, visitors_7_days: 1, page_views_7_days: 2 });
    await later.close();
    await db.delete(pageViews);
  });

  it("answers bots with the figures but does not count them", async () => {
    const { track } = endpoint();
    const bing = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
    // The browser's header and what the page reports: either naming a bot, or neither saying anything.
    for (const [header, reported] of [
      [bing, bing],
      [bing, PHONE],
      [PHONE, "GPTBot/1.0"],
      ["", ""],
    ]) {
      const res = await track.handle(
        post(payload("https://villazon.nl/", { user_agent: reported }), { userAgent: header }),
        IP,
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as Answer).site_id).toBe(siteId);
    }
    await track.close();
    expect(await viewsOf(siteId)).toEqual([]);
  });

  it("counts pages of no owner site under the default site id", async () => {
    const { track } = endpoint();
    for (const url of ["https://vayvista.nl/prijzen", "https://warm-cozy.vayvista.nl/", "https://onbekend.nl/"]) {
      const answer = (await (await track.handle(post(payload(url)), IP)).json()) as Answer;
      expect(answer.site_id, url).toBe(DEFAULT_SITE_ID);
    }
    await track.close();
    expect((await viewsOf(DEFAULT_SITE_ID)).map((v) => v.path)).toEqual(["/prijzen", "/", "/"]);
    await db.delete(pageViews);
  });

  it("counts a call from another site's page under the default site id", async () => {
    const { track } = endpoint();
    const answer = async (origin: string) =>
      ((await (await track.handle(post(payload("https://villazon.nl/galerij"), { origin }), IP)).json()) as Answer)
        .site_id;
    expect(await answer("https://villazon.nl")).toBe(siteId);
    expect(await answer("https://www.villazon.nl:443")).toBe(siteId);
    expect(await answer("https://elders.example")).toBe(DEFAULT_SITE_ID);
    expect(await answer("null")).toBe(DEFAULT_SITE_ID);
    await track.close();
    await db.delete(pageViews);
  });

  it("counts the theme editor for the signed-in owner's site with that theme", async () => {
    const editorUrl = "https://vayvista.nl/dashboard/theme-editor/warm-cozy";
    const owner = endpoint({ userId: ownerId }).track;
    expect(((await (await owner.handle(post(payload(editorUrl)), IP)).json()) as Answer).site_id).toBe(siteId);
    const anonymous = endpoint({ userId: null }).track;
    expect(((await (await anonymous.handle(post(payload(editorUrl)), IP)).json()) as Answer).site_id).toBe(
      DEFAULT_SITE_ID,
    );
    await Promise.all([owner.close(), anonymous.close()]);
    await db.delete(pageViews);
  });

  it("refuses a body over 4 KB with 413, also one sent in chunks, and malformed JSON with 400", async () => {
    const { track } = endpoint();
    const big = JSON.stringify(payload("https://villazon.nl/", { padding: "x".repeat(MAX_TRACK_BODY_BYTES) }));
    expect((await track.handle(post(null, { raw: big }), IP)).status).toBe(413);
    expect((await track.handle(post(null, { raw: big, chunked: true }), IP)).status).toBe(413);
    const small = JSON.stringify(payload("https://villazon.nl/"));
    expect((await track.handle(post(null, { raw: small, chunked: true }), IP)).status).toBe(200);
    for (const raw of ["{", "not json", '{"page_url":"/relative"}']) {
      const res = await track.handle(post(null, { raw }), IP);
      expect(res.status, raw).toBe(400);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    await track.close();
    expect(await viewsOf(siteId)).toHaveLength(1);
    await db.delete(pageViews);
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
    const { track, lines } = endpoint({ db: broken, sites: new SiteDirectory(broken, APP_DOMAIN) });
    const res = await track.handle(post(payload("https://villazon.nl/")), IP);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      site_id: DEFAULT_SITE_ID,
      stats: { visitors_today: 0, page_views_today: 0, visitors_7_days: 0, page_views_7_days: 0 },
    });
    expect(lines.map((l) => l.msg)).toEqual(["site lookup for a page view failed", "page view not tracked"]);
    await track.close();
  });
});
