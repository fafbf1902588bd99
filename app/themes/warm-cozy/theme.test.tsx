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

/** What warm cozy draws its own way (the contract every theme keeps: kit/theme-contract.test.tsx). */
describe("warm cozy theme", () => {
  const site = demoSite("warm-cozy", "forest", "en");

  it("sets the rounded hero as one photo under the name and the collage as three photos beside it", () => {
    const rounded = renderPage(demoSite("warm-cozy", "forest", "nl", { heroLayout: "rounded" }), { page: "home" });
    const collage = renderPage(demoSite("warm-cozy", "forest", "nl", { heroLayout: "collage" }), { page: "home" });
    expect(count(hero(rounded), /<img /g)).toBe(1);
    expect(count(hero(collage), /<img /g)).toBe(3);
    expect(count(hero(rounded), /fetchPriority="high"/g)).toBe(1);
    expect(count(hero(collage), /fetchPriority="high"/g)).toBe(1);
    expect(collage.indexOf("<h1")).toBeLessThan(collage.indexOf("<img"));
  });

  it("leaves the collage's photos out of the home page's photo selection", () => {
    const collage = renderPage(demoSite("warm-cozy", "forest", "en", { heroLayout: "collage" }), { page: "home" });
    const selection = section(collage, "photos-heading");
    expect(count(selection, /<img /g)).toBeGreaterThan(0);
    for (const [, src] of hero(collage).matchAll(/src="([^"]+)"/g)) expectHasNot(selection, `src="${src}"`);
  });

  it("falls back to a photo-free hero with the name when the site has no hero photo", () => {
    const html = renderPage(
      { ...demoSite("warm-cozy", "forest", "en", { heroLayout: "collage" }), hero: null },
      {
        page: "home",
      },
    );
    expect(count(hero(html), /<img /g)).toBe(0);
  });

  it("leads to the booking page from the hero, then shows the places, photos, nearby places, posts and reviews", () => {
    const html = renderPage(site, { page: "home" });
    expectHas(hero(html), `href="${site.paths.book}"`);
    for (const unit of site.units) expectHas(section(html, "units-heading"), `href="${unit.path}"`);
    expectHas(section(html, "photos-heading"), `href="${site.paths.gallery}"`);
    expectHas(section(html, "surroundings-heading"), `href="${site.paths.surroundings}"`);
    for (const post of site.posts.slice(0, 2)) expectHas(section(html, "posts-heading"), `href="${post.path}"`);
    expectHas(spoken(html), `out of 5 from ${site.reviews.count} reviews`);
  });

  it("shows a single-unit site's facts and highlights on the home page and links to its page", () => {
    const coast = demoSite("warm-cozy", "coast", "en");
    const unit = first(coast.units);
    const html = renderPage(coast, { page: "home" });
    expectHas(html, `href="${unit.path}"`);
    expectHas(spoken(html), themeStrings("en").capacity.guests(unit.maxGuests));
    expectHas(html, 'aria-labelledby="facilities-heading"');
    expectHasNot(html, 'id="units-heading"');
  });

  it("puts a unit's house rules beside its arrival times", () => {
    const unit = first(site.units);
    expectHas(spoken(renderPage(site, { page: "unit", slug: unit.slug })), themeStrings("en").unit.houseRules);
  });
});
