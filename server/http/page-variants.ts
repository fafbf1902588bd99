import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { parseAccept } from "hono/utils/accept";
import type { CachedPage, Encoding } from "./page-cache.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page with its compressed variants. Compressed once per cache lifetime, so the
 * strongest settings pay off; zlib runs on the thread pool, not the event loop.
 */
export async function cachedPage(response: Response, body: Uint8Array<ArrayBuffer>): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const headers = [...response.headers.entries()].filter(
    ([name]) => !["content-length", "content-encoding", "vary"].includes(name),
  );
  return {
    status: response.status,
    headers,
    identity: body,
    br: new Uint8Array(br),
    gzip: new Uint8Array(gz),
    renderedAt: Date.now(),
  };
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const chosen = new Map<string, Encoding | null>();

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = parseEncoding(acceptEncoding);
  if (chosen.size >= 256) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

function parseEncoding(acceptEncoding: string): Encoding | null {
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === "*")?.q ?? 0;
  const q = (encoding: Encoding) => accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard;
  const br = q("br");
  const gz = q("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

/** A response as @hono/node-server and node:http both write it: headers as a plain object. */
export type PageAnswer = { status: number; headers: Record<string, string>; body: Uint8Array | null };

/**
 * The answer for one request: the variant it accepts, headers only for HEAD. From the cache
 * it says how old it is (Age, in seconds), as a shared cache does, and brings the response's
 * own headers (`extra`: security headers with a fresh nonce), since it skips the middleware.
 * Headers are a plain object: @hono/node-server writes those as they are, while a list or a
 * Headers object is first copied into a new Headers (a third of the cost of a cached answer).
 */
export function pageAnswer(
  page: CachedPage,
  encoding: Encoding | null,
  method: string,
  cached: { now: number; extra: [string, string][] } | null = null,
): PageAnswer {
  const body = encoding ? page[encoding] : page.identity;
  const headers: Record<string, string> = {};
  for (const [name, value] of page.headers) headers[name] = value;
  headers.vary = "Accept-Encoding";
  headers["content-length"] = String(body.byteLength);
  if (encoding) headers["content-encoding"] = encoding;
  if (cached) {
    headers.age = String(Math.max(0, Math.floor((cached.now - page.renderedAt) / 1000)));
    for (const [name, value] of cached.extra) headers[name.toLowerCase()] = value;
  }
  return { status: page.status, headers, body: method === "HEAD" ? null : body };
}

export function pageResponse(...args: Parameters<typeof pageAnswer>): Response {
  const { status, headers, body } = pageAnswer(...args);
  return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
}
