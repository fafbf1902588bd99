import { describe, expect, it } from "vitest";
import {
  count,
  demoSite,
  expectHas,
  expectHasNot,
  first,
  hero,
  renderPage,
  section,
  spoken,
} from "../kit/theme.testing.tsx";
import { themeStrings } from "../strings/index.ts";

/** What fresh coastal draws its own way (the contract every theme keeps: kit/theme-contract.test.tsx). */
describe("fresh coastal theme", () => {
  const coast = demoSite("fresh-coastal", "coast", "en");
  const forest = demoSite("fresh-coastal", "forest", "en");
  const en = themeStrings("en");
  const header = (html: string) => html.slice(html.indexOf("<header"), html.indexOf("<header") + 120);

  it("leads a one-house site with a call to the booking page and the house's key facts", () => {
    const html = renderPage(coast, { page: "home" });
    expectHas(hero(html), `href="${coast.paths.book}"`);
    const house = first(coast.units);
    expectHas(spoken(html), en.capacity.guests(house.maxGuests));
    expectHas(spoken(html), en.facilityGroups[first(house.facilities).group]);
    expectHas(spoken(html), `out of 5 from ${coast.reviews.count} reviews`);
    expectHasNot(html, 'aria-labelledby="units-heading"');
  });

  it("shows a site with several places to stay as cards, and leads to them from the hero", () => {
    const html = renderPage(forest, { page: "home" });
    for (const unit of forest.units) expectHas(section(html, "units-heading"), `href="${unit.path}"`);
    expectHas(hero(html), 'href="#units-heading"');
  });

  it("floats the header over the wave photo and sets the split hero's words before its photo", () => {
    const wave = renderPage(demoSite("fresh-coastal", "coast", "nl", { heroLayout: "wave" }), { page: "home" });
    const split = renderPage(demoSite("fresh-coastal", "coast", "nl", { heroLayout: "split" }), { page: "home" });
    expect(header(wave)).toContain("absolute");
    expect(header(split)).not.toContain("absolute");
    for (const html of [wave, split]) {
      expect(count(hero(html), /<img /g)).toBe(1);
      expect(count(hero(html), /fetchPriority="high"/g)).toBe(1);
    }
    expect(hero(split).indexOf("<h1")).toBeLessThan(hero(split).indexOf("<img"));
  });

  it("keeps the hero's photo out of the photos further down the home page", () => {
    const html = renderPage(coast, { page: "home" });
    const heroSrc = coast.hero?.src ?? "";
    expect(heroSrc).not.toBe("");
    expectHasNot(html.slice(html.indexOf('aria-labelledby="welcome-heading"')), `src="${heroSrc}"`);
  });

  it("falls back to a photo-free hero, under a header that no longer floats, when the site has no hero photo", () => {
    for (const heroLayout of ["wave", "split"]) {
      const html = renderPage(
        { ...demoSite("fresh-coastal", "coast", "en", { heroLayout }), hero: null },
        {
          page: "home",
        },
      );
      expect(count(hero(html), /<img /g)).toBe(0);
      expect(header(html)).not.toContain("absolute");
    }
  });

  it("puts a unit's house rules and facilities on its page", () => {
    const unit = first(forest.units);
    const html = spoken(renderPage(forest, { page: "unit", slug: unit.slug }));
    expectHas(html, en.unit.houseRules);
    expectHas(html, en.facilityGroups[first(unit.facilities).group]);
  });
});
