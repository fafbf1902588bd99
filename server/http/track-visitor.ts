import type { Database } from "../../db/client.ts";
import { DEFAULT_SITE_ID } from "../../modules/analytics/default-site-id.ts";
import { describeAgent } from "../../modules/analytics/describe-page-view.ts";
import type { BatcherOptions } from "../../modules/analytics/page-view-batcher.ts";
import { PageViewRecorder } from "../../modules/analytics/page-view-recorder.ts";
import { resolveTrackedSite, siteDirectoryLookups } from "../../modules/analytics/resolve-tracked-site.ts";
import { EMPTY_SUMMARY } from "../../modules/analytics/stats-summary.ts";
import { normalizeHost } from "../../modules/sites/classify-host.ts";
import type { SiteDirectory } from "../../modules/sites/site-directory.ts";
import { hasControlCharacter } from "../../modules/text/single-line.ts";
import type { Logger } from "../logger.ts";

export type TrackVisitorDeps = {
  db: Database;
  sites: SiteDirectory;
  log: Logger;
  appDomain: string;
  /** The signed-in person's id, for views from the theme editor (spec §4), or null. */
  currentUserId(request: Request, ip: string): Promise<string | null>;
  /** Tests: the clock and the batching. */
  now?: () => Date;
  batcher?: BatcherOptions;
};

/** One tracking call as the endpoint reads it: from a fetch Request, or straight from node:http. */
export type TrackCall = {
  /** The body as text, or null when it was larger than MAX_TRACK_BODY_BYTES. */
  body: string | null;
  header(name: string): string | null;
  /** The call as a Request, made only when the signed-in person matters (views from the theme editor). */
  request(): Request;
};

export type TrackAnswer = { status: number; body: unknown };

export type TrackVisitorEndpoint = {
  handle(request: Request, ip: string): Promise<Response>;
  /** The same, for a call read without a Request (server/http/tracking-door.ts). */
  answer(call: TrackCall, ip: string): Promise<TrackAnswer>;
  /** Writes what is still waiting; called when the server stops. */
  close(): Promise<void>;
  /** Writes what is waiting now (tests). */
  flush(): Promise<void>;
};

/** The most a tracking call may send: its four short fields fit many times over. */
export const MAX_TRACK_BODY_BYTES = 4096;

/** The longest value each field may have; longer is refused as malformed. */
const FIELD_LIMITS = { user_agent: 1024, page_url: 2048, referrer: 2048, site_id: 64, ip_address: 64 } as const;

/** What the browser sends (spec §3). `ip_address` is always null and never used; `site_id` never decides. */
type Payload = { user_agent: string | null; page_url: URL; referrer: string | null };

export const TRACK_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: TRACK_HEADERS });
}

/**
 * POST /api/track-visitor (spec §7): a page view of an owner site, answered with its stats.
 * The site is resolved from the viewed page's address (spec §4), never from the `site_id`
 * the browser claims; bots are answered but not counted; the view is queued and written in
 * a batch. The answer's figures are at most a minute old. A failure inside is logged and
 * still answered, with the default site id (spec §8): tracking never shows an error.
 */
export function trackVisitorEndpoint(deps: TrackVisitorDeps): TrackVisitorEndpoint {
  const { log } = deps;
  const now = deps.now ?? (() => new Date());
  const recorder = new PageViewRecorder(deps.db, log, { now, ...(deps.batcher ? { batcher: deps.batcher } : {}) });
  const onError = (error: unknown) => log.error({ err: error }, "site lookup for a page view failed");

  async function answer(call: TrackCall, ip: string): Promise<TrackAnswer> {
    if (call.body === null) return { status: 413, body: { code: "payload_too_large" } };
    const payload = parsePayload(call.body);
    if (!payload) return { status: 400, body: { code: "bad_request" } };

    try {
      const lookups = siteDirectoryLookups(
        deps.sites,
        deps.db,
        deps.appDomain,
        () => deps.currentUserId(call.request(), ip),
        onError,
      );
      // A browser names the page that sent the call (Origin): a page of one site cannot
      // count views for another. (Other clients can claim anything; they count like any.)
      const siteId = sentFromPage(call.header("origin"), payload.page_url)
        ? await resolveTrackedSite(payload.page_url, lookups)
        : DEFAULT_SITE_ID;
      // The browser's own header, else what the page sent; either naming a bot is enough.
      const userAgent = call.header("user-agent") || payload.user_agent || "";
      const bot =
        describeAgent(userAgent).bot ||
        (payload.user_agent !== null && payload.user_agent !== userAgent && describeAgent(payload.user_agent).bot);
      if (!bot) {
        await recorder.record(siteId, { page: payload.page_url, referrer: payload.referrer, userAgent, ip });
      }
      const { stats, lastUpdated } = await recorder.summary(siteId);
      return { status: 200, body: { site_id: siteId, stats, lastUpdated: lastUpdated.toISOString() } };
    } catch (error) {
      log.error({ err: error }, "page view not tracked");
      return {
        status: 200,
        body: { site_id: DEFAULT_SITE_ID, stats: EMPTY_SUMMARY, lastUpdated: now().toISOString() },
      };
    }
  }

  return {
    async handle(request, ip) {
      const body = await readBody(request, MAX_TRACK_BODY_BYTES);
      const answered = await answer({ body, header: (name) => request.headers.get(name), request: () => request }, ip);
      return json(answered.status, answered.body);
    },
    answer,
    close: () => recorder.close(),
    flush: () => recorder.flush(),
  };
}

/** False when the browser says the call came from another site than the page it reports. */
function sentFromPage(origin: string | null, page: URL): boolean {
  if (origin === null) return true;
  try {
    return normalizeHost(new URL(origin).host) === normalizeHost(page.host);
  } catch {
    return false; // "null": a sandboxed or opaque page vouches for no site
  }
}

/**
 * The body as text, or null when it is larger than `maxBytes`: refused by its declared
 * length before a byte is read, or, sent in chunks, as soon as the count passes the limit.
 */
async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (Number(declared) > maxBytes) return null;
    // Node's parser delivers exactly the declared length.
    return request.text();
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
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
  for (const [name, max] of Object.entries(FIELD_LIMITS)) {
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
