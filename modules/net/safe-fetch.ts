import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction, type Socket } from "node:net";
import type { Transform } from "node:stream";
import zlib from "node:zlib";
import { isLocalName, isPublicAddress } from "./public-address.ts";

/**
 * Why a fetch of a user-given URL was refused or failed. The message names at most the
 * host: a channel's export link carries its secret in the path and query.
 */
export type SafeFetchErrorCode =
  | "invalid_url"
  | "unsupported_scheme"
  | "blocked_address"
  | "too_many_redirects"
  | "timeout"
  | "too_large"
  | "bad_encoding"
  | "connection_failed";

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  constructor(code: SafeFetchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SafeFetchError";
    this.code = code;
  }
}

export type SafeFetchOptions = {
  /**
   * `host` or `host:port` entries (`[::1]:8080` for IPv6) that may be reached although they
   * are not public: FETCH_ALLOW_HOSTS, for tests and local development. Empty by default.
   */
  allowHosts?: readonly string[];
  /** For the whole fetch, every redirect and the body included. Default 10 s. */
  timeoutMs?: number;
  /** The most bytes read, before and after decompression. Default 5 MB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The DNS lookup under the check (tests give a fake one). Default dns.lookup. */
  lookup?: LookupFunction;
};

export type SafeFetchResponse = {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Decompressed. */
  body: Buffer;
  redirects: number;
};

export const SAFE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 } as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one way the app fetches a URL a user gave it (a channel's calendar feed): GET over
 * http or https to public addresses only. The address is checked when the connection is
 * made — a name's every DNS answer, a literal IP in any spelling (the URL parser turns
 * 2130706433, 0x7f.1 and 0177.0.0.1 into 127.0.0.1), on every redirect hop — so a name that
 * resolves to the private network, or a redirect to one, is refused before a byte is sent.
 * At most 3 redirects, 10 s and 5 MB, also after gzip, deflate or brotli decompression, so
 * a compression bomb is refused. Any HTTP status is returned; what it means is the caller's.
 */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let current = parseUrl(url);
  for (let redirects = 0; ; redirects++) {
    try {
      const answer = await fetchOnce(current, options, signal);
      if (answer.kind === "done") return { ...answer.response, redirects };
      if (redirects >= maxRedirects) {
        throw new SafeFetchError("too_many_redirects", `more than ${maxRedirects} redirects`);
      }
      current = parseUrl(answer.location, current);
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      if (deadline.aborted) {
        throw new SafeFetchError("timeout", `no complete answer from ${current.host} within ${timeoutMs} ms`);
      }
      if (signal.aborted) throw error;
      const code = typeof error === "object" && error && "code" in error ? String(error.code) : "";
      throw new SafeFetchError("connection_failed", `${current.host}: ${code || describe(error)}`, { cause: error });
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new SafeFetchError("invalid_url", base ? "the redirect's location is not a URL" : "not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("unsupported_scheme", `only http and https are fetched, not ${url.protocol}`);
  }
  return url;
}

/** `[::1]` → `::1`: what a socket connects to. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Whether the hop's host (with or without its port) is on the allow-list. */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  if (allowHosts.length === 0) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowHosts.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e === host || e === `${host}:${port}`;
  });
}

type Hop = { kind: "done"; response: Omit<SafeFetchResponse, "redirects"> } | { kind: "redirect"; location: string };

function fetchOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const allowed = isAllowedHost(url, options.allowHosts ?? []);
  const host = bareHost(url);
  if (!allowed) {
    if (isLocalName(host)) throw new SafeFetchError("blocked_address", `${url.host} is this machine`);
    if (isIP(host) !== 0 && !isPublicAddress(host)) {
      throw new SafeFetchError("blocked_address", `${url.host} is not a public address`);
    }
  }
  const maxBytes = options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        // A fresh connection per fetch: nothing pooled from another host's checks.
        agent: false,
        lookup: allowed ? options.lookup : guardedLookup(options.lookup ?? (dnsLookup as LookupFunction)),
        signal,
        headers: {
          accept: "text/calendar, text/plain;q=0.9, */*;q=0.5",
          "accept-encoding": "gzip, deflate, br",
          "user-agent": "VayVista calendar sync",
          ...options.headers,
        },
      },
      (response) => {
        const location = response.headers.location;
        if (REDIRECTS.has(response.statusCode ?? 0) && location) {
          response.resume();
          resolve({ kind: "redirect", location });
          return;
        }
        readBody(response, maxBytes, url.host).then(
          (body) =>
            resolve({
              kind: "done",
              response: { status: response.statusCode ?? 0, url: url.href, headers: flatHeaders(response), body },
            }),
          (error: unknown) => {
            request.destroy();
            reject(error);
          },
        );
      },
    );
    // Checked again once connected: whatever path the address took, the socket's peer decides.
    request.on("socket", (socket: Socket) => {
      if (allowed) return;
      socket.once("connect", () => {
        const peer = socket.remoteAddress ?? "";
        if (!isPublicAddress(peer)) {
          request.destroy(new SafeFetchError("blocked_address", `${url.host} led to a non-public address`));
        }
      });
    });
    request.on("error", reject);
    request.end();
  });
}

/** dns.lookup that refuses a name when any of its addresses is not public. */
function guardedLookup(lookup: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { ...options, all: true };
    lookup(hostname, all, (error, addresses) => {
      if (error) {
        callback(error, "", 0);
        return;
      }
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses, family: 4 }]) as LookupAddress[];
      const first = list[0];
      if (!first || list.some((a) => !isPublicAddress(a.address))) {
        callback(new SafeFetchError("blocked_address", `${hostname} resolves to a non-public address`), "", 0);
        return;
      }
      if (options.all) callback(null, list);
      else callback(null, first.address, first.family);
    });
  };
}

function flatHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

/** The body, decompressed, refused as soon as either side passes `maxBytes`. */
function readBody(response: IncomingMessage, maxBytes: number, host: string): Promise<Buffer> {
  const tooLarge = () => new SafeFetchError("too_large", `${host} sent more than ${maxBytes} bytes`);
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.resume();
    return Promise.reject(tooLarge());
  }
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let decoded = 0;
    let raw = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      decoder?.destroy();
      response.destroy();
      reject(error);
    };
    const take = (chunk: Buffer) => {
      decoded += chunk.length;
      if (decoded > maxBytes) fail(tooLarge());
      else chunks.push(chunk);
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    };
    let decoder: Transform | null = null;
    let pendingDeflate: boolean = encoding === "deflate";
    if (encoding === "gzip" || encoding === "x-gzip") decoder = zlib.createGunzip();
    else if (encoding === "br") decoder = zlib.createBrotliDecompress();
    else if (encoding !== "identity" && encoding !== "deflate" && encoding !== "") {
      fail(new SafeFetchError("bad_encoding", `${host} sent an unsupported content encoding (${encoding})`));
      return;
    }
    const wireDecoder = (d: Transform) => {
      d.on("data", take);
      d.on("end", finish);
      d.on("error", (error) =>
        fail(new SafeFetchError("bad_encoding", `${host} sent a body that does not decompress`, { cause: error })),
      );
    };
    if (decoder) wireDecoder(decoder);
    response.on("data", (chunk: Buffer) => {
      raw += chunk.length;
      if (raw > maxBytes) {
        fail(tooLarge());
        return;
      }
      if (pendingDeflate) {
        // "deflate" is zlib-wrapped by the standard, raw by some servers: the header says which.
        pendingDeflate = false;
        const zlibWrapped =
          chunk.length >= 2 && (chunk[0] ?? 0) % 16 === 8 && ((chunk[0] ?? 0) * 256 + (chunk[1] ?? 0)) % 31 === 0;
        decoder = zlibWrapped ? zlib.createInflate() : zlib.createInflateRaw();
        wireDecoder(decoder);
      }
      if (decoder) decoder.write(chunk);
      else take(chunk);
    });
    response.on("end", () => {
      if (decoder) decoder.end();
      else finish();
    });
    response.on("error", fail);
    response.on("close", () => {
      if (!response.complete) fail(new SafeFetchError("connection_failed", `${host} closed the connection mid-answer`));
    });
  });
}
