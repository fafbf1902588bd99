import type { IncomingMessage, ServerResponse } from "node:http";
import type { AnswerRecorder } from "../metrics/answer-recorder.ts";
import type { Door } from "./cached-page-door.ts";
import { clientIp } from "./client-ip.ts";
import { doorUrl } from "./forwarded-request.ts";
import { nodeHeader } from "./node-header.ts";
import { readNodeBody } from "./read-node-body.ts";
import {
  MAX_TRACK_BODY_BYTES,
  TOO_LARGE,
  TRACK_PATH,
  type TrackingAnswer,
  type TrackVisitorEndpoint,
} from "./track-visitor.ts";

export type TrackVisitorDoorOptions = {
  endpoint: TrackVisitorEndpoint;
  /** Behind the TLS proxy: the URL the proxy received, the address it saw (forwarded-request.ts). */
  trustProxy: boolean;
  fallbackProtocol: "http:" | "https:";
  /** The signed-in person's id (from the request's cookie), or null. */
  currentUserId(request: Request, ip: string): Promise<string | null>;
  /** The access line and the metrics of each answer it gives. */
  record: AnswerRecorder;
};

/**
 * POST /api/track-visitor answered at node:http's door (docs/decisions/0027), like cached
 * pages: every page of every owner site sends one, so it is the most frequent request there
 * is, and a fetch Request, Hono's middleware and its response adapter cost more than the
 * call's own work. It reads at most 4 KB, sets its own headers and needs no CSP,
 * compression or page cache. A request it cannot read (no valid Host) goes to the app.
 */
export function trackVisitorDoor(options: TrackVisitorDoorOptions): Door {
  const { endpoint, trustProxy, fallbackProtocol, currentUserId, record } = options;
  return (req, res, app) => {
    const { method = "", url: target = "" } = req;
    if (method !== "POST" || !target.startsWith(TRACK_PATH)) return app();
    const rest = target.charCodeAt(TRACK_PATH.length);
    // The path itself, with or without a query ("?").
    if (!Number.isNaN(rest) && rest !== 63) return app();
    const started = performance.now();
    const url = doorUrl(req, trustProxy, fallbackProtocol);
    if (!url) return app();
    const forwardedFor = req.headers["x-forwarded-for"];
    const ip = clientIp(
      Array.isArray(forwardedFor) ? forwardedFor.join(", ") : forwardedFor,
      req.socket.remoteAddress,
      trustProxy,
    );
    const header = nodeHeader(req);
    readNodeBody(req, MAX_TRACK_BODY_BYTES).then(
      async (body) => {
        // The endpoint never throws: a failure inside is logged and answered (spec §8).
        const answer = body
          ? await endpoint.handle({
              body,
              url,
              ip,
              origin: header("origin"),
              userAgent: header("user-agent"),
              signedInUserId: () => currentUserId(new Request(url, { headers: requestHeaders(req) }), ip),
            })
          : TOO_LARGE;
        send(res, answer);
        record(method, req.headers.host, TRACK_PATH, answer.status, started);
      },
      // The client went away before its body ended: there is no one to answer.
      () => res.destroy(),
    );
  };
}

function send(res: ServerResponse, answer: TrackingAnswer) {
  // A body over the limit is not read to its end: the connection cannot carry another request.
  if (answer === TOO_LARGE) res.shouldKeepAlive = false;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/** The request's headers as a fetch Request carries them (for the session look-up). */
function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  return headers;
}
