/**
 * Rendered marketing pages, kept in memory for a short time: they are the same for every
 * visitor of a language, so rendering them afresh per request would only burn CPU.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  expires: number;
};

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 2_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expires <= now) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: Omit<CachedPage, "expires">, now = Date.now()): void {
    if (!this.enabled) return;
    if (this.pages.size >= this.maxEntries) this.pages.clear();
    this.pages.set(key, { ...page, expires: now + this.ttlMs });
  }

  clear(): void {
    this.pages.clear();
  }
}
