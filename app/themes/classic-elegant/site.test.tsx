import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SITE_DEMOS } from "../../../content/site-demos/index.ts";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../../../modules/i18n/site-route-table.ts";
import { buildDemoView } from "../../../modules/site-view/build-demo-view.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import type { ContactState, SitePageData } from "../kit/page-data.ts";
import { themeStrings } from "../strings/index.ts";
import { splitFigure } from "./ornaments.tsx";
import { ClassicElegant } from "./site.tsx";
import { unitFacts } from "./unit-facts.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("the demo has none");
  return item;
}

function demoSite(demo: keyof typeof SITE_DEMOS, lang: SiteLang, heroLayout?: string): SiteView {
  const site = buildDemoView(SITE_DEMOS[demo], {
    theme: "classic-elegant",
    lang,
    origin: "https://classic-elegant.vayvista.test",
    platformOrigin: "https://vayvista.test",
    now: NOW,
  });
  return heroLayout ? { ...site, options: { ...site.options, heroLayout } } : site;
}

function render(site: SiteView, route: SiteRoute | { page: "notFound" }, contact: ContactState | null = null) {
  const unit = route.page === "unit" ? (site.units.find((u) => u.slug === route.slug) ?? null) : null;
  const post =
    route.page === "blogPost"
      ? { ...(site.posts.find((p) => p.slug === route.slug) ?? first(site.posts)), body: null }
      : null;
  const data: SitePageData = {
    lang: site.lang,
    site,
    page: route.page,
    unit,
    post,
    alternates: site.languages.map((lang) => ({
      lang,
      path: sitePath(route.page === "notFound" ? { page: "home" } : route, lang, site.mainLang),
    })),
    contact,
  };
  return renderToStaticMarkup(<ClassicElegant data={data} t={themeStrings(site.lang)} />);
}

/** Checks that name what is missing without printing the whole page. */
function expectHas(html: string, part: string) {
  expect(html.includes(part), `missing: ${part}`).toBe(true);
}
function expectHasNot(html: string, part: string) {
  expect(html.includes(part), `unexpected: ${part}`).toBe(false);
}
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** The text a screen reader reads: tags and hidden parts aside. */
const spoken = (html: string) =>
  html
    .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("classic elegant theme", () => {
  const site = demoSite("city", "en");
  const routes: (SiteRoute | { page: "notFound" })[] = [
    { page: "home" },
    { page: "about" },
    { page: "facilities" },
    { page: "surroundings" },
    { page: "gallery" },
    { page: "blog" },
    { page: "contact" },
    { page: "unit", slug: first(site.units).slug },
    { page: "blogPost", slug: first(site.posts).slug },
    { page: "notFound" },
  ];

  it.each(routes)("draws $page with one h1, the landmarks, the menu and the credit", (route) => {
    const html = render(site, route);
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expectHas(html, '<main id="main"');
    expectHas(html, "<header");
    expectHas(html, "<footer");
    expectHas(html, `href="${site.platformOrigin}"`);
    expectHas(html, 'popoverTarget="site-menu"');
    for (const link of site.nav) expectHas(html, `href="${link.path}"`);
    for (const lang of site.languages) expectHas(html, `hrefLang="${lang}"`);
    expect(html.match(/undefined|NaN|\[object Object\]/)?.[0]).toBeUndefined();
  });

  it("leads the home page with the name, the tagline and a call to the contact page", () => {
    const html = render(site, { page: "home" });
    expect(new RegExp(`<h1[^>]*>${site.name}</h1>`).test(html)).toBe(true);
    expectHas(spoken(html), site.tagline);
    expectHas(html, `href="${site.paths.contact}"`);
    for (const unit of site.units) expectHas(html, `href="${unit.path}"`);
    expectHas(html, `href="${site.paths.gallery}"`);
    expectHas(html, `href="${site.paths.surroundings}"`);
    for (const post of site.posts.slice(0, 2)) expectHas(html, `href="${post.path}"`);
    expectHas(spoken(html), `out of 5 from ${site.reviews.count} reviews`);
  });

  it("sets the centered hero's name on the photo and the framed hero's name below its print", () => {
    const centered = render(demoSite("city", "nl", "centered"), { page: "home" });
    const framed = render(demoSite("city", "nl", "framed"), { page: "home" });
    const hero = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</section>"));
    expect(count(hero(centered), /<img /g)).toBe(1);
    expect(count(hero(framed), /<img /g)).toBe(1);
    // The veil lies between the photo and the name; the framed print comes before its title.
    expectHas(hero(centered), "rgba(20,18,15,0.62)");
    expectHasNot(hero(framed), "rgba(20,18,15,0.62)");
    expect(hero(framed).indexOf("<img")).toBeLessThan(hero(framed).indexOf("<h1"));
    expect(hero(framed)).toContain('fetchPriority="high"');
  });

  it("falls back to the name on a plain panel when the site has no photo yet", () => {
    const html = render({ ...site, hero: null }, { page: "home" });
    expect(new RegExp(`<h1[^>]*>${site.name}</h1>`).test(html)).toBe(true);
  });

  it("offers the unit's own enquiry, its facts, rules and times, and the other units on a unit's page", () => {
    const unit = first(site.units);
    const html = render(site, { page: "unit", slug: unit.slug });
    expectHas(html, `href="${site.paths.contact}?unit=${unit.slug}"`);
    for (const other of site.units.slice(1)) expectHas(html, `href="${other.path}"`);
    const text = spoken(html);
    expectHas(text, themeStrings("en").unit.checkOut(unit.checkOutUntil));
    for (const fact of unitFacts(unit, themeStrings("en"))) expectHas(text, fact);
    for (const rule of unit.houseRules.split("\n").filter(Boolean)) expectHas(text, rule.trim());
  });

  it("does not count the bedrooms of a studio that has none", () => {
    const studio = site.units.find((u) => u.type === "studio");
    expect(studio?.bedrooms).toBe(0);
    const home = spoken(render(site, { page: "home" }));
    const page = spoken(render(site, { page: "unit", slug: studio?.slug ?? "" }));
    const facilities = spoken(render(site, { page: "facilities" }));
    for (const text of [home, page, facilities]) expectHasNot(text, "0 bedrooms");
  });

  it("numbers the places nearby in Roman numerals and keeps each photo's caption in the gallery", () => {
    expectHas(render(site, { page: "surroundings" }), "counter(place,upper-roman)");
    const gallery = render(site, { page: "gallery" });
    for (const photo of site.gallery.filter((p) => p.caption)) expectHas(gallery, photo.caption);
  });

  it("keeps every typed value and names each problem after a failed post", () => {
    const html = render(
      site,
      { page: "contact" },
      {
        values: { name: "Ada", email: "ada@", message: "Hello" },
        errors: { email: "Enter a valid email address" },
        formError: null,
        sent: false,
      },
    );
    expectHas(html, 'role="alert"');
    expectHas(html, 'value="ada@"');
    expectHas(html, 'aria-invalid="true"');
    expectHas(html, "Enter a valid email address");
  });

  it("links only to the site's own paths, so the editor's preview can serve them elsewhere", () => {
    const preview: SiteView = {
      ...site,
      paths: Object.fromEntries(
        Object.entries(site.paths).map(([page, path]) => [page, `/preview${path}`]),
      ) as SiteView["paths"],
      nav: site.nav.map((link) => ({ ...link, path: `/preview${link.path}` })),
    };
    for (const route of routes) {
      // The language switch links to the page's alternates, which the route gives.
      const html = render(preview, route).replace(/<a href="[^"]*" hrefLang/g, "");
      const internal = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1] ?? "");
      const own = new Set([...site.units.map((u) => u.path), ...site.posts.map((p) => p.path)]);
      const strays = internal.filter((href) => !href.startsWith("/preview/") && !own.has(href.split("?")[0] ?? ""));
      expect(strays, route.page).toEqual([]);
    }
  });

  it("draws every demo in every language", () => {
    for (const demo of Object.keys(SITE_DEMOS) as (keyof typeof SITE_DEMOS)[]) {
      for (const lang of ["nl", "en", "de", "pl"] as const) {
        const html = render(demoSite(demo, lang), { page: "home" });
        expectHas(html, `<main id="main"`);
        expect(count(html, /<h1[\s>]/g)).toBe(1);
      }
    }
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
