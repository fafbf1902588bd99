import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { capturingLogger } from "../../modules/analytics/testing.ts";
import { answerRecorder } from "../metrics/answer-recorder.ts";
import { requestThrough } from "./testing.ts";
import { MAX_TRACK_BODY_BYTES, type TrackingCall, type TrackVisitorEndpoint } from "./track-visitor.ts";
import { trackVisitorDoor } from "./track-visitor-door.ts";

const SITE = "villa-zon.vayvista.test";

/**
 * A real node:http server with the door in front of a stand-in for the app (which says so
 * when a request reaches it) and a stand-in endpoint that keeps each call it is given; the
 * endpoint's own work is track-visitor.test.ts's.
 */
describe("the tracking door", () => {
  const calls: TrackingCall[] = [];
  const endpoint: TrackVisitorEndpoint = {
    handle: async (call) => {
      calls.push(call);
      return {
        status: 200,
        headers: { "Content-Type": "application/json", "Content-Length": "15" },
        body: '{"site_id":"s"}',
      };
    },
    close: async () => {},
    flush: async () => {},
  };
  const sessions: { cookie: string | null; ip: string }[] = [];
  const { log, lines } = capturingLogger();
  const door = trackVisitorDoor({
    endpoint,
    trustProxy: true,
    fallbackProtocol: "http:",
    currentUserId: async (request, ip) => {
      sessions.push({ cookie: request.headers.get("cookie"), ip });
      return "owner-1";
    },
    record: answerRecorder(log, undefined, "vayvista.test"),
  });
  const server = http.createServer((req, res) =>
    door(req, res, () => {
      req.resume();
      res.writeHead(404, { "x-answered-by": "app" });
      res.end();
    }),
  );
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    calls.length = 0;
    lines.length = 0;
  });

  const post = (path: string, body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    requestThrough(port, path, { method: "POST", headers: { host: SITE, ...headers }, body });
  const inChunks = (text: string) => {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.subarray(i, i + 1000));
        controller.close();
      },
    });
  };

  it("gives the endpoint the body, the URL and address the proxy received, and the browser's headers", async () => {
    const answer = await post("/api/track-visitor?v=2", '{"page_url":"https://villa-zon.vayvista.test/"}', {
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.9, 198.51.100.23",
      origin: `https://${SITE}`,
      "user-agent": "Firefox",
      cookie: "session=abc",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-answered-by")).toBeNull();
    expect(await answer.text()).toBe('{"site_id":"s"}');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(new TextDecoder().decode(call?.body)).toBe('{"page_url":"https://villa-zon.vayvista.test/"}');
    expect(call?.url.href).toBe(`https://${SITE}/api/track-visitor?v=2`);
    // The last address is the one our proxy added; the first is whatever the client claimed.
    expect(call?.ip).toBe("198.51.100.23");
    expect(call?.origin).toBe(`https://${SITE}`);
    expect(call?.userAgent).toBe("Firefox");
    // The session is looked up only when the endpoint asks (views from the theme editor).
    expect(sessions).toEqual([]);
    expect(await call?.signedInUserId()).toBe("owner-1");
    expect(sessions).toEqual([{ cookie: "session=abc", ip: "198.51.100.23" }]);
    expect(lines).toEqual([
      expect.objectContaining({ msg: "request", method: "POST", path: "/api/track-visitor", status: 200 }),
    ]);
  });

  it("leaves other methods and paths to the app", async () => {
    for (const [method, path] of [
      ["GET", "/api/track-visitor"],
      ["POST", "/api/track-visitor/"],
      ["POST", "/api/track-visitors"],
      ["POST", "/api/bookings"],
    ] as const) {
      const res = await requestThrough(port, path, { method, headers: { host: SITE } });
      expect(res.headers.get("x-answered-by"), `${method} ${path}`).toBe("app");
    }
    // No Host the door can read: the app answers it (and refuses it).
    const res = await requestThrough(port, "/api/track-visitor", {
      method: "POST",
      headers: { host: "evil.example/x?" },
    });
    expect(res.headers.get("x-answered-by")).toBe("app");
    expect(calls).toEqual([]);
  });

  it("refuses a body over 4 KB with 413, declared or sent in chunks, and closes the connection", async () => {
    const big = JSON.stringify({ page_url: `https://${SITE}/`, padding: "x".repeat(MAX_TRACK_BODY_BYTES) });
    for (const body of [big, inChunks(big)]) {
      const res = await post("/api/track-visitor", body);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ code: "payload_too_large" });
      expect(res.headers.get("connection")).toBe("close");
    }
    expect(calls).toEqual([]);
    // A small body in chunks is read whole.
    const small = JSON.stringify({ page_url: `https://${SITE}/`, referrer: "r".repeat(2000) });
    expect((await post("/api/track-visitor", inChunks(small))).status).toBe(200);
    expect(new TextDecoder().decode(calls[0]?.body)).toBe(small);
  });

  it("answers no one whose connection ends before the body does, and goes on serving", async () => {
    await new Promise<void>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        path: "/api/track-visitor",
        method: "POST",
        headers: { host: SITE, "content-length": "200" },
      });
      req.on("error", () => resolve());
      req.on("response", () => reject(new Error("answered a request whose body never came")));
      req.write('{"page_url":', () => req.destroy());
    });
    expect((await post("/api/track-visitor", '{"page_url":"https://x/"}')).status).toBe(200);
    expect(calls).toHaveLength(1);
  });
});
