import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SITE_DEMOS } from "../../../content/site-demos/index.ts";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../../../modules/i18n/site-route-table.ts";
import { buildDemoView } from "../../../modules/site-view/build-demo-view.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { ratingNumber } from "../kit/format.ts";
import type { ContactState, SitePageData } from "../kit/page-data.ts";
import { themeStrings } from "../strings/index.ts";
import { NatureRustic } from "./site.tsx";

const NOW = new Date("2026-06-01T12:00:00Z");

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("the demo has none");
  return item;
}

function demoSite(demo: keyof typeof SITE_DEMOS, lang: SiteLang, heroLayout?: string): SiteView {
  const site = buildDemoView(SITE_DEMOS[demo], {
    theme: "nature-rustic",
    lang,
    origin: "https://nature-rustic.vayvista.test",
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
  return renderToStaticMarkup(<NatureRustic data={data} t={themeStrings(site.lang)} />);
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
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
/** The hero: everything before the welcome section. */
const hero = (html: string) =>
  html.slice(html.indexOf('<main id="main"'), html.indexOf('aria-labelledby="welcome-heading"'));
/** One section of the home page, by its heading's id. */
const section = (html: string, id: string) => {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
};

describe("nature rustic theme", () => {
  const site = demoSite("mountains", "pl");
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

  it.each(routes)("draws $page with one h1, the landmarks, the menu, the languages and the credit", (route) => {
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
  });

  it("follows the site's own paths, so the theme editor's preview stays inside itself", () => {
    const base = "/dashboard/theme-editor/nature-rustic";
    const paths = Object.fromEntries(Object.entries(site.paths).map(([page, path]) => [page, `${base}${path}`]));
    const nav = site.nav.map((link) => ({ ...link, path: `${base}${link.path}` }));
    const html = render({ ...site, paths: paths as SiteView["paths"], nav }, { page: "home" });
    expectHas(html, `href="${base}${site.paths.contact}"`);
    expectHas(html, `href="${base}${site.paths.gallery}"`);
    expectHas(html, `href="${base}${site.paths.surroundings}"`);
    expectHasNot(html, `href="${site.paths.contact}"`);
  });

  it("names one language navigation only: the footer lists the languages under its heading", () => {
    const html = render(site, { page: "home" });
    const footer = html.slice(html.indexOf("<footer"));
    expectHasNot(footer, "<nav");
    expectHas(footer, 'aria-labelledby="footer-languages"');
  });

  it("puts the phone, WhatsApp, email, address, map and social links in the footer", () => {
    const footer = render(site, { page: "about" }).split("<footer")[1] ?? "";
    expectHas(footer, 'href="tel:+48605318442"');
    expectHas(footer, 'href="https://wa.me/48605318442"');
    expectHas(footer, `href="mailto:${site.contact.email}"`);
    expectHas(footer, site.contact.street);
    expectHas(footer, `href="${site.contact.mapUrl.replace(/&/g, "&amp;")}"`);
    for (const s of site.social) expectHas(footer, `href="${s.url}"`);
  });

  it("leads the home page with the name, the tagline and a call to the booking page, then every section", () => {
    const html = render(site, { page: "home" });
    expect(new RegExp(`<h1[^>]*>${site.name}</h1>`).test(html)).toBe(true);
    expectHas(spoken(hero(html)), site.tagline);
    expectHas(hero(html), `href="${site.paths.book}"`);
    for (const unit of site.units) expectHas(section(html, "units-heading"), `href="${unit.path}"`);
    expectHas(section(html, "photos-heading"), `href="${site.paths.gallery}"`);
    expectHas(section(html, "surroundings-heading"), `href="${site.paths.surroundings}"`);
    for (const post of site.posts.slice(0, 2)) expectHas(section(html, "posts-heading"), `href="${post.path}"`);
    const average = ratingNumber(site.reviews.average ?? 0, "pl");
    expectHas(spoken(html), themeStrings("pl").reviews.summary(average, site.reviews.count));
    expectHas(section(html, "closing-heading"), `href="${site.paths.contact}"`);
  });

  it("sets the full hero as one photo under the name and the polaroid hero as three prints beside it", () => {
    const full = render(demoSite("mountains", "pl", "full"), { page: "home" });
    const polaroid = render(demoSite("mountains", "pl", "polaroid"), { page: "home" });
    expect(count(hero(full), /<img /g)).toBe(1);
    expect(count(hero(polaroid), /<img /g)).toBe(3);
    expect(count(hero(full), /<img[^>]*fetchPriority="high"/g)).toBe(1);
    expect(count(hero(polaroid), /<img[^>]*fetchPriority="high"/g)).toBe(1);
    expect(polaroid.indexOf("<h1")).toBeLessThan(polaroid.indexOf("<img"));
    const srcs = [...hero(polaroid).matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(srcs).size).toBe(3);
  });

  it("leaves the hero's photos out of the home page's photo selection", () => {
    for (const layout of ["full", "polaroid"]) {
      const html = render(demoSite("mountains", "en", layout), { page: "home" });
      const inHero = [...hero(html).matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? "");
      const selection = section(html, "photos-heading");
      expect(count(selection, /<img /g)).toBeGreaterThan(0);
      for (const src of inHero) expectHasNot(selection, `src="${src}"`);
    }
  });

  it("falls back to the name on a wooden sign when the site has no hero photo", () => {
    for (const layout of ["full", "polaroid"]) {
      const html = render({ ...demoSite("mountains", "en", layout), hero: null }, { page: "home" });
      expect(new RegExp(`<h1[^>]*>${site.name}</h1>`).test(html)).toBe(true);
      expect(count(hero(html), /<img /g)).toBe(0);
    }
  });

  it("shows a single place's facts and highlights on the home page instead of unit cards", () => {
    const single = { ...site, units: [first(site.units)] };
    const html = render(single, { page: "home" });
    expectHasNot(html, 'aria-labelledby="units-heading"');
    expectHas(spoken(html), themeStrings("pl").capacity.guests(first(site.units).maxGuests));
    expectHas(section(html, "facilities-heading"), `href="${site.paths.facilities}"`);
    expectHasNot(hero(html), 'href="#units-heading"');
  });

  it("offers the unit's own enquiry, its arrival times, house rules and the other units on a unit's page", () => {
    const unit = first(site.units);
    const html = render(site, { page: "unit", slug: unit.slug });
    expectHas(html, `href="${site.paths.contact}?unit=${unit.slug}"`);
    const others = section(html, "others-heading");
    for (const other of site.units.slice(1)) expectHas(others, `href="${other.path}"`);
    expectHasNot(others, `href="${unit.path}"`);
    expectHas(spoken(html), themeStrings("pl").unit.checkOut(unit.checkOutUntil));
    expectHas(spoken(html), themeStrings("pl").unit.houseRules);
    expect(count(html, /<img[^>]*fetchPriority="high"/g)).toBe(1);
  });

  it("draws a unit without photos of its own without an empty photo section", () => {
    const bare = site.units.find((u) => u.photos.length === 0);
    if (!bare) throw new Error("the demo has a unit without photos");
    const html = render(site, { page: "unit", slug: bare.slug });
    expectHasNot(html, 'aria-labelledby="photos-heading"');
  });

  it("lists the facilities of every unit, each under its own name, without regions of the same name", () => {
    const html = render(site, { page: "facilities" });
    for (const unit of site.units) expectHas(html, `id="unit-${unit.slug}"`);
    expectHas(spoken(html), themeStrings("pl").facilities.sauna);
    expectHasNot(html, `aria-label="${themeStrings("pl").facilityGroups.kitchen}"`);
  });

  it("shows every photo of the gallery with its caption", () => {
    const html = render(site, { page: "gallery" });
    expect(count(html, /<img /g)).toBe(site.gallery.length);
    for (const photo of site.gallery.filter((p) => p.caption)) expectHas(spoken(html), photo.caption);
  });

  it("keeps every typed value and names each problem after a failed post", () => {
    const html = render(
      site,
      { page: "contact" },
      {
        values: { name: "Ada", email: "ada@", message: "Dzień dobry" },
        errors: { email: "Podaj poprawny adres e-mail" },
        formError: null,
        sent: false,
      },
    );
    expectHas(html, 'role="alert"');
    expectHas(html, 'value="ada@"');
    expectHas(html, "Dzień dobry");
    expectHas(html, 'aria-invalid="true"');
    expectHas(html, "Podaj poprawny adres e-mail");
  });

  it("does not count the bedrooms of a studio that has none", () => {
    const studio = { ...first(site.units), bedrooms: 0 };
    const units = [studio, ...site.units.slice(1)];
    const none = themeStrings("pl").capacity.bedrooms(0);
    expectHasNot(spoken(render({ ...site, units }, { page: "home" })), none);
    expectHasNot(spoken(render({ ...site, units }, { page: "unit", slug: studio.slug })), none);
    expectHasNot(spoken(render({ ...site, units }, { page: "facilities" })), none);
  });

  it("writes an owner's text as text, never as markup", () => {
    const html = render({ ...site, name: "<b>Chata</b>", tagline: "<script>alert(1)</script>" }, { page: "home" });
    expectHasNot(html, "<b>Chata</b>");
    expectHasNot(html, "<script>");
    expectHas(html, "&lt;b&gt;Chata&lt;/b&gt;");
  });

  it("hides its drawings from screen readers", () => {
    const html = render(site, { page: "notFound" });
    const svgs = html.match(/<svg[^>]*>/g) ?? [];
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) expectHas(svg, 'aria-hidden="true"');
  });

  it("asks for its faces at once, with the Latin Extended letters on Polish pages", () => {
    const fonts = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(fonts(render(site, { page: "home" }))).toHaveLength(4);
    const english = fonts(render(demoSite("mountains", "en"), { page: "home" }));
    expect(english).toHaveLength(2);
    expect(english.some((href) => href?.includes("bitter"))).toBe(true);
    const lora = demoSite("mountains", "en");
    const loraFonts = fonts(
      render({ ...lora, options: { ...lora.options, fontPair: "lora-source" } }, { page: "home" }),
    );
    expect(loraFonts.some((href) => href?.includes("lora"))).toBe(true);
  });

  it("draws every demo in every language, with both hero layouts", () => {
    for (const demo of Object.keys(SITE_DEMOS) as (keyof typeof SITE_DEMOS)[]) {
      for (const lang of ["nl", "en", "de", "pl"] as const) {
        for (const layout of ["full", "polaroid"]) {
          const html = render(demoSite(demo, lang, layout), { page: "home" });
          expect(count(html, /<h1[\s>]/g)).toBe(1);
        }
      }
    }
  });
});
