import { describe, expect, it } from "vitest";
import { matchSitePath, SITE_PAGE_IDS, type SiteRoute, siteLangOfPath, sitePath } from "./site-route-table.ts";

const dutchSite = { main: "nl", offered: ["nl", "en", "de"] } as const;
const englishSite = { main: "en", offered: ["en", "pl"] } as const;

describe("the owner-site route table", () => {
  it("serves the main language without prefix and the spec's Dutch slugs", () => {
    expect(SITE_PAGE_IDS.map((page) => sitePath({ page }, "nl", "nl"))).toEqual([
      "/",
      "/over-ons",
      "/faciliteiten",
      "/omgeving",
      "/galerij",
      "/blog",
      "/contact",
      "/boeken",
    ]);
    expect(sitePath({ page: "book" }, "pl", "nl")).toBe("/pl/rezerwacja");
    expect(sitePath({ page: "home" }, "de", "nl")).toBe("/de");
    expect(sitePath({ page: "about" }, "de", "nl")).toBe("/de/ueber-uns");
    expect(sitePath({ page: "about" }, "en", "en")).toBe("/about-us");
    expect(sitePath({ page: "unit", slug: "zeezicht" }, "pl", "nl")).toBe("/pl/obiekty/zeezicht");
    expect(sitePath({ page: "blogPost", slug: "fietsen" }, "nl", "nl")).toBe("/blog/fietsen");
  });

  it("finds every page it builds, in every offered language", () => {
    const routes: SiteRoute[] = [
      ...SITE_PAGE_IDS.map((page) => ({ page })),
      { page: "unit", slug: "de-vlinder" },
      { page: "blogPost", slug: "tien-tips-2026" },
    ];
    for (const lang of dutchSite.offered) {
      for (const route of routes) {
        expect(matchSitePath(sitePath(route, lang, "nl"), dutchSite)).toEqual({ route, lang });
      }
    }
  });

  it("names nothing for languages the site does not offer, the main language's prefix or unknown slugs", () => {
    expect(matchSitePath("/pl/o-nas", dutchSite)).toBeNull();
    expect(matchSitePath("/nl/over-ons", dutchSite)).toBeNull();
    expect(matchSitePath("/about-us", dutchSite)).toBeNull();
    expect(matchSitePath("/over-ons/extra", dutchSite)).toBeNull();
    expect(matchSitePath("/blog/Not_A_Slug", dutchSite)).toBeNull();
    expect(matchSitePath("/accommodaties/a/b", dutchSite)).toBeNull();
    expect(matchSitePath("/about-us", englishSite)).toEqual({ route: { page: "about" }, lang: "en" });
  });

  it("tells the language of a path that names no page", () => {
    expect(siteLangOfPath("/de/nichts", dutchSite)).toBe("de");
    expect(siteLangOfPath("/pl/nic", dutchSite)).toBe("nl");
    expect(siteLangOfPath("/nothing", englishSite)).toBe("en");
  });
});
