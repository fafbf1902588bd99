import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

describe("PageCache", () => {
  const page = {
    status: 200,
    headers: [["content-type", "text/html"]] as [string, string][],
    body: new Uint8Array([1]),
  };

  it("serves a page until its time is up", () => {
    const cache = new PageCache(1000);
    cache.set("/prijzen", page, 0);
    expect(cache.get("/prijzen", 999)?.status).toBe(200);
    expect(cache.get("/prijzen", 1000)).toBeUndefined();
  });

  it("forgets everything when cleared", () => {
    const cache = new PageCache(1000);
    cache.set("/", page, 0);
    cache.clear();
    expect(cache.get("/", 1)).toBeUndefined();
  });

  it("keeps nothing when disabled", () => {
    const cache = new PageCache(0);
    cache.set("/", page, 0);
    expect(cache.get("/", 0)).toBeUndefined();
  });
});
