import { describe, expect, it } from "vitest";
import { count, demoSite, expectHas, hero, renderPage, spoken } from "../kit/theme.testing.tsx";

/** What modern minimal draws its own way (the contract every theme keeps: kit/theme-contract.test.tsx). */
describe("modern minimal theme", () => {
  it("sets the full hero's name over its photo and the split hero's beside it, each a call to the booking page", () => {
    const full = renderPage(demoSite("modern-minimal", "coast", "en", { heroLayout: "full" }), { page: "home" });
    const split = renderPage(demoSite("modern-minimal", "coast", "en", { heroLayout: "split" }), { page: "home" });
    for (const html of [full, split]) {
      expect(count(hero(html), /<img[^>]*fetchPriority="high"/g)).toBe(1);
      expectHas(hero(html), 'href="/en/book"');
    }
    expect(hero(full).indexOf("<img")).toBeLessThan(hero(full).indexOf("<h1"));
    expect(hero(split).indexOf("<h1")).toBeLessThan(hero(split).indexOf("<img"));
  });

  it("shows a mosaic of five photos and the reviews on the home page", () => {
    const site = demoSite("modern-minimal", "forest", "en");
    const html = renderPage(site, { page: "home" });
    expect(count(html.slice(html.indexOf(`aria-label="Gallery"`)), /<img /g)).toBeGreaterThanOrEqual(5);
    expectHas(spoken(html), `out of 5 from ${site.reviews.count} reviews`);
  });
});
