import type { LookupFunction } from "node:net";
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAFE_FETCH_LIMITS, SafeFetchError, type SafeFetchErrorCode, safeFetch } from "./safe-fetch.ts";
import { startTestHttpServer, type TestHttpServer } from "./testing/test-http-server.ts";

const FEED = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof SafeFetchError)) throw new Error(`expected a SafeFetchError, got ${String(error)}`);
  return error;
}

async function refusedWith(promise: Promise<unknown>, code: SafeFetchErrorCode): Promise<void> {
  expect((await refusal(promise)).code).toBe(code);
}

/** A DNS that answers every name with `addresses`. */
function fakeDns(addresses: string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const list = addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    if (options.all) callback(null, list);
    else callback(null, list[0]?.address ?? "", list[0]?.family ?? 4);
  };
}

describe("safeFetch", () => {
  // The "internal" server an attacker would like to reach, and an allowed server that
  // plays the attacker's public feed host (the allow-list stands in for "public").
  let internal: TestHttpServer;
  let feeds: TestHttpServer;
  const bomb = gzipSync(Buffer.alloc(SAFE_FETCH_LIMITS.maxBytes * 4));

  beforeAll(async () => {
    internal = await startTestHttpServer((_req, res) => res.end("secret"));
    feeds = await startTestHttpServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      const to = url.searchParams.get("to");
      if (url.pathname === "/redirect" && to) {
        res.writeHead(302, { location: to }).end();
      } else if (url.pathname === "/hops") {
        const n = Number(url.searchParams.get("n"));
        res.writeHead(301, { location: n > 1 ? `/hops?n=${n - 1}` : "/feed.ics" }).end();
      } else if (url.pathname === "/feed.ics") {
        res.writeHead(200, { "content-type": "text/calendar" }).end(FEED);
      } else if (url.pathname === "/gzip") {
        res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(FEED));
      } else if (url.pathname === "/deflate") {
        res.writeHead(200, { "content-encoding": "deflate" }).end(deflateSync(FEED));
      } else if (url.pathname === "/raw-deflate") {
        res.writeHead(200, { "content-encoding": "deflate" }).end(deflateRawSync(FEED));
      } else if (url.pathname === "/br") {
        res.writeHead(200, { "content-encoding": "br" }).end(brotliCompressSync(FEED));
      } else if (url.pathname === "/bomb") {
        res.writeHead(200, { "content-encoding": "gzip" }).end(bomb);
      } else if (url.pathname === "/big") {
        res.writeHead(200, { "content-length": String(SAFE_FETCH_LIMITS.maxBytes + 1) });
        res.end(Buffer.alloc(SAFE_FETCH_LIMITS.maxBytes + 1, 65));
      } else if (url.pathname === "/big-chunked") {
        const chunk = Buffer.alloc(1024 * 1024, 66);
        res.writeHead(200);
        for (let i = 0; i < 6; i++) res.write(chunk);
        res.end();
      } else if (url.pathname === "/exactly-limit") {
        res.writeHead(200).end(Buffer.alloc(SAFE_FETCH_LIMITS.maxBytes, 67));
      } else if (url.pathname === "/zstd") {
        res.writeHead(200, { "content-encoding": "zstd" }).end("x");
      } else if (url.pathname === "/silent") {
        // Never answers: the deadline must end it.
      } else if (url.pathname === "/stall") {
        res.writeHead(200, { "content-type": "text/calendar" });
        res.write("BEGIN:VCALENDAR\r\n");
      } else if (url.pathname === "/error") {
        res.writeHead(500, { "content-type": "application/json" }).end('{"code":500}');
      } else {
        res.writeHead(404).end();
      }
    });
  });
  afterAll(async () => {
    await internal.close();
    await feeds.close();
  });

  const allow = () => ({ allowHosts: [feeds.hostPort] });

  it("fetches an allowed feed and hands back status, headers and body", async () => {
    const answer = await safeFetch(`${feeds.origin}/feed.ics?s=secret`, allow());
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/calendar");
    expect(answer.body.toString()).toBe(FEED);
    expect(answer.redirects).toBe(0);
  });

  it("returns an error status as it came, for the caller to judge", async () => {
    const answer = await safeFetch(`${feeds.origin}/error`, allow());
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).toBe('{"code":500}');
  });

  it.each([
    "127.0.0.1",
    "2130706433",
    "0x7f000001",
    "0x7f.1",
    "0177.0.0.1",
    "017700000001",
    "127.1",
    "0",
    "0.0.0.0",
    "[::1]",
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "localhost",
    "localhost.",
    "LocalHost",
    "feeds.localhost",
  ])("refuses this machine written as %s, and never connects", async (host) => {
    const error = await refusal(safeFetch(`http://${host}:${internal.port}/`));
    expect(error.code).toBe("blocked_address");
    expect(internal.requests).toEqual([]);
  });

  it.each([
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "[fd00::1]",
    "[fe80::1]",
    "[::ffff:10.0.0.1]",
    "[64:ff9b::a00:1]",
  ])("refuses the private address %s before connecting", async (host) => {
    // With the fetch aborted from the start nothing can connect: only a check made before
    // connecting can refuse it for its address (a refusal once connected would be an abort).
    await refusedWith(
      safeFetch(`http://${host}/latest/meta-data/`, { signal: AbortSignal.abort() }),
      "blocked_address",
    );
  });

  it("refuses a name whose DNS answer is private, and one with any private answer among public ones", async () => {
    const url = `http://calendar.example:${internal.port}/`;
    await refusedWith(safeFetch(url, { lookup: fakeDns(["127.0.0.1"]) }), "blocked_address");
    await refusedWith(safeFetch(url, { lookup: fakeDns(["93.184.216.34", "10.0.0.7"]) }), "blocked_address");
    await refusedWith(safeFetch(url, { lookup: fakeDns(["::ffff:127.0.0.1"]) }), "blocked_address");
    expect(internal.requests).toEqual([]);
  });

  it("allows only the listed host and port: the same machine on another port stays refused", async () => {
    await refusedWith(
      safeFetch(`http://127.0.0.1:${internal.port}/`, { allowHosts: [feeds.hostPort] }),
      "blocked_address",
    );
    // A host without a port allows every port of it.
    const answer = await safeFetch(`http://127.0.0.1:${internal.port}/`, { allowHosts: ["127.0.0.1"] });
    expect(answer.body.toString()).toBe("secret");
    internal.requests.length = 0;
  });

  it.each([
    (port: number) => `http://127.0.0.1:${port}/`,
    (port: number) => `http://2130706433:${port}/`,
    (port: number) => `http://0x7f.0.0.1:${port}/`,
    (port: number) => `http://0:${port}/`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/`,
    (port: number) => `http://localhost:${port}/`,
    () => "http://169.254.169.254/latest/meta-data/",
    () => "http://10.0.0.1/",
  ])("checks every redirect hop: a public feed sending us to %s is refused", async (target) => {
    const location = encodeURIComponent(target(internal.port));
    await refusedWith(safeFetch(`${feeds.origin}/redirect?to=${location}`, allow()), "blocked_address");
    expect(internal.requests).toEqual([]);
  });

  it("checks the redirect's name at connect time too", async () => {
    const location = encodeURIComponent(`http://evil.example:${internal.port}/`);
    const lookup = fakeDns(["127.0.0.1"]);
    await refusedWith(safeFetch(`${feeds.origin}/redirect?to=${location}`, { ...allow(), lookup }), "blocked_address");
    expect(internal.requests).toEqual([]);
  });

  it("follows up to three redirects and refuses a fourth", async () => {
    const three = await safeFetch(`${feeds.origin}/hops?n=3`, allow());
    expect(three.redirects).toBe(3);
    expect(three.body.toString()).toBe(FEED);
    expect(three.url).toBe(`${feeds.origin}/feed.ics`);
    await refusedWith(safeFetch(`${feeds.origin}/hops?n=4`, allow()), "too_many_redirects");
  });

  it("fetches only http and https, also after a redirect", async () => {
    await refusedWith(safeFetch("file:///etc/passwd"), "unsupported_scheme");
    await refusedWith(safeFetch("ftp://example.com/feed.ics"), "unsupported_scheme");
    await refusedWith(safeFetch("gopher://example.com/"), "unsupported_scheme");
    await refusedWith(
      safeFetch(`${feeds.origin}/redirect?to=file%3A%2F%2F%2Fetc%2Fpasswd`, allow()),
      "unsupported_scheme",
    );
    await refusedWith(safeFetch("not a url"), "invalid_url");
  });

  it.each(["/gzip", "/deflate", "/raw-deflate", "/br"])("decompresses %s", async (path) => {
    expect((await safeFetch(`${feeds.origin}${path}`, allow())).body.toString()).toBe(FEED);
  });

  it("reads a body of exactly 5 MB and refuses a byte more, declared or not", async () => {
    expect((await safeFetch(`${feeds.origin}/exactly-limit`, allow())).body.length).toBe(SAFE_FETCH_LIMITS.maxBytes);
    await refusedWith(safeFetch(`${feeds.origin}/big`, allow()), "too_large");
    await refusedWith(safeFetch(`${feeds.origin}/big-chunked`, allow()), "too_large");
  });

  it("refuses a gzip bomb: 20 MB of zeros in a small body", async () => {
    expect(bomb.length).toBeLessThan(100_000);
    await refusedWith(safeFetch(`${feeds.origin}/bomb`, allow()), "too_large");
  });

  it("refuses an encoding it cannot read", async () => {
    await refusedWith(safeFetch(`${feeds.origin}/zstd`, allow()), "bad_encoding");
  });

  it("gives up at the deadline, whether the server is silent or stalls mid-body", async () => {
    await refusedWith(safeFetch(`${feeds.origin}/silent`, { ...allow(), timeoutMs: 300 }), "timeout");
    await refusedWith(safeFetch(`${feeds.origin}/stall`, { ...allow(), timeoutMs: 300 }), "timeout");
  });

  it("says what went wrong without the link's secret path or query", async () => {
    const error = await refusal(safeFetch(`http://127.0.0.1:${internal.port}/ical/123.ics?s=SECRET`));
    expect(error.message).not.toMatch(/SECRET|ical/);
    const refused = await refusal(safeFetch(`http://127.0.0.1:1/ical/123.ics?s=SECRET`, { allowHosts: ["127.0.0.1"] }));
    expect(refused.code).toBe("connection_failed");
    expect(refused.message).not.toMatch(/SECRET|ical/);
  });
});
