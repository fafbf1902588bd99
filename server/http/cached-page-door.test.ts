import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { SiteDirectory } from "../../modules/sites/site-directory.ts";
import { createLogger } from "../logger.ts";
import { answerRecorder } from "../metrics/answer-recorder.ts";
import { cachedPageDoor } from "./cached-page-door.ts";
import { PageCache } from "./page-cache.ts";
import { cachedPage } from "./page-variants.ts";

const APP_DOMAIN = "vayvista.test";
const html = `<!doctype html><html lang="nl"><body>${"<p>Strandhuis met zeezicht</p>".repeat(100)}</body></html>`;

/**
 * A real node:http server with the door in front of a stand-in for the app, which says so
 * when a request reaches it: what the door answers never gets there.
 */
describe("the cached-page door", () => {
  const pageCache = new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
  // Theme demos and the marketing host resolve without the database (which this one lacks:
  // any other host's look-up fails).
  const sites = new SiteDirectory({} as Database, APP_DOMAIN);
  /** A host the directory has not looked up in the last seconds: looked up (and counted) first. */
  let lookups = 0;
  const coldSites = {
    peek: () => undefined,
    resolve: async (host: string) => {
      lookups += 1;
      return sites.resolve(host);
    },
  } as unknown as SiteDirectory;
  const servers = [sites, coldSites].map((directory) => {
    const door = cachedPageDoor({
      pageCache,
      sites: directory,
      addressing: { origin: `https://${APP_DOMAIN}`, appDomain: APP_DOMAIN },
      trustProxy: true,
      fallbackProtocol: "http:",
      record: answerRecorder(createLogger("silent"), undefined, APP_DOMAIN),
    });
    return http.createServer((req, res) =>
      door(req, res, () => {
        res.writeHead(200, { "x-answered-by": "app" });
        res.end("rendered");
      }),
    );
  });
  const ports: number[] = [];

  beforeAll(async () => {
    const rendered = new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
    pageCache.set("demo:fresh-coastal /galerij", await cachedPage(rendered, new TextEncoder().encode(html)));
    for (const server of servers) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      ports.push((server.address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const request = (path: string, headers: Record<string, string>, method = "GET", port = ports[0]) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  const demoHost = { host: `fresh-coastal.${APP_DOMAIN}` };

  it("answers a cached page itself, in the encoding the client accepts, with a fresh CSP nonce each time", async () => {
    const first = await request("/galerij", { ...demoHost, "accept-encoding": "gzip, br" });
    expect(first.headers["x-answered-by"]).toBeUndefined();
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(first.body).toString()).toBe(html);
    const second = await request("/galerij", demoHost);
    expect(second.body.toString()).toBe(html);
    const nonce = (h: http.IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(h["content-security-policy"]))?.[1];
    expect(nonce(first.headers)).toBeTruthy();
    expect(nonce(first.headers)).not.toBe(nonce(second.headers));
    // How old the copy is, in whole seconds (how many depends on the machine's speed).
    expect(first.headers.age).toMatch(/^\d+$/);
  });

  it("answers HEAD with GET's headers and no body, and sends HSTS only when the proxy received https", async () => {
    const head = await request("/galerij", { ...demoHost, "accept-encoding": "br" }, "HEAD");
    const get = await request("/galerij", { ...demoHost, "accept-encoding": "br" });
    expect(head.body.byteLength).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(get.headers["strict-transport-security"]).toBeUndefined();
    const https = await request("/galerij", { ...demoHost, "x-forwarded-proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=63072000");
  });

  it("leaves to the app what it does not hold: other pages, other methods, campaign-free keys, unknown hosts", async () => {
    const byApp = async (path: string, headers: Record<string, string>, method?: string) =>
      (await request(path, headers, method)).headers["x-answered-by"];
    expect(await byApp("/contact", demoHost)).toBe("app");
    expect(await byApp("/galerij", demoHost, "POST")).toBe("app");
    expect(await byApp("/galerij/", demoHost)).toBe("app"); // the app redirects it to its one form
    expect(await byApp("/galerij", { host: `strandhuis.${APP_DOMAIN}` })).toBe("app"); // its look-up fails
    expect(await byApp("/galerij", { host: "evil.example/galerij?" })).toBe("app");
    // A campaign parameter does not make another page: still the cached one.
    expect(await byApp("/galerij?utm_source=newsletter", demoHost)).toBeUndefined();
  });

  it("looks up a host it has not seen in the last seconds, then answers the same way", async () => {
    const answer = await request("/galerij", { ...demoHost, "accept-encoding": "br" }, "GET", ports[1]);
    expect(answer.headers["x-answered-by"]).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    expect(answer.headers["content-security-policy"]).toContain("'nonce-");
    expect(lookups).toBe(1);
    expect((await request("/contact", demoHost, "GET", ports[1])).headers["x-answered-by"]).toBe("app");
  });
});
