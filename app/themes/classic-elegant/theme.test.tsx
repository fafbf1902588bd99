import { describe, expect, it } from "vitest";
import { count, demoSite, expectHas, expectHasNot, first, renderPage, spoken } from "../kit/theme.testing.tsx";
import { themeStrings } from "../strings/index.ts";
import { splitFigure } from "./ornaments.tsx";
import { unitFacts } from "./unit-facts.ts";

/** What classic elegant draws its own way (the contract every theme keeps: kit/theme-contract.test.tsx). */
describe("classic elegant theme", () => {
  const site = demoSite("classic-elegant", "estate", "en");
  const hero = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</section>"));

  it("leads the home page to the places, the photos, the places nearby, the posts, the reviews and the contact page", () => {
    const html = renderPage(site, { page: "home" });
    expectHas(html, `href="${site.paths.contact}"`);
    for (const unit of site.units) expectHas(html, `href="${unit.path}"`);
    expectHas(html, `href="${site.paths.gallery}"`);
    expectHas(html, `href="${site.paths.surroundings}"`);
    for (const post of site.posts.slice(0, 2)) expectHas(html, `href="${post.path}"`);
    expectHas(spoken(html), `out of 5 from ${site.reviews.count} reviews`);
  });

  it("sets the centered hero's name on the photo and the framed hero's name below its print", () => {
    const centered = renderPage(demoSite("classic-elegant", "estate", "nl", { heroLayout: "centered" }), {
      page: "home",
    });
    const framed = renderPage(demoSite("classic-elegant", "estate", "nl", { heroLayout: "framed" }), { page: "home" });
    expect(count(hero(centered), /<img /g)).toBe(1);
    expect(count(hero(framed), /<img /g)).toBe(1);
    // The veil lies between the photo and the name; the framed print comes before its title.
    expectHas(hero(centered), "rgba(20,18,15,0.62)");
    expectHasNot(hero(framed), "rgba(20,18,15,0.62)");
    expect(hero(framed).indexOf("<img")).toBeLessThan(hero(framed).indexOf("<h1"));
    expect(hero(framed)).toContain('fetchPriority="high"');
  });

  it("sets a unit's facts, house rules (one a line) and times on its page", () => {
    const unit = first(site.units);
    const text = spoken(renderPage(site, { page: "unit", slug: unit.slug }));
    for (const fact of unitFacts(unit, themeStrings("en"))) expectHas(text, fact);
    for (const rule of unit.houseRules.split("\n").filter(Boolean)) expectHas(text, rule.trim());
  });

  it("numbers the places nearby in Roman numerals", () => {
    expectHas(renderPage(site, { page: "surroundings" }), "counter(place,upper-roman)");
  });
});

describe("splitFigure", () => {
  it("finds the number of a fact in any language, and leaves a fact without one whole", () => {
    expect(splitFigure("4 guests")).toEqual({ before: "", figure: "4", after: "guests" });
    expect(splitFigure("115 m²")).toEqual({ before: "", figure: "115", after: "m²" });
    expect(splitFigure("Sypialnie: 2")).toEqual({ before: "Sypialnie:", figure: "2", after: "" });
    expect(splitFigure("Studio")).toEqual({ before: "Studio", figure: "", after: "" });
  });
});
