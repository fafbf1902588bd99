import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import type { TrackCall, TrackVisitorEndpoint } from "./track-visitor.ts";
import { TRACK_PATH, trackingDoor } from "./tracking-door.ts";

/**
 * The door reads a page view straight from node:http and hands the endpoint what the app
 * route would: the body (or null when too large), the headers, the visitor's address.
 */
describe("the tracking door", () => {
  const calls: { call: TrackCall; ip: string }[] = [];
  const tracking = {
    answer: async (call: TrackCall, ip: string) => {
      calls.push({ call, ip });
      return call.body === null
        ? { status: 413, body: { code: "payload_too_large" } }
        : { status: 200, body: { site_id: "s", echo: call.body, ua: call.header("user-agent") } };
    },
  } as unknown as TrackVisitorEndpoint;
  const silent = createLogger("silent");
  const door = trackingDoor({ tracking, trustProxy: true, log: silent, access: silent });
  const server = http.createServer((req, res) => {
    if (door(req, res)) return;
    res.writeHead(200, { "x-answered-by": "app" });
    res.end();
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (path: string, body: string | string[], headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on("error", reject);
      for (const part of Array.isArray(body) ? body : [body]) req.write(part);
      req.end();
    });

  it("answers a page view with the endpoint's JSON, uncached, from the proxy's client address", async () => {
    const answer = await send(TRACK_PATH, '{"page_url":"https://duinhuis.vayvista.nl/"}', {
      "content-type": "application/json",
      "user-agent": "Mozilla/5.0 (iPhone)",
      "x-forwarded-for": "203.0.113.9",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(answer.text)));
    expect(JSON.parse(answer.text)).toEqual({
      site_id: "s",
      echo: '{"page_url":"https://duinhuis.vayvista.nl/"}',
      ua: "Mozilla/5.0 (iPhone)",
    });
    expect(calls.at(-1)?.ip).toBe("203.0.113.9");
    expect(calls.at(-1)?.call.request().headers.get("user-agent")).toBe("Mozilla/5.0 (iPhone)");
  });

  it("refuses a body over 4 KB, declared or sent in chunks, and closes the connection", async () => {
    const declared = await send(TRACK_PATH, "x".repeat(5000), { "content-length": "5000" });
    expect(declared.status).toBe(413);
    expect(declared.headers.connection).toBe("close");
    const chunked = await send(TRACK_PATH, Array(10).fill("y".repeat(1000)));
    expect(chunked.status).toBe(413);
  });

  it("leaves every other request to the app", async () => {
    expect((await send(`${TRACK_PATH}?x=1`, "{}")).headers["x-answered-by"]).toBe("app");
    expect((await send("/api/bookings", "{}")).headers["x-answered-by"]).toBe("app");
  });
});
