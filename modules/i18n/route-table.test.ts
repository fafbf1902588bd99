import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { absoluteUrl, blogPostPath, matchPagePath, PAGE_IDS, pagePath } from "./route-table.ts";

describe("route table", () => {
  it("gives every page a distinct path in every language", () => {
    const paths = PAGE_IDS.flatMap((p) => LANGUAGES.map((l) => pagePath(p, l)));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("builds the spec's paths", () => {
    expect(pagePath("home", "nl")).toBe("/");
    expect(pagePath("home", "en")).toBe("/en");
    expect(pagePath("pricing", "nl")).toBe("/prijzen");
    expect(pagePath("pricing", "en")).toBe("/en/pricing");
    expect(pagePath("maintenance", "pl")).toBe("/pl/obsługa-techniczna");
    expect(pagePath("customWork", "pl")).toBe("/pl/na-zamowienie");
    expect(blogPostPath("direct-boeken", "nl")).toBe("/blog/direct-boeken");
  });

  it("maps every path back to its page and language, also percent-encoded", () => {
    for (const page of PAGE_IDS) {
      for (const lang of LANGUAGES) expect(matchPagePath(pagePath(page, lang))).toEqual({ page, lang });
    }
    expect(matchPagePath("/pl/obs%C5%82uga-techniczna")).toEqual({ page: "maintenance", lang: "pl" });
    expect(matchPagePath("/home")).toEqual({ page: "home", lang: "nl" });
    expect(matchPagePath("/en/pricing/")).toEqual({ page: "pricing", lang: "en" });
    expect(matchPagePath("/en/blog/direct-bookings")).toEqual({
      page: "blogPost",
      lang: "en",
      blogSlug: "direct-bookings",
    });
    expect(matchPagePath("/en/prijzen")).toBeNull();
    expect(matchPagePath("/blog/a/b")).toBeNull();
  });

  it("percent-encodes absolute URLs", () => {
    expect(absoluteUrl("https://vayvista.nl", "/pl/obsługa-techniczna")).toBe(
      "https://vayvista.nl/pl/obs%C5%82uga-techniczna",
    );
  });
});
