import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { userSites } from "../db/schema.ts";
import { testBackends } from "../db/testing.ts";
import { testAuth } from "../modules/accounts/test-support.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { seedOwner } from "../modules/seed/demo-accounts.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { createServerApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { requestThrough } from "./http/testing.ts";
import { createLogger } from "./logger.ts";

const APP_DOMAIN = "vayvista.nl";
const NONCE = /'nonce-[^']+'/;

/**
 * A cached page is answered two ways: rendered by the app (and stored), then from the cache
 * at the server's door (server/http/cached-page-door.ts), which skips the app's middleware
 * and must add what it adds. Both answers of every such page carry the same headers apart
 * from the CSP nonce (and the date): for GET and HEAD, in brotli, gzip and uncompressed, on
 * plain http and behind the TLS proxy, on the marketing domain, a theme demo and an owner's
 * own domain.
 */
describe.each(testBackends())("a cached page from the door and from the app on $name", (backend) => {
  let database: DatabaseHandle;
  let rendered = 0;
  const servers: { port: number; listening: http.Server; pageCache: { clear(): void } }[] = [];

  beforeAll(async () => {
    database = await backend.open();
    const owner = await seedOwner(database.db);
    await database.db.insert(userSites).values({
      userId: owner.id,
      themeName: "nature-rustic",
      siteName: "Boshuisje De Eik",
      subdomain: "de-eik",
      customDomain: "boshuisje-de-eik.nl",
    });
    const auth = testAuth(database.db).auth;
    for (const trustProxy of ["false", "true"]) {
      const { listener, pageCache } = createServerApp({
        auth,
        secretsKey: Buffer.alloc(32, 7),
        bookingEvents: new BookingEventBus(),
        photoQueue: new PhotoQueue(),
        config: loadConfig({ APP_DOMAIN, TRUST_PROXY: trustProxy }),
        database,
        log: createLogger("silent"),
        cachePages: true,
        enhanceScript: "/assets/enhance-test.js",
        handlePage: async (request) => {
          rendered += 1;
          const path = new URL(request.url).pathname;
          return new Response(`<h1>${path}</h1>${"<p>Een huisje in het bos</p>".repeat(200)}`, {
            headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0" },
          });
        },
      });
      const listening = http.createServer(listener);
      await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
      servers.push({ port: (listening.address() as AddressInfo).port, listening, pageCache });
    }
  });
  afterAll(async () => {
    for (const { listening } of servers) await new Promise((resolve) => listening.close(resolve));
    await database.close();
  });

  /**
   * A response's headers, the nonce, the date and the age masked (the last two count seconds,
   * which a slow machine may cross between two calls): what both ways must agree on.
   */
  const comparable = (response: Response) => {
    const headers = Object.fromEntries(response.headers);
    expect(headers.date).toBeDefined();
    expect(headers.age).toMatch(/^\d+$/);
    expect(headers["content-security-policy"]).toMatch(NONCE);
    headers.date = "(date)";
    headers.age = "(age)";
    headers["content-security-policy"] = headers["content-security-policy"]?.replace(NONCE, "'nonce-…'") ?? "";
    return headers;
  };

  const hosts = [
    { host: APP_DOMAIN, path: "/en/pricing", hsts: "max-age=63072000; includeSubDomains" },
    { host: `fresh-coastal.${APP_DOMAIN}`, path: "/galerij", hsts: "max-age=63072000" },
    { host: "boshuisje-de-eik.nl", path: "/", hsts: "max-age=7776000" },
  ];
  const encodings = [
    { accept: "gzip, deflate, br", sent: "br" },
    { accept: "gzip", sent: "gzip" },
    { accept: "", sent: null },
  ];

  for (const behindProxy of [false, true]) {
    it(`gives the same headers both ways ${behindProxy ? "behind the TLS proxy (TRUST_PROXY)" : "on plain http"}`, async () => {
      const server = servers[behindProxy ? 1 : 0];
      if (!server) throw new Error("server not started");
      for (const { host, path, hsts } of hosts) {
        for (const { accept, sent } of encodings) {
          const headers: Record<string, string> = {
            host,
            // What the proxy adds; without TRUST_PROXY the server must not believe it.
            "x-forwarded-proto": "https",
            "x-forwarded-for": "203.0.113.7",
            ...(accept ? { "accept-encoding": accept } : {}),
          };
          const call = (method: string) => requestThrough(server.port, path, { method, headers });
          const what = `${host}${path} ${accept || "identity"}`;

          // A HEAD is rendered as its GET and not stored; the GET is rendered and stored; then
          // both come from the door.
          server.pageCache.clear();
          const before = rendered;
          const headFromApp = await call("HEAD");
          const getFromApp = await call("GET");
          expect(rendered - before, what).toBe(2);
          const getFromDoor = await call("GET");
          const headFromDoor = await call("HEAD");
          expect(rendered - before, `${what}: answered at the door`).toBe(2);

          for (const answer of [getFromApp, getFromDoor, headFromApp, headFromDoor]) {
            expect(answer.status, what).toBe(200);
            expect(answer.headers.get("content-encoding"), what).toBe(sent);
            expect(answer.headers.get("strict-transport-security"), what).toBe(behindProxy ? hsts : null);
            // What the page said of itself, and what the app's middleware adds, both ways.
            expect(answer.headers.get("content-type"), what).toBe("text/html; charset=utf-8");
            expect(answer.headers.get("cache-control"), what).toBe("public, max-age=0");
            expect(answer.headers.get("vary"), what).toBe("Accept-Encoding");
            expect(answer.headers.get("x-content-type-options"), what).toBe("nosniff");
            expect(answer.headers.get("x-frame-options"), what).toBe("SAMEORIGIN");
          }
          expect(comparable(getFromDoor), `${what} GET`).toEqual(comparable(getFromApp));
          expect(comparable(headFromDoor), `${what} HEAD`).toEqual(comparable(headFromApp));
          expect(comparable(headFromDoor), `${what} HEAD as GET`).toEqual(comparable(getFromDoor));
          expect((await getFromDoor.arrayBuffer()).byteLength).toBe(Number(getFromDoor.headers.get("content-length")));
          // Every answer its own nonce.
          const nonces = [getFromApp, getFromDoor, headFromApp, headFromDoor].map(
            (answer) => NONCE.exec(answer.headers.get("content-security-policy") ?? "")?.[0],
          );
          expect(new Set(nonces).size, what).toBe(4);
        }
      }
    });
  }
});
