import type { IncomingMessage, ServerResponse } from "node:http";
import type { HostResolution, SiteDirectory } from "../../modules/sites/site-directory.ts";
import type { SiteAddressing } from "../../modules/sites/site-url.ts";
import type { AnswerRecorder } from "../metrics/answer-recorder.ts";
import { doorUrl } from "./forwarded-request.ts";
import type { PageCache } from "./page-cache.ts";
import { pageCacheKey } from "./page-key.ts";
import { pageUrl } from "./page-url.ts";
import { type PageAnswer, pageAnswer, preferredEncoding } from "./page-variants.ts";
import { createNonce, securityHeaders } from "./security-headers.ts";

/** A node:http request listener that may answer itself, or hands the request on to `app`. */
export type Door = (req: IncomingMessage, res: ServerResponse, app: () => void) => void;

export type CachedPageDoorOptions = {
  pageCache: PageCache;
  sites: SiteDirectory;
  addressing: SiteAddressing;
  /** Behind the TLS proxy: the URL is the one the proxy received (forwarded-request.ts). */
  trustProxy: boolean;
  fallbackProtocol: "http:" | "https:";
  /** The access line and the metrics of each answer it gives. */
  record: AnswerRecorder;
};

/**
 * The server's one fast path (docs/decisions/0020): a page every visitor sees the same way,
 * already in the page cache, is answered at node:http's door, before a Request, Hono's
 * middleware or its response adapter are made; on the pages guests and search engines load
 * most (owner homes, marketing pages) that work is most of the cost of an answer. The
 * answer carries the headers the app gives the same page (security-headers.ts, a fresh
 * nonce each time; a parity test holds them together). Everything else goes to the app,
 * which renders the page and fills the cache; it never answers from the cache itself.
 */
export function cachedPageDoor(options: CachedPageDoorOptions): Door {
  const { pageCache, sites, addressing, trustProxy, fallbackProtocol, record } = options;
  return (req, res, app) => {
    const started = performance.now();
    const method = req.method ?? "";
    if (!pageCache.enabled || (method !== "GET" && method !== "HEAD")) return app();
    const url = doorUrl(req, trustProxy, fallbackProtocol);
    if (!url) return app(); // the app answers what this door cannot read
    const answer = (host: HostResolution) => {
      const found = cachedAnswer(pageCache, addressing, method, url, host, req.headers["accept-encoding"]);
      if (!found) return app();
      res.writeHead(found.status, found.headers);
      res.end(found.body);
      record(method, req.headers.host, url.pathname, found.status, started);
    };
    const known = sites.peek(url.host);
    if (known) return answer(known);
    // A host not looked up in the last seconds: once it is, the same answer (a failed
    // look-up is the app's to answer and log).
    sites.resolve(url.host).then(answer, app);
  };
}

/**
 * The answer to a request for a cached page: the variant the client accepts, with this
 * response's own security headers (a fresh nonce). Null when the page must be rendered.
 */
function cachedAnswer(
  pageCache: PageCache,
  addressing: SiteAddressing,
  method: string,
  url: URL,
  host: HostResolution,
  acceptEncoding: string | string[] | undefined,
): PageAnswer | null {
  const page = pageUrl(url);
  if (page.kind !== "shared") return null;
  const key = pageCacheKey(host, url, page.path, addressing);
  const now = Date.now();
  const hit = key ? pageCache.get(key, now) : undefined;
  if (!hit) return null;
  const encoding = preferredEncoding(Array.isArray(acceptEncoding) ? acceptEncoding.join(", ") : acceptEncoding);
  return pageAnswer(hit, encoding, method, { now, extra: securityHeaders(url, createNonce(), addressing.appDomain) });
}
