import type { Database } from "../../db/client.ts";
import { DEFAULT_SITE_ID } from "../../modules/analytics/default-site-id.ts";
import { describeAgent } from "../../modules/analytics/describe-page-view.ts";
import type { BatcherOptions } from "../../modules/analytics/page-view-batcher.ts";
import { PageViewRecorder } from "../../modules/analytics/page-view-recorder.ts";
import { resolveTrackedSite, siteDirectoryLookups } from "../../modules/analytics/resolve-tracked-site.ts";
import { VIEWS_PER_NETWORK } from "../../modules/analytics/tracking-limits.ts";
import { addressKey } from "../../modules/rate-limit/address-key.ts";
import { MemoryRateLimit } from "../../modules/rate-limit/memory-rate-limit.ts";
import type { SiteDirectory } from "../../modules/sites/site-directory.ts";
import { hasControlCharacter } from "../../modules/text/single-line.ts";
import type { Logger } from "../logger.ts";

export type TrackVisitorDeps = {
  db: Database;
  sites: SiteDirectory;
  log: Logger;
  appDomain: string;
  /** Tests: the clock, the batching and the limits. */
  now?: () => Date;
  batcher?: BatcherOptions;
  maxVisitorsPerNetwork?: number;
};

/** One tracking call as it reached the server, its body read (track-visitor-door.ts). */
export type TrackingCall = {
  /** At most MAX_TRACK_BODY_BYTES. */
  body: Uint8Array;
  /** The URL the browser used (behind the proxy: the one the proxy received). */
  url: URL;
  ip: string;
  origin: string | null;
  userAgent: string | null;
  /** The signed-in person's id; asked only for views from the theme editor (spec §4). */
  signedInUserId(): Promise<string | null>;
};

/** What the server answers: a short JSON body with these headers. */
export type TrackingAnswer = { status: number; headers: Record<string, string>; body: string };

export type TrackVisitorEndpoint = {
  /** Never throws: a failure inside is logged and answered (spec §8). */
  handle(call: TrackingCall): Promise<TrackingAnswer>;
  /** Writes what is still waiting; called when the server stops. */
  close(): Promise<void>;
  /** Writes what is waiting now (tests). */
  flush(): Promise<void>;
};

/** Where page views are posted. */
export const TRACK_PATH = "/api/track-visitor";

/** The most a tracking call may send: its four short fields fit many times over. */
export const MAX_TRACK_BODY_BYTES = 4096;

/** The longest value each field may have; longer is refused as malformed. */
const FIELD_LIMITS = Object.entries({ user_agent: 1024, page_url: 2048, referrer: 2048, site_id: 64, ip_address: 64 });

/** What the browser sends (spec §3). `ip_address` is always null and never used; `site_id` never decides. */
type Payload = { user_agent: string | null; page_url: URL; referrer: string | null };

const utf8 = new TextDecoder();

const TRACK_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

function json(status: number, body: unknown, headers?: Record<string, string>): TrackingAnswer {
  const text = JSON.stringify(body);
  const length = { "Content-Length": String(Buffer.byteLength(text)) };
  return { status, headers: { ...TRACK_HEADERS, ...headers, ...length }, body: text };
}

/** The answer to a body over MAX_TRACK_BODY_BYTES, which is never read to its end. */
export const TOO_LARGE: TrackingAnswer = json(413, { code: "payload_too_large" });

/**
 * POST /api/track-visitor (spec §7): a page view of an owner site. Only a page's own beacon
 * counts, for the site the page is on (spec §4), never for the `site_id` it claims; bots
 * are answered but not counted; a network adds at most VIEWS_PER_NETWORK views to a site,
 * and VISITORS_PER_NETWORK visitors a day (tracking-limits.ts); the view is queued and
 * written in a batch. The answer names the site the view counted for and no figures: those
 * are the owner's, in the dashboard. A failure inside is logged and still answered, with
 * the default site id (spec §8): tracking never shows an error.
 */
export function trackVisitorEndpoint(deps: TrackVisitorDeps): TrackVisitorEndpoint {
  const { log } = deps;
  const now = deps.now ?? (() => new Date());
  const recorder = new PageViewRecorder(deps.db, log, {
    now,
    ...(deps.batcher ? { batcher: deps.batcher } : {}),
    ...(deps.maxVisitorsPerNetwork === undefined ? {} : { maxVisitorsPerNetwork: deps.maxVisitorsPerNetwork }),
  });
  const views = new MemoryRateLimit(VIEWS_PER_NETWORK);
  const onError = (error: unknown) => log.error({ err: error }, "site lookup for a page view failed");

  async function answer(call: TrackingCall): Promise<TrackingAnswer> {
    const { url, ip } = call;
    const payload = parsePayload(utf8.decode(call.body));
    if (!payload) return json(400, { code: "bad_request" });
    // A page's own beacon: the browser names the page that sent it (Origin), and that is
    // the page's origin and this endpoint's. A call without Origin comes from no page (a
    // script or a server can claim any page), one from another origin from someone else's.
    if (!ownBeacon(call.origin, url, payload.page_url)) return json(200, { site_id: DEFAULT_SITE_ID });

    const lookups = siteDirectoryLookups(deps.sites, deps.db, deps.appDomain, call.signedInUserId, onError);
    const siteId = await resolveTrackedSite(payload.page_url, lookups);
    const at = now().getTime();
    if (!views.hit(`${siteId} ${addressKey(ip)}`, at)) {
      return json(429, { code: "rate_limited" }, { "Retry-After": String(views.retryAfterSeconds(at)) });
    }
    // The browser's own header, else what the page sent; either naming a bot is enough.
    const userAgent = call.userAgent || payload.user_agent || "";
    const bot =
      describeAgent(userAgent).bot ||
      (payload.user_agent !== null && payload.user_agent !== userAgent && describeAgent(payload.user_agent).bot);
    if (!bot) await recorder.record(siteId, { page: payload.page_url, referrer: payload.referrer, userAgent, ip });
    return json(200, { site_id: siteId });
  }

  return {
    async handle(call) {
      try {
        return await answer(call);
      } catch (error) {
        log.error({ err: error }, "page view not tracked");
        return json(200, { site_id: DEFAULT_SITE_ID });
      }
    },
    close: () => recorder.close(),
    flush: () => recorder.flush(),
  };
}

/** Whether the browser says the call came from the page it reports, on this endpoint's own origin. */
function ownBeacon(origin: string | null, url: URL, page: URL): boolean {
  return origin !== null && origin === url.origin && page.origin === url.origin;
}

/** The payload when it is a JSON object with the spec's fields as strings (or null) of sane length. */
export function parsePayload(text: string): Payload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  for (const [name, max] of FIELD_LIMITS) {
    const field = fields[name];
    if (field === undefined || field === null) continue;
    if (typeof field !== "string" || field.length > max) return null;
    // No browser sends a control character in these; a NUL would fail the batch it is written in.
    if (hasControlCharacter(field)) return null;
  }
  if (typeof fields.page_url !== "string") return null;
  let page: URL;
  try {
    page = new URL(fields.page_url);
  } catch {
    return null;
  }
  if (page.protocol !== "https:" && page.protocol !== "http:") return null;
  return {
    user_agent: (fields.user_agent as string | undefined) ?? null,
    page_url: page,
    referrer: (fields.referrer as string | undefined) ?? null,
  };
}
