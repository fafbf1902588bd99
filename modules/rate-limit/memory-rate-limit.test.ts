import { describe, expect, it } from "vitest";
import { MemoryRateLimit } from "./memory-rate-limit.ts";

describe("MemoryRateLimit", () => {
  const start = Date.parse("2026-11-21T10:00:00Z");

  it("allows up to the limit within a window, then refuses until the next window", () => {
    const limit = new MemoryRateLimit({ limit: 3, windowSeconds: 600 });
    const hits = Array.from({ length: 5 }, (_, i) => limit.hit("a", start + i * 1000));
    expect(hits).toEqual([true, true, true, false, false]);
    expect(limit.retryAfterSeconds(start + 4000)).toBe(596);
    expect(limit.hit("a", start + 600_000)).toBe(true);
  });

  it("counts each key on its own", () => {
    const limit = new MemoryRateLimit({ limit: 1, windowSeconds: 60 });
    expect(limit.hit("a", start)).toBe(true);
    expect(limit.hit("b", start)).toBe(true);
    expect(limit.hit("a", start)).toBe(false);
  });

  it("keeps at most maxKeys keys, forgetting the first counted", () => {
    const limit = new MemoryRateLimit({ limit: 1, windowSeconds: 60, maxKeys: 2 });
    expect(limit.hit("a", start)).toBe(true);
    expect(limit.hit("a", start)).toBe(false);
    limit.hit("b", start);
    limit.hit("c", start); // "a" is forgotten
    expect(limit.hit("b", start)).toBe(false);
    expect(limit.hit("a", start)).toBe(true);
  });
});
