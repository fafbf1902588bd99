/**
 * Rendered pages that are the same for every visitor, kept in memory for a short time with
 * their brotli and gzip variants: rendering and compressing them afresh per request would
 * only burn CPU. Bounded by bytes, the least recently used page goes first.
 */
export type Encoding = "br" | "gzip";

export type CachedPage = {
  status: number;
  /** The rendered response's headers, without length or encoding (they differ per variant). */
  headers: [string, string][];
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  /** When it was rendered (ms since the epoch), for the Age header of a cached answer. */
  renderedAt: number;
};

type Entry = { page: CachedPage; bytes: number; expires: number };

export type PageCacheOptions = { ttlMs: number; maxBytes: number };

export class PageCache {
  /** Map order is recency order: a hit moves its page to the end. */
  private readonly pages = new Map<string, Entry>();
  private bytes = 0;
  private hitCount = 0;
  private missCount = 0;
  /** Counts the clears, so a page whose rendering started before one is not kept after it. */
  private clears = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;

  constructor({ ttlMs, maxBytes }: PageCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  /** Bytes held, all variants counted. */
  get size(): number {
    return this.bytes;
  }

  /** Lookups answered from memory, and lookups that had to render, since the start (for /metrics). */
  get hits(): number {
    return this.hitCount;
  }

  get misses(): number {
    return this.missCount;
  }

  /** Pages held. */
  get entries(): number {
    return this.pages.size;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) {
      this.missCount++;
      return undefined;
    }
    this.pages.delete(key);
    if (entry.expires <= now) {
      this.bytes -= entry.bytes;
      this.missCount++;
      return undefined;
    }
    this.pages.set(key, entry);
    this.hitCount++;
    return entry.page;
  }

  /** Taken before rendering a page and handed to `set`: a clear meanwhile means its content may be old. */
  get generation(): number {
    return this.clears;
  }

  set(key: string, page: CachedPage, now = Date.now(), generation = this.clears): void {
    if (!this.enabled || generation !== this.clears) return;
    const bytes = key.length + page.identity.byteLength + page.br.byteLength + page.gzip.byteLength;
    this.delete(key);
    if (bytes > this.maxBytes) return;
    while (this.bytes + bytes > this.maxBytes) {
      const oldest = this.pages.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.pages.set(key, { page, bytes, expires: now + this.ttlMs });
    this.bytes += bytes;
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
    this.clears += 1;
  }

  /** Forgets every page whose key starts with `prefix` (one site's pages after its owner publishes). */
  clearPrefix(prefix: string): void {
    this.clears += 1;
    for (const key of [...this.pages.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  private delete(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }
}
