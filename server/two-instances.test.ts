import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../app/context.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { userSites } from "../db/schema.ts";
import { type TestBackend, testBackends } from "../db/testing.ts";
import { testAuth } from "../modules/accounts/test-support.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { seedOwner } from "../modules/seed/demo-accounts.ts";
import { seedDemoContent } from "../modules/seed/seed.ts";
import { SiteDirectory } from "../modules/sites/site-directory.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { createServerApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { PageCache } from "./http/page-cache.ts";
import { requestThrough } from "./http/testing.ts";
import { createLogger } from "./logger.ts";
import { keepCachesInStep } from "./realtime/cache-invalidations.ts";
import { type ClusterChannel, openClusterChannel } from "./realtime/cluster-channel.ts";

/** Long enough for a notification on a busy machine; a hang guard, not a wait. */
const HEARD_WITHIN = { timeout: 20_000, interval: 50 };

/**
 * One VayVista instance as server/main.ts makes it (its own pool, cluster channel and caches)
 * on a shared database, listening on a port of its own, with a page renderer that counts.
 */
async function startInstance(database: DatabaseHandle) {
  const log = createLogger("silent");
  const channel = await openClusterChannel(database.raw, { listen: true }, log);
  const rendered: string[] = [];
  let services: AppServices | undefined;
  const server = createServerApp({
    auth: testAuth(database.db).auth,
    secretsKey: Buffer.alloc(32, 7),
    config: loadConfig({ APP_DOMAIN: "vayvista.nl", PAGE_CACHE_SECONDS: "600" }),
    database,
    log,
    cachePages: true,
    enhanceScript: "/assets/enhance-test.js",
    bookingEvents: new BookingEventBus(),
    photoQueue: new PhotoQueue(),
    cluster: channel,
    handlePage: async (request, given) => {
      const host = given.host;
      rendered.push(`${host.kind === "owner-site" ? host.site.subdomain : host.kind} ${new URL(request.url).pathname}`);
      services = given;
      return new Response(`<h1>${host.kind}</h1>`, { headers: { "content-type": "text/html" } });
    },
  });
  const listening = http.createServer(server.listener);
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  const { port } = listening.address() as AddressInfo;
  return {
    channel,
    rendered,
    /** The services the last rendered page was given: what a route's action calls. */
    get services(): AppServices {
      if (!services) throw new Error("render a page first");
      return services;
    },
    get: (path: string, host: string) => requestThrough(port, path, { headers: { host } }),
    async stop() {
      server.invalidations.stop();
      await new Promise((resolve) => listening.close(resolve));
      await channel?.stop();
    },
  };
}

type Instance = Awaited<ReturnType<typeof startInstance>>;

/** Two instances (A and B) on one fresh database of `backend`, each with its own connection pool. */
function twoInstances(backend: TestBackend) {
  const state: { a?: Instance; b?: Instance; siteId?: string; handles: DatabaseHandle[] } = { handles: [] };
  beforeAll(async () => {
    const first = await backend.open();
    state.handles.push(first);
    await seedDemoContent(first.db);
    const owner = await seedOwner(first.db);
    const [site] = await first.db
      .insert(userSites)
      .values({ userId: owner.id, themeName: "nature-rustic", siteName: "Duinhuis Zeezicht", subdomain: "zeezicht" })
      .returning();
    state.siteId = site?.id;
    // On Postgres B has a pool of its own, as a second process would; PGlite is one process.
    const second =
      first.raw.kind === "postgres"
        ? await openDatabase({ databaseUrl: first.raw.pool.options.connectionString, dataDir: "" })
        : first;
    if (second !== first) state.handles.unshift(second);
    state.a = await startInstance(first);
    state.b = await startInstance(second);
  });
  afterAll(async () => {
    await state.a?.stop();
    await state.b?.stop();
    // The copy's close drops the database: the second pool goes first.
    for (const handle of state.handles) await handle.close();
  });
  return {
    get a(): Instance {
      if (!state.a) throw new Error("started in beforeAll");
      return state.a;
    },
    get b(): Instance {
      if (!state.b) throw new Error("started in beforeAll");
      return state.b;
    },
    get siteId(): string {
      if (!state.siteId) throw new Error("made in beforeAll");
      return state.siteId;
    },
    /** The shared database's URL (Postgres), for a connection of the test's own. */
    get url(): string {
      const handle = state.handles.at(-1);
      if (handle?.raw.kind !== "postgres") throw new Error("a Postgres database");
      return handle.raw.pool.options.connectionString ?? "";
    },
    get db() {
      const handle = state.handles.at(-1);
      if (!handle) throw new Error("opened in beforeAll");
      return handle.db;
    },
  };
}

/** How many times `instance` rendered `what` so far. */
const renders = (instance: Instance, what: string) => instance.rendered.filter((r) => r === what).length;

describe.each(testBackends().filter((backend) => backend.name === "postgres"))(
  "two instances on one $name database",
  (backend) => {
    const both = twoInstances(backend);

    it("forget an owner's pages on both when the owner publishes on one", async () => {
      const { a, b } = both;
      await a.get("/", "zeezicht.vayvista.nl");
      await b.get("/", "zeezicht.vayvista.nl");
      await b.get("/", "zeezicht.vayvista.nl");
      expect(renders(b, "zeezicht /__site")).toBe(1);
      // The owner publishes through A (what the dashboard's actions call).
      a.services.clearSitePages(both.siteId);
      await expect
        .poll(async () => {
          await b.get("/", "zeezicht.vayvista.nl");
          return renders(b, "zeezicht /__site");
        }, HEARD_WITHIN)
        .toBe(2);
    });

    it("forget the marketing pages on both when they change on one", async () => {
      const { a, b } = both;
      await b.get("/en/pricing", "vayvista.nl");
      await b.get("/en/pricing", "vayvista.nl");
      expect(renders(b, "marketing /en/pricing")).toBe(1);
      a.services.clearPageCache();
      await expect
        .poll(async () => {
          await b.get("/en/pricing", "vayvista.nl");
          return renders(b, "marketing /en/pricing");
        }, HEARD_WITHIN)
        .toBe(2);
    });

    it("know a custom domain bound on one at once on the other", async () => {
      const { a, b } = both;
      // B has looked the domain up before it was bound: nobody's, kept for the directory's TTL.
      await b.get("/", "duinhuis-zeezicht.nl");
      expect(b.rendered.at(-1)).toBe("marketing /");
      await both.db
        .update(userSites)
        .set({ customDomain: "duinhuis-zeezicht.nl" })
        .where(eq(userSites.id, both.siteId));
      // What the domain step's action calls once the domain is verified (app/lib/site-changed.server.ts).
      a.services.sites.invalidate();
      await expect
        .poll(async () => {
          await b.get("/", "duinhuis-zeezicht.nl");
          return b.rendered.at(-1);
        }, HEARD_WITHIN)
        .toBe("zeezicht /__site");
    });

    it("read the platform's payment credentials afresh on both when the admin saves them on one", async () => {
      const { a, b } = both;
      let forgottenOnB = 0;
      const platformA = { forget() {} };
      const platformB = {
        forget() {
          forgottenOnB += 1;
        },
      };
      const parts = (channel: ClusterChannel | null, paymentPlatform: { forget(): void }) => ({
        channel,
        pageCache: new PageCache({ ttlMs: 60_000, maxBytes: 1024 }),
        sites: new SiteDirectory(both.db, "vayvista.nl"),
        paymentPlatform,
        log: createLogger("silent"),
      });
      const onA = keepCachesInStep(parts(a.channel, platformA));
      const onB = keepCachesInStep(parts(b.channel, platformB));
      // What /admin/settings/payments calls after saving.
      platformA.forget();
      await expect.poll(() => forgottenOnB, HEARD_WITHIN).toBe(1);
      onA.stop();
      onB.stop();
    });

    it("clear what they keep when their listening connection comes back, since clears may have been missed", async () => {
      const { b } = both;
      await b.get("/en/faq", "vayvista.nl");
      await b.get("/en/faq", "vayvista.nl");
      expect(renders(b, "marketing /en/faq")).toBe(1);
      const channel = b.channel as ClusterChannel;
      // The connection drops (a Postgres restart, a network blip): its server side ends.
      const admin = new pg.Client({ connectionString: both.url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vayvista-listen' and datname = current_database()",
      );
      await admin.end();
      await expect.poll(() => channel.listening, HEARD_WITHIN).toBe(false);
      await expect.poll(() => channel.listening, HEARD_WITHIN).toBe(true);
      await b.get("/en/faq", "vayvista.nl");
      expect(renders(b, "marketing /en/faq")).toBe(2);
    });
  },
);

describe.each(testBackends().filter((backend) => backend.name === "pglite"))(
  "one instance on the embedded $name database",
  (backend) => {
    const both = twoInstances(backend);

    it("has no cluster channel, and clears its own pages at once", async () => {
      const { a } = both;
      expect(a.channel).toBeNull();
      await a.get("/", "zeezicht.vayvista.nl");
      await a.get("/", "zeezicht.vayvista.nl");
      a.services.clearSitePages(both.siteId);
      await a.get("/", "zeezicht.vayvista.nl");
      expect(renders(a, "zeezicht /__site")).toBe(2);
    });
  },
);
