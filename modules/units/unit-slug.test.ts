import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./unit-slug.ts";

describe("unit slugs", () => {
  it("keeps only lower-case ASCII words joined by hyphens", () => {
    expect(slugify("Boshuisje 'De Eekhoorn'")).toBe("boshuisje-de-eekhoorn");
    expect(slugify("Domek nad jeziorem Łódź")).toBe("domek-nad-jeziorem-lodz");
    expect(slugify("Ferienhaus Große Düne")).toBe("ferienhaus-grosse-dune");
    expect(slugify("  ★★★  ")).toBe("");
  });

  it("adds a number when the slug is taken", () => {
    expect(uniqueSlug("zeezicht", new Set(["zeezicht", "zeezicht-2"]))).toBe("zeezicht-3");
    expect(uniqueSlug("", new Set())).toBe("accommodatie");
  });
});
