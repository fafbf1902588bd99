import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logger.ts";
import { clientIp } from "./client-ip.ts";
import { nodeHeader } from "./node-header.ts";
import { MAX_TRACK_BODY_BYTES, TRACK_HEADERS, type TrackVisitorEndpoint } from "./track-visitor.ts";

export const TRACK_PATH = "/api/track-visitor";

/**
 * The body as text, or null when it is larger than `maxBytes`: refused by its declared length
 * before a byte is read, or, sent in chunks, as soon as the count passes the limit.
 */
function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on("data", (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > maxBytes) {
        req.removeAllListeners("data");
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * Page views (POST /api/track-visitor) answered at node:http's door, before a Request with
 * its body stream, Hono's middleware and its response adapter are made: every owner page
 * sends one, so they are the app's most frequent call. The endpoint is the same one the app
 * route uses (`tracking.answer`); only the reading and writing differ.
 */
export function trackingDoor(options: {
  tracking: TrackVisitorEndpoint;
  trustProxy: boolean;
  log: Logger;
  /** Where the line per request goes (logger.ts accessLogger). */
  access: Logger;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { tracking, trustProxy, log, access } = options;
  return (req, res) => {
    if (req.method !== "POST" || req.url !== TRACK_PATH) return false;
    const started = performance.now();
    const header = nodeHeader(req);
    const ip = clientIp(header("x-forwarded-for") ?? undefined, req.socket.remoteAddress, trustProxy);
    const request = () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      return new Request(`http://${req.headers.host ?? "localhost"}${TRACK_PATH}`, { method: "POST", headers });
    };
    readNodeBody(req, MAX_TRACK_BODY_BYTES)
      .then(async (body) => {
        const { status, body: answer } = await tracking.answer({ body, header, request }, ip);
        const text = JSON.stringify(answer);
        res.writeHead(status, {
          ...TRACK_HEADERS,
          "Content-Length": Buffer.byteLength(text),
          // A body left unread (too large) would be taken for the next request on this connection.
          ...(body === null ? { Connection: "close" } : {}),
        });
        res.end(text);
        access.info(
          { method: "POST", path: TRACK_PATH, status, ms: Math.round((performance.now() - started) * 10) / 10 },
          "request",
        );
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "tracking call not answered");
        if (!res.headersSent) res.writeHead(500, TRACK_HEADERS);
        res.end();
      });
    return true;
  };
}
