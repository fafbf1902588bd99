import { describe, expect, it } from "vitest";
import { createHostLimiter } from "./host-limiter.ts";

describe("createHostLimiter", () => {
  it("starts at most the limit per host, refuses the rest at once, and lets other hosts go on", async () => {
    const limiter = createHostLimiter(2);
    const gates: (() => void)[] = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        gates.push(() => resolve(name));
      });
    const a1 = limiter.tryRun("a.example", task("a1"));
    const a2 = limiter.tryRun("a.example", task("a2"));
    // Asked in the same tick as the first two: no slot, and nothing started or queued.
    expect(limiter.tryRun("a.example", task("a3"))).toBeNull();
    const b1 = limiter.tryRun("b.example", task("b1"));
    expect(b1).not.toBeNull();
    expect(gates).toHaveLength(3);
    expect(limiter.active("a.example")).toBe(2);
    gates[0]?.();
    expect(await a1).toBe("a1");
    // The slot a1 left is free again.
    const a4 = limiter.tryRun("a.example", task("a4"));
    expect(a4).not.toBeNull();
    for (const open of gates.slice(1)) open();
    expect(await Promise.all([a2, b1, a4])).toEqual(["a2", "b1", "a4"]);
    expect(limiter.active("a.example")).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createHostLimiter(1);
    await expect(limiter.tryRun("h", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await limiter.tryRun("h", async () => "next")).toBe("next");
    expect(limiter.active("h")).toBe(0);
  });
});
