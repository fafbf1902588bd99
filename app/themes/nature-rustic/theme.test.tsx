import { describe, expect, it } from "vitest";
import { ratingNumber } from "../kit/format.ts";
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

/** What nature rustic draws its own way (the contract every theme keeps: kit/theme-contract.test.tsx). */
describe("nature rustic theme", () => {
  const site = demoSite("nature-rustic", "mountains", "pl");
  const pl = themeStrings("pl");

  it("leads the home page with a call to the booking page, then every section", () => {
    const html = renderPage(site, { page: "home" });
    expectHas(hero(html), `href="${site.paths.book}"`);
    for (const unit of site.units) expectHas(section(html, "units-heading"), `href="${unit.path}"`);
    expectHas(section(html, "photos-heading"), `href="${site.paths.gallery}"`);
    expectHas(section(html, "surroundings-heading"), `href="${site.paths.surroundings}"`);
    for (const post of site.posts.slice(0, 2)) expectHas(section(html, "posts-heading"), `href="${post.path}"`);
    const average = ratingNumber(site.reviews.average ?? 0, "pl");
    expectHas(spoken(html), pl.reviews.summary(average, site.reviews.count));
    expectHas(section(html, "closing-heading"), `href="${site.paths.contact}"`);
  });

  it("sets the full hero as one photo under the name and the polaroid hero as three prints beside it", () => {
    const full = renderPage(demoSite("nature-rustic", "mountains", "pl", { heroLayout: "full" }), { page: "home" });
    const polaroid = renderPage(demoSite("nature-rustic", "mountains", "pl", { heroLayout: "polaroid" }), {
      page: "home",
    });
    expect(count(hero(full), /<img /g)).toBe(1);
    expect(count(hero(polaroid), /<img /g)).toBe(3);
    expect(count(hero(full), /<img[^>]*fetchPriority="high"/g)).toBe(1);
    expect(count(hero(polaroid), /<img[^>]*fetchPriority="high"/g)).toBe(1);
    expect(polaroid.indexOf("<h1")).toBeLessThan(polaroid.indexOf("<img"));
    const srcs = [...hero(polaroid).matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(srcs).size).toBe(3);
  });

  it("leaves the hero's photos out of the home page's photo selection", () => {
    for (const heroLayout of ["full", "polaroid"]) {
      const html = renderPage(demoSite("nature-rustic", "mountains", "en", { heroLayout }), { page: "home" });
      const selection = section(html, "photos-heading");
      expect(count(selection, /<img /g)).toBeGreaterThan(0);
      for (const [, src] of hero(html).matchAll(/src="([^"]+)"/g)) expectHasNot(selection, `src="${src}"`);
    }
  });

  it("falls back to the name on a wooden sign when the site has no hero photo", () => {
    for (const heroLayout of ["full", "polaroid"]) {
      const html = renderPage(
        { ...demoSite("nature-rustic", "mountains", "en", { heroLayout }), hero: null },
        {
          page: "home",
        },
      );
      expect(count(hero(html), /<img /g)).toBe(0);
    }
  });

  it("shows a single place's facts and highlights on the home page instead of unit cards", () => {
    const single = { ...site, units: [first(site.units)] };
    const html = renderPage(single, { page: "home" });
    expectHasNot(html, 'aria-labelledby="units-heading"');
    expectHas(spoken(html), pl.capacity.guests(first(site.units).maxGuests));
    expectHas(section(html, "facilities-heading"), `href="${site.paths.facilities}"`);
    expectHasNot(hero(html), 'href="#units-heading"');
  });

  it("draws a unit without photos of its own without an empty photo section, and its cover as the one early photo", () => {
    const bare = site.units.find((u) => u.photos.length === 0);
    if (!bare) throw new Error("the demo has a unit without photos");
    expectHasNot(renderPage(site, { page: "unit", slug: bare.slug }), 'aria-labelledby="photos-heading"');
    const html = renderPage(site, { page: "unit", slug: first(site.units).slug });
    expect(count(html, /<img[^>]*fetchPriority="high"/g)).toBe(1);
    expectHas(spoken(html), pl.unit.houseRules);
  });

  it("asks for its faces at once, with the Latin Extended letters on Polish pages", () => {
    const fonts = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(fonts(renderPage(site, { page: "home" }))).toHaveLength(4);
    const english = fonts(renderPage(demoSite("nature-rustic", "mountains", "en"), { page: "home" }));
    expect(english).toHaveLength(2);
    expect(english.some((href) => href?.includes("bitter"))).toBe(true);
    const lora = fonts(
      renderPage(demoSite("nature-rustic", "mountains", "en", { fontPair: "lora-source" }), {
        page: "home",
      }),
    );
    expect(lora.some((href) => href?.includes("lora"))).toBe(true);
  });
});
