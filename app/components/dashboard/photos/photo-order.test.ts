import { describe, expect, it } from "vitest";
import { moveBy, moveTo, sameOrder, shownOrder } from "./photo-order.ts";

describe("the order of a group of photos", () => {
  it("moves a photo by a place, never past either end", () => {
    expect(moveBy(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveBy(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveBy(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveBy(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(moveBy(["a", "b"], "x", 1)).toEqual(["a", "b"]);
  });

  it("drops a photo at another place", () => {
    expect(moveTo(["a", "b", "c", "d"], "a", 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveTo(["a", "b", "c", "d"], "d", 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveTo(["a", "b"], "b", 9)).toEqual(["a", "b"]);
  });

  it("shows the owner's order with what is gone left out and what is new at the end", () => {
    expect(shownOrder(undefined, ["a", "b"])).toEqual(["a", "b"]);
    expect(shownOrder(["c", "a", "b"], ["a", "b", "d"])).toEqual(["a", "b", "d"]);
    expect(shownOrder(["b", "a"], ["a", "b", "n"])).toEqual(["b", "a", "n"]);
    expect(sameOrder(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameOrder(["a", "b"], ["b", "a"])).toBe(false);
  });
});
