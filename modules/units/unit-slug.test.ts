import { describe, expect, it } from "vitest";
import { uniqueSlug } from "./unit-slug.ts";

describe("unit slugs", () => {
  it("adds a number when the slug is taken", () => {
    expect(uniqueSlug("zeezicht", new Set(["zeezicht", "zeezicht-2"]))).toBe("zeezicht-3");
    expect(uniqueSlug("", new Set())).toBe("accommodatie");
  });
});
