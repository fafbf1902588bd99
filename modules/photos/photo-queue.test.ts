import { describe, expect, it } from "vitest";
import { PhotoQueue } from "./photo-queue.ts";

/** A piece of work that runs until the test lets it finish; `started` says whether it began. */
function gate() {
  let open: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { started: false };
  const work = async () => {
    state.started = true;
    await done;
    return "done";
  };
  return { work, open, state };
}

describe("the photo queue", () => {
  it("runs one photo at a time, the others waiting in the order they came", async () => {
    const queue = new PhotoQueue();
    const first = gate();
    const second = gate();
    const third = gate();
    const results = [queue.run(first.work), queue.run(second.work), queue.run(third.work)];
    await Promise.resolve();
    expect([first.state.started, second.state.started, third.state.started]).toEqual([true, false, false]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 2 });

    first.open();
    await results[0];
    await Promise.resolve();
    expect([second.state.started, third.state.started]).toEqual([true, false]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 1 });

    second.open();
    third.open();
    expect(await Promise.all(results)).toEqual(["done", "done", "done"]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it("hands the turn on when a photo fails, and passes its error to the caller", async () => {
    const queue = new PhotoQueue();
    const failing = queue.run(async () => {
      throw new Error("unreadable");
    });
    const next = queue.run(async () => "next");
    await expect(failing).rejects.toThrow("unreadable");
    expect(await next).toBe("next");
    expect(queue.running).toBe(0);
  });

  it("refuses a concurrency under one", () => {
    expect(() => new PhotoQueue(0)).toThrow(RangeError);
  });
});
