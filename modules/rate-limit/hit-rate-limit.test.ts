import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { hitRateLimit, rateLimitKey } from "./hit-rate-limit.ts";

describe.each(testBackends())("hitRateLimit on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("allows up to the limit within a window, then refuses until the next window", async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    const key = rateLimitKey("contact", "203.0.113.9");
    const t = new Date("2026-11-21T10:00:05Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(handle.db, key, rule, t));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(55);
    expect((await hitRateLimit(handle.db, key, rule, new Date("2026-11-21T10:01:00Z"))).allowed).toBe(true);
  });

  it("counts each key on its own", async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    const t = new Date("2026-11-21T11:00:00Z");
    expect((await hitRateLimit(handle.db, rateLimitKey("contact", "a"), rule, t)).allowed).toBe(true);
    expect((await hitRateLimit(handle.db, rateLimitKey("contact", "b"), rule, t)).allowed).toBe(true);
  });

  it("does not keep the subject in clear", () => {
    expect(rateLimitKey("contact", "203.0.113.9")).not.toContain("203.0.113.9");
  });
});
