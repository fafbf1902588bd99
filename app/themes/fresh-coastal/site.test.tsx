import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SITE_DEMOS } from "../../../content/site-demos/index.ts";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../../../modules/i18n/site-route-table.ts";
import { buildDemoView } from "../../../modules/site-view/build-demo-view.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { telHref, whatsappHref } from "../kit/format.ts";
import type { ContactState, SitePageData } from "../kit/page-data.ts";
import { themeStrings } from "../strings/index.ts";
import { FreshCoastal } from "./site.tsx";

const NOW = new Date("2026-06-01T12:00:00Z");

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("the demo has none");
  return item;
}

function demoSite(demo: keyof typeof SITE_DEMOS, lang: SiteLang, heroLayout?: string): SiteView {
  const site = buildDemoView(SITE_DEMOS[demo], {
    theme: "fresh-coastal",
    lang,
    origin: "https://fresh-coastal.vayvista.test",
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
  return renderToStaticMarkup(<FreshCoastal data={data} t={themeStrings(site.lang)} />);
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
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
/** The hero: from the start of the main content to the first section after it. */
const hero = (html: string) => {
  const main = html.slice(html.indexOf('<main id="main"'));
  return main.slice(0, main.indexOf('aria-labelledby="welcome-heading"'));
};
const routesOf = (site: SiteView): (SiteRoute | { page: "notFound" })[] => [
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

describe("fresh coastal theme", () => {
  const coast = demoSite("coast", "en");
  const forest = demoSite("forest", "en");
  const en = themeStrings("en");

  it.each([
    ...routesOf(coast).map((route) => ({ demo: "coast", site: coast, route })),
    ...routesOf(forest).map((route) => ({ demo: "forest", site: forest, route })),
  ])(
    "draws $demo's $route.page with one h1, the landmarks, the menu, the languages and the credit",
    ({ site, route }) => {
      const html = render(site, route);
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expectHas(html, '<main id="main"');
      expectHas(html, "<header");
      expectHas(html, "<footer");
      expectHas(html, 'href="#main"');
      expectHas(html, `href="${site.platformOrigin}"`);
      expectHas(html, 'popoverTarget="site-menu"');
      for (const link of site.nav) expectHas(html, `href="${link.path}"`);
      for (const lang of site.languages) expectHas(html, `hrefLang="${lang}"`);
      expect(html.match(/undefined|NaN|\[object Object\]/)?.[0]).toBeUndefined();
    },
  );

  it("names one language navigation only: the footer lists the languages under its heading", () => {
    const html = render(coast, { page: "home" });
    expect(count(html, new RegExp(`<nav aria-label="${en.nav.language}"`, "g"))).toBe(1);
    const footer = html.slice(html.indexOf("<footer"));
    expectHasNot(footer, "<nav");
    expectHas(footer, 'aria-labelledby="footer-languages"');
  });

  it("puts the phone, WhatsApp, email, address, map and social links in the footer", () => {
    const footer = render(coast, { page: "about" }).split("<footer")[1] ?? "";
    const c = coast.contact;
    expectHas(footer, `href="${telHref(c.phone)}"`);
    expectHas(footer, `href="${whatsappHref(c.whatsapp)}"`);
    expectHas(footer, `href="mailto:${c.email}"`);
    expectHas(footer, c.street);
    expectHas(footer, `href="${c.mapUrl.replace(/&/g, "&amp;")}"`);
    for (const s of coast.social) expectHas(footer, `href="${s.url}"`);
  });

  it("leads a one-house site with its name, tagline, a call to the booking page and the house's key facts", () => {
    const html = render(coast, { page: "home" });
    expect(new RegExp(`<h1[^>]*>${coast.name}</h1>`).test(html)).toBe(true);
    expectHas(spoken(html), coast.tagline);
    expectHas(hero(html), `href="${coast.paths.book}"`);
    const house = first(coast.units);
    expectHas(spoken(html), en.capacity.guests(house.maxGuests));
    expectHas(spoken(html), en.facilityGroups[first(house.facilities).group]);
    expectHas(html, `href="${coast.paths.gallery}"`);
    expectHas(html, `href="${coast.paths.surroundings}"`);
    for (const post of coast.posts.slice(0, 2)) expectHas(html, `href="${post.path}"`);
    expectHas(spoken(html), `out of 5 from ${coast.reviews.count} reviews`);
    expectHasNot(html, 'aria-labelledby="units-heading"');
  });

  it("shows a site with several places to stay as cards, each linking to its own page", () => {
    const html = render(forest, { page: "home" });
    const units = html.slice(html.indexOf('aria-labelledby="units-heading"'));
    for (const unit of forest.units) expectHas(units, `href="${unit.path}"`);
    expectHas(hero(html), 'href="#units-heading"');
  });

  it("floats the header over the wave photo and sets the split hero's words before its photo", () => {
    const wave = render(demoSite("coast", "nl", "wave"), { page: "home" });
    const split = render(demoSite("coast", "nl", "split"), { page: "home" });
    expect(wave.slice(wave.indexOf("<header"), wave.indexOf("<header") + 120)).toContain("absolute");
    expect(split.slice(split.indexOf("<header"), split.indexOf("<header") + 120)).not.toContain("absolute");
    for (const html of [wave, split]) {
      expect(count(hero(html), /<img /g)).toBe(1);
      expect(count(hero(html), /fetchPriority="high"/g)).toBe(1);
    }
    const splitHero = hero(split);
    expect(splitHero.indexOf("<h1")).toBeLessThan(splitHero.indexOf("<img"));
  });

  it("keeps the hero's photo out of the photos further down the home page", () => {
    const html = render(coast, { page: "home" });
    const heroSrc = coast.hero?.src ?? "";
    expect(heroSrc).not.toBe("");
    const rest = html.slice(html.indexOf('aria-labelledby="welcome-heading"'));
    expectHasNot(rest, `src="${heroSrc}"`);
  });

  it("falls back to a photo-free hero with the name when the site has no hero photo", () => {
    for (const layout of ["wave", "split"]) {
      const html = render({ ...demoSite("coast", "en", layout), hero: null }, { page: "home" });
      expect(new RegExp(`<h1[^>]*>${coast.name}</h1>`).test(html)).toBe(true);
      expect(count(hero(html), /<img /g)).toBe(0);
      expect(html.slice(html.indexOf("<header"), html.indexOf("<header") + 120)).not.toContain("absolute");
    }
  });

  it("links every page through the view's own paths, so the theme editor's preview stays in the preview", () => {
    const base = "/dashboard/theme-editor/fresh-coastal/preview";
    const under = (path: string) => (path === "/" ? base : `${base}${path}`);
    const paths = Object.fromEntries(
      Object.entries(forest.paths).map(([page, path]) => [page, under(path)]),
    ) as SiteView["paths"];
    const site: SiteView = {
      ...forest,
      paths,
      nav: forest.nav.map((link) => ({ ...link, path: under(link.path) })),
      units: forest.units.map((unit) => ({ ...unit, path: under(unit.path) })),
      posts: forest.posts.map((post) => ({ ...post, path: under(post.path) })),
    };
    for (const route of routesOf(site)) {
      // The language links are the route's (data.alternates), not the theme's.
      const html = render(site, route).replace(/href="[^"]*" hrefLang/g, "hrefLang");
      const own = [...html.matchAll(/<a [^>]*?href="(\/[^"]*)"/g)].map((m) => m[1] ?? "");
      expect(own.length).toBeGreaterThan(0);
      expect(
        own.filter((href) => !href.startsWith(base)),
        `${route.page} links outside the preview`,
      ).toEqual([]);
    }
  });

  it("offers the unit's own enquiry, its arrival times, house rules and the other units on a unit's page", () => {
    const unit = first(forest.units);
    const html = render(forest, { page: "unit", slug: unit.slug });
    expectHas(html, `href="${forest.paths.contact}?unit=${unit.slug}"`);
    const others = html.slice(html.indexOf('aria-labelledby="others-heading"'), html.indexOf("<footer"));
    for (const other of forest.units.slice(1)) expectHas(others, `href="${other.path}"`);
    expectHasNot(others, `href="${unit.path}"`);
    expectHas(spoken(html), en.unit.checkOut(unit.checkOutUntil));
    expectHas(spoken(html), en.unit.houseRules);
    expectHas(spoken(html), en.facilityGroups[first(unit.facilities).group]);
  });

  it("lists the facilities of every unit under its own name, without repeating region names", () => {
    const html = render(forest, { page: "facilities" });
    for (const unit of forest.units) expectHas(html, `id="unit-${unit.slug}"`);
    expectHas(spoken(html), en.facilities.sauna);
    expectHasNot(html, `aria-label="${en.facilityGroups.kitchen}"`);
  });

  it("lists every place nearby with its category and distance", () => {
    const html = spoken(render(coast, { page: "surroundings" }));
    for (const place of coast.surroundings.places) {
      expectHas(html, place.name);
      expectHas(html, en.surroundings.distance(place.distanceKm));
    }
  });

  it("captions every photo of the gallery", () => {
    const html = render(coast, { page: "gallery" });
    expect(count(html, /<img /g)).toBe(coast.gallery.length);
    for (const photo of coast.gallery.filter((p) => p.caption)) expectHas(spoken(html), photo.caption);
  });

  it("keeps every typed value and names each problem after a failed post", () => {
    const html = render(
      coast,
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

  it("leads the way home from its own 404", () => {
    const html = render(coast, { page: "notFound" });
    expectHas(spoken(html), en.notFound.title);
    expectHas(html, `href="${coast.paths.home}"`);
  });

  it("does not count the bedrooms of a studio that has none", () => {
    const studio = { ...first(forest.units), bedrooms: 0 };
    const units = [studio, ...forest.units.slice(1)];
    for (const route of [{ page: "home" }, { page: "unit", slug: studio.slug }, { page: "facilities" }] as const) {
      expectHasNot(spoken(render({ ...forest, units }, route)), "0 bedrooms");
    }
    expectHasNot(spoken(render({ ...coast, units: [studio] }, { page: "home" })), "0 bedrooms");
  });

  it("writes an owner's text as text, never as markup", () => {
    const html = render({ ...coast, name: "<b>Hut</b>", tagline: "<script>alert(1)</script>" }, { page: "home" });
    expectHasNot(html, "<b>Hut</b>");
    expectHasNot(html, "<script>");
    expectHas(html, "&lt;b&gt;Hut&lt;/b&gt;");
  });

  it("draws every demo in every language, with both hero layouts", () => {
    for (const demo of Object.keys(SITE_DEMOS) as (keyof typeof SITE_DEMOS)[]) {
      for (const lang of ["nl", "en", "de", "pl"] as const) {
        for (const layout of ["wave", "split"]) {
          const html = render(demoSite(demo, lang, layout), { page: "home" });
          expect(count(html, /<h1[\s>]/g)).toBe(1);
        }
      }
    }
  });
});
