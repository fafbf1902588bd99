import { readFileSync } from "node:fs";
import type { Database } from "../../../db/client.ts";
import { calendarFeeds, userSites } from "../../../db/schema.ts";
import { safeFetch } from "../../net/safe-fetch.ts";
import { startTestHttpServer, type TestHttpServer } from "../../net/testing/test-http-server.ts";
import { seedOwner } from "../../seed/demo-accounts.ts";
import { BookingEventBus } from "../../stays/booking-events.ts";
import { insertUnit } from "../../units/units.testing.ts";
import type { Channel } from "../feed-problems.ts";
import type { SyncFeedDeps } from "../sync-feed.ts";

/** A fixture file's text (modules/calendar-sync/fixtures). */
export function feedFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");
}

export type ServedFeed = { status?: number; type?: string; body: string };

/**
 * A channel's feed server on loopback: each path answers what `feeds` holds for it now, so
 * a test changes a feed between syncs by assigning to it.
 */
export async function startFeedServer(): Promise<TestHttpServer & { feeds: Map<string, ServedFeed> }> {
  const feeds = new Map<string, ServedFeed>();
  const server = await startTestHttpServer((req, res) => {
    const feed = feeds.get(new URL(req.url ?? "/", "http://x").pathname);
    if (!feed) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(feed.status ?? 200, { "content-type": feed.type ?? "text/calendar; charset=utf-8" }).end(feed.body);
  });
  return Object.assign(server, { feeds });
}

/**
 * What syncFeed needs in a test: safeFetch allowed to reach the loopback server, as
 * FETCH_ALLOW_HOSTS=127.0.0.1:{port} allows it in the app, and an event bus of its own
 * (`extra.bookingEvents` for a test that listens).
 */
export function testSyncDeps(server: TestHttpServer, now: Date, extra: Partial<SyncFeedDeps> = {}): SyncFeedDeps {
  return {
    fetchFeed: (url) => safeFetch(url, { allowHosts: [server.hostPort] }),
    ownDomain: "vayvista.test",
    origin: "http://localhost:3000",
    bookingEvents: new BookingEventBus(),
    now,
    ...extra,
  };
}

/** An owner with a site; units and feeds are added per test. */
export async function seedFeedOwner(db: Database, name: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const owner = await seedOwner(db, { name, email: `${slug}@example.nl`, lang: "en" });
  const [site] = await db
    .insert(userSites)
    .values({ userId: owner.id, themeName: "warm-cozy", siteName: `Huis ${name}`, subdomain: `huis-${slug}` })
    .returning();
  if (!site) throw new Error("site not inserted");
  let units = 0;
  return {
    owner,
    site,
    unit(unitName = `Unit ${++units}`) {
      return insertUnit(db, site.id, unitName.toLowerCase().replace(/[^a-z0-9]+/g, "-"), { name: { en: unitName } });
    },
    async feed(unitId: string, url: string, channel: Channel = "airbnb", feedName = "Airbnb") {
      const [feed] = await db
        .insert(calendarFeeds)
        .values({ siteId: site.id, unitId, channel, name: feedName, url })
        .returning();
      if (!feed) throw new Error("feed not inserted");
      return feed;
    },
  };
}
