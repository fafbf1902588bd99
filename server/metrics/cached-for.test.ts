import { describe, expect, it } from "vitest";
import { cachedFor } from "./cached-for.ts";

describe("cachedFor", () => {
  it("reads once per period however many scrapes come, and again after it", async () => {
    let now = 0;
    let reads = 0;
    const figures = cachedFor(
      5000,
      async () => ++reads,
      () => now,
    );
    expect(await Promise.all([figures(), figures(), figures()])).toEqual([1, 1, 1]);
    now = 4999;
    expect(await figures()).toBe(1);
    now = 5000;
    expect(await figures()).toBe(2);
    expect(reads).toBe(2);
  });

  it("does not keep a failed read: the next scrape tries again", async () => {
    let fail = true;
    const figures = cachedFor(
      5000,
      async () => {
        if (fail) throw new Error("database away");
        return "ok";
      },
      () => 0,
    );
    await expect(figures()).rejects.toThrow("database away");
    fail = false;
    expect(await figures()).toBe("ok");
  });
});
