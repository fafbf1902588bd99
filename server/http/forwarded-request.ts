import type { IncomingMessage } from "node:http";
import { nodeHeader } from "./node-header.ts";

/**
 * Behind the TLS proxy (TRUST_PROXY) the app listens on plain http, while the browser
 * speaks https to the proxy. Pages, redirects and React Router's origin check on actions
 * must all see the URL the proxy received, or every form post fails the origin check
 * (`Origin: https://…` against `http://…`). So the request is rewritten once, at the door.
 */

/** A Host header value: a name or an IP literal, with an optional port, nothing else. */
export const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The last value of a comma-separated forwarding header: the one our proxy set. */
function lastValue(header: string | null | undefined): string | undefined {
  const value = header?.split(",").at(-1)?.trim();
  return value ? value : undefined;
}

/**
 * The URL the trusted proxy received: its scheme from X-Forwarded-Proto (or, when the
 * proxy sends none, the public origin's), its host from X-Forwarded-Host (or Host, which
 * Caddy passes through unchanged). Values that are not a scheme or a host are ignored.
 */
export function forwardedUrl(request: Request, fallbackProtocol: "http:" | "https:"): URL {
  // request.url is absolute (`http://host/target`): its host and target, split without parsing it.
  const raw = request.url;
  const hostAt = raw.indexOf("//") + 2;
  const targetAt = raw.indexOf("/", hostAt);
  return forwardedUrlOf(
    raw.slice(hostAt, targetAt),
    raw.slice(targetAt),
    (name) => request.headers.get(name),
    fallbackProtocol,
  );
}

/**
 * forwardedUrl for a request as node:http gives it: its Host, its target (path and query)
 * and its headers. The URL is parsed once (each setter of a URL parses it again: a third of
 * what every request behind the proxy paid here).
 */
export function forwardedUrlOf(
  host: string,
  target: string,
  header: (name: string) => string | null | undefined,
  fallbackProtocol: "http:" | "https:",
): URL {
  const proto = lastValue(header("x-forwarded-proto"))?.toLowerCase();
  const protocol = proto === "https" || proto === "http" ? `${proto}:` : fallbackProtocol;
  const forwardedHost = lastValue(header("x-forwarded-host"));
  return new URL(`${protocol}//${forwardedHost && HOST.test(forwardedHost) ? forwardedHost : host}${target}`);
}

/**
 * The URL of a request at node:http's door (behind the proxy: the one the proxy received),
 * or null when its Host or target cannot be read: the app answers those.
 */
export function doorUrl(req: IncomingMessage, trustProxy: boolean, fallbackProtocol: "http:" | "https:"): URL | null {
  const host = req.headers.host;
  const target = req.url ?? "";
  if (!host || !HOST.test(host) || !target.startsWith("/")) return null;
  try {
    return trustProxy
      ? forwardedUrlOf(host, target, nodeHeader(req), fallbackProtocol)
      : new URL(`http://${host}${target}`);
  } catch {
    return null;
  }
}

/** The same request at `url` (the one the proxy received); unchanged when it already has it. */
export function requestAt(request: Request, url: URL): Request {
  if (url.href === request.url) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    // A streamed body is passed on as it arrives (Node requires saying so).
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}
