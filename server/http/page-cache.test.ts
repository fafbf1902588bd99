import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache } from "./page-cache.ts";

/** A page whose variants together weigh `bytes` (plus its key's length). */
function page(bytes: number): CachedPage {
  return {
    status: 200,
    headers: [["content-type", "text/html"]],
    identity: new Uint8Array(bytes),
    br: new Uint8Array(0),
    gzip: new Uint8Array(0),
    renderedAt: 0,
  };
}

describe("PageCache", () => {
  it("serves a page until its time is up", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 10_000 });
    cache.set("/prijzen", page(10), 0);
    expect(cache.get("/prijzen", 999)?.status).toBe(200);
    expect(cache.get("/prijzen", 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets everything when cleared", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 10_000 });
    cache.set("/", page(10), 0);
    cache.clear();
    expect(cache.get("/", 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not keep a page whose rendering began before a clear: it may show what was cleared", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 10_000 });
    const before = cache.generation;
    cache.clearPrefix("site:a ");
    cache.set("site:b /", page(10), 0, before);
    expect(cache.get("site:b /", 1)).toBeUndefined();
    cache.set("site:b /", page(10), 0, cache.generation);
    expect(cache.get("site:b /", 1)?.status).toBe(200);
  });

  it("forgets one site's pages and keeps the others'", () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 10_000 });
    cache.set("site:a /", page(10), 0);
    cache.set("site:a /contact", page(10), 0);
    cache.set("site:ab /", page(10), 0);
    cache.set("marketing /", page(10), 0);
    cache.clearPrefix("site:a ");
    expect(cache.get("site:a /", 1)).toBeUndefined();
    expect(cache.get("site:a /contact", 1)).toBeUndefined();
    expect(cache.get("site:ab /", 1)?.status).toBe(200);
    expect(cache.get("marketing /", 1)?.status).toBe(200);
    expect(cache.size).toBe("site:ab /".length + 10 + "marketing /".length + 10);
  });

  it("keeps nothing when disabled", () => {
    const cache = new PageCache({ ttlMs: 0, maxBytes: 10_000 });
    cache.set("/", page(10), 0);
    expect(cache.get("/", 0)).toBeUndefined();
  });

  it("stays within its byte cap by evicting the least recently used page", () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 300 });
    cache.set("/a", page(98), 0);
    cache.set("/b", page(98), 0);
    cache.set("/c", page(98), 0);
    expect(cache.size).toBe(300);
    cache.get("/a", 1); // /a is now the most recently used, /b the least
    cache.set("/d", page(98), 2);
    expect(cache.get("/b", 3)).toBeUndefined();
    expect(cache.get("/a", 3)).toBeDefined();
    expect(cache.get("/c", 3)).toBeDefined();
    expect(cache.get("/d", 3)).toBeDefined();
    expect(cache.size).toBe(300);
  });

  it("counts every variant and replaces a page in place", () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000 });
    cache.set("/x", { ...page(100), br: new Uint8Array(20), gzip: new Uint8Array(30) }, 0);
    expect(cache.size).toBe(2 + 150);
    cache.set("/x", page(10), 0);
    expect(cache.size).toBe(2 + 10);
  });

  it("refuses a page larger than the whole cache instead of emptying it", () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 100 });
    cache.set("/a", page(50), 0);
    cache.set("/huge", page(500), 0);
    expect(cache.get("/huge", 1)).toBeUndefined();
    expect(cache.get("/a", 1)).toBeDefined();
  });
});
