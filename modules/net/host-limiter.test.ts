import { describe, expect, it } from "vitest";
import { createHostLimiter } from "./host-limiter.ts";

describe("createHostLimiter", () => {
  it("runs at most the limit per host, the rest in order as slots free, other hosts at once", async () => {
    const limiter = createHostLimiter(2);
    const gates: (() => void)[] = [];
    const started: string[] = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        gates.push(() => resolve(name));
      });
    const results = ["a1", "a2", "a3", "a4"].map((name) => limiter.run("a.example", task(name)));
    const other = limiter.run("b.example", task("b1"));
    await Promise.resolve();
    expect(started).toEqual(["a1", "a2", "b1"]);
    expect(limiter.active("a.example")).toBe(2);
    gates[0]?.();
    await results[0];
    await Promise.resolve();
    expect(started).toEqual(["a1", "a2", "b1", "a3"]);
    // a2, b1 and a3 end: a4 takes the slot a2 leaves.
    for (const open of gates.slice(1)) open();
    expect(await Promise.all([results[1], results[2], other])).toEqual(["a2", "a3", "b1"]);
    expect(started.at(-1)).toBe("a4");
    gates[4]?.();
    expect(await results[3]).toBe("a4");
    expect(limiter.active("a.example")).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createHostLimiter(1);
    await expect(limiter.run("h", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await limiter.run("h", async () => "next")).toBe("next");
    expect(limiter.active("h")).toBe(0);
  });
});
