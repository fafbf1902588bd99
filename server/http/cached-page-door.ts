import type { IncomingMessage, ServerResponse } from "node:http";
import type { HostResolution, SiteDirectory } from "../../modules/sites/site-directory.ts";
import type { SiteAddressing } from "../../modules/sites/site-url.ts";
import type { Logger } from "../logger.ts";
import { forwardedUrlOf, HOST } from "./forwarded-request.ts";
import { nodeHeader } from "./node-header.ts";
import type { PageCache } from "./page-cache.ts";
import { pageCacheKey } from "./page-key.ts";
import { pageUrl } from "./page-url.ts";
import { type PageAnswer, pageAnswer, preferredEncoding } from "./page-variants.ts";
import { createNonce, securityHeaders } from "./security-headers.ts";

export type CachedAnswer = (
  method: string,
  url: URL,
  host: HostResolution,
  acceptEncoding?: string,
) => PageAnswer | null;

/**
 * The answer to a request for a page every visitor sees the same way, when the page cache
 * holds it: the variant the client accepts, with this response's own security headers
 * (a fresh nonce). Null when the page must be rendered.
 */
export function cachedAnswers(pageCache: PageCache, addressing: SiteAddressing): CachedAnswer {
  return (method, url, host, acceptEncoding) => {
    if ((method !== "GET" && method !== "HEAD") || !pageCache.enabled) return null;
    const page = pageUrl(url);
    if (page.kind !== "shared") return null;
    const key = pageCacheKey(host, url, page.path, addressing);
    const now = Date.now();
    const hit = key ? pageCache.get(key, now) : undefined;
    if (!hit) return null;
    const extra = securityHeaders(url, createNonce(), addressing.appDomain);
    return pageAnswer(hit, preferredEncoding(acceptEncoding), method, { now, extra });
  };
}

export type CachedPageDoorOptions = {
  answer: CachedAnswer;
  sites: SiteDirectory;
  /** Behind the TLS proxy: the URL is the one the proxy received (forwarded-request.ts). */
  trustProxy: boolean;
  fallbackProtocol: "http:" | "https:";
  /** Where the line per request goes (logger.ts accessLogger). */
  log: Logger;
};

/**
 * Cached pages answered at node:http's door, before a Request object, Hono's middleware or
 * its response adapter are made: on the pages guests and search engines load most (owner
 * homes, marketing pages) that work is most of the cost of an answer. Whatever is not a
 * cache hit of a host resolved in the last seconds goes on to the app (false), which
 * answers it the same way, through the same `answer`.
 */
export function cachedPageDoor(options: CachedPageDoorOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { answer, sites, trustProxy, fallbackProtocol, log } = options;
  return (req, res) => {
    const started = performance.now();
    const { method = "", url: target = "" } = req;
    const hostHeader = req.headers.host;
    if ((method !== "GET" && method !== "HEAD") || !target.startsWith("/") || !hostHeader || !HOST.test(hostHeader)) {
      return false;
    }
    let found: PageAnswer | null;
    let url: URL;
    try {
      url = new URL(`http://${hostHeader}${target}`);
      const header = nodeHeader(req);
      if (trustProxy) url = forwardedUrlOf(url, header, fallbackProtocol);
      const host = sites.peek(url.host);
      found = host ? answer(method, url, host, header("accept-encoding") ?? undefined) : null;
    } catch {
      return false; // the app answers what this door cannot read
    }
    if (!found) return false;
    res.writeHead(found.status, found.headers);
    res.end(found.body);
    log.info(
      { method, path: url.pathname, status: found.status, ms: Math.round((performance.now() - started) * 10) / 10 },
      "request",
    );
    return true;
  };
}
