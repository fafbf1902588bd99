import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SITE_DEMOS } from "../../../content/site-demos/index.ts";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../../../modules/i18n/site-route-table.ts";
import { buildDemoView } from "../../../modules/site-view/build-demo-view.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import type { ContactState, SitePageData } from "../kit/page-data.ts";
import { themeStrings } from "../strings/index.ts";
import { WarmCozy } from "./site.tsx";

const NOW = new Date("2026-06-01T12:00:00Z");

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("the demo has none");
  return item;
}

function demoSite(demo: keyof typeof SITE_DEMOS, lang: SiteLang, heroLayout?: string): SiteView {
  const site = buildDemoView(SITE_DEMOS[demo], {
    theme: "warm-cozy",
    lang,
    origin: "https://warm-cozy.vayvista.test",
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
  return renderToStaticMarkup(<WarmCozy data={data} t={themeStrings(site.lang)} />);
}

function expectHas(html: string, part: string) {
  expect(html.includes(part), `missing: ${part}`).toBe(true);
}
function expectHasNot(html: string, part: string) {
  expect(html.includes(part), `unexpected: ${part}`).toBe(false);
}
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** The visible text of some markup, tags and hidden parts aside. */
const text = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/(span|p|div)>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
/** The hero: everything before the welcome section. */
const hero = (html: string) =>
  html.slice(html.indexOf('<main id="main"'), html.indexOf('aria-labelledby="welcome-heading"'));

describe("warm cozy theme", () => {
  const site = demoSite("forest", "en");
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

  it("names one language navigation only: the footer lists the languages under its heading", () => {
    const html = render(site, { page: "home" });
    const footer = html.slice(html.indexOf("<footer"));
    expectHasNot(footer, "<nav");
    expectHas(footer, 'aria-labelledby="footer-languages"');
  });

  it("puts the phone, WhatsApp, email, address and map in the footer", () => {
    const footer = render(site, { page: "about" }).split("<footer")[1] ?? "";
    expectHas(footer, 'href="tel:+31318591246"');
    expectHas(footer, 'href="https://wa.me/31631907724"');
    expectHas(footer, `href="mailto:${site.contact.email}"`);
    expectHas(footer, site.contact.street);
    expectHas(footer, `href="${site.contact.mapUrl.replace(/&/g, "&amp;")}"`);
    for (const s of site.social) expectHas(footer, `href="${s.url}"`);
  });

  it("leads the home page with the name, the tagline and a call to the booking page", () => {
    const html = render(site, { page: "home" });
    expect(new RegExp(`<h1[^>]*>${site.name}</h1>`).test(html)).toBe(true);
    expectHas(text(html), site.tagline);
    expectHas(hero(html), `href="${sitePath({ page: "book" }, "en", site.mainLang)}"`);
    for (const unit of site.units) expectHas(html, `href="${unit.path}"`);
    expectHas(html, `href="${sitePath({ page: "gallery" }, "en", site.mainLang)}"`);
    expectHas(html, `href="${sitePath({ page: "surroundings" }, "en", site.mainLang)}"`);
    for (const post of site.posts.slice(0, 2)) expectHas(html, `href="${post.path}"`);
    expectHas(text(html), `out of 5 from ${site.reviews.count} reviews`);
  });

  it("sets the rounded hero as one photo under the name and the collage as three photos beside it", () => {
    const rounded = render(demoSite("forest", "nl", "rounded"), { page: "home" });
    const collage = render(demoSite("forest", "nl", "collage"), { page: "home" });
    expect(count(hero(rounded), /<img /g)).toBe(1);
    expect(count(hero(collage), /<img /g)).toBe(3);
    expect(count(hero(rounded), /fetchPriority="high"/g)).toBe(1);
    expect(count(hero(collage), /fetchPriority="high"/g)).toBe(1);
    expect(collage.indexOf("<h1")).toBeLessThan(collage.indexOf("<img"));
  });

  it("leaves the collage's photos out of the home page's photo selection", () => {
    const collage = render(demoSite("forest", "en", "collage"), { page: "home" });
    const selection = collage.slice(collage.indexOf('aria-labelledby="photos-heading"'));
    const inHero = [...hero(collage).matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? "");
    for (const src of inHero) expectHasNot(selection.slice(0, selection.indexOf("</section>")), `src="${src}"`);
  });

  it("falls back to a photo-free hero with the name when the site has no hero photo", () => {
    const html = render({ ...demoSite("forest", "en", "collage"), hero: null }, { page: "home" });
    expect(new RegExp(`<h1[^>]*>${site.name}</h1>`).test(html)).toBe(true);
    expect(count(hero(html), /<img /g)).toBe(0);
  });

  it("offers the unit's own enquiry, its arrival times and the other units on a unit's page", () => {
    const unit = first(site.units);
    const html = render(site, { page: "unit", slug: unit.slug });
    expectHas(html, `?unit=${unit.slug}"`);
    const others = html.slice(html.indexOf('aria-labelledby="others-heading"'), html.indexOf("<footer"));
    for (const other of site.units.slice(1)) expectHas(others, `href="${other.path}"`);
    expectHasNot(others, `href="${unit.path}"`);
    expectHas(text(html), themeStrings("en").unit.checkOut(unit.checkOutUntil));
    expectHas(text(html), themeStrings("en").unit.houseRules);
  });

  it("lists the facilities of every unit, each under its own name", () => {
    const html = render(site, { page: "facilities" });
    for (const unit of site.units) expectHas(html, `id="unit-${unit.slug}"`);
    expectHas(text(html), themeStrings("en").facilities.sauna);
    expectHasNot(html, 'aria-label="Kitchen"');
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

  it("shows a single-unit site's facts and highlights on the home page and links to its page", () => {
    const coast = demoSite("coast", "en");
    const unit = first(coast.units);
    expect(coast.units).toHaveLength(1);
    const html = render(coast, { page: "home" });
    expectHas(html, `href="${unit.path}"`);
    expectHas(text(html), themeStrings("en").capacity.guests(unit.maxGuests));
    expectHas(html, 'aria-labelledby="facilities-heading"');
    expectHasNot(html, 'id="units-heading"');
  });

  it("does not count the bedrooms of a studio that has none", () => {
    const studio = { ...first(site.units), bedrooms: 0 };
    const units = [studio, ...site.units.slice(1)];
    expectHasNot(text(render({ ...site, units }, { page: "home" })), "0 bedrooms");
    expectHasNot(text(render({ ...site, units }, { page: "unit", slug: studio.slug })), "0 bedrooms");
  });

  it("writes an owner's text as text, never as markup", () => {
    const html = render({ ...site, name: "<b>Hut</b>", tagline: "<script>alert(1)</script>" }, { page: "home" });
    expectHasNot(html, "<b>Hut</b>");
    expectHasNot(html, "<script>");
    expectHas(html, "&lt;b&gt;Hut&lt;/b&gt;");
  });

  it("draws every demo in every language, with both hero layouts", () => {
    for (const demo of Object.keys(SITE_DEMOS) as (keyof typeof SITE_DEMOS)[]) {
      for (const lang of ["nl", "en", "de", "pl"] as const) {
        for (const layout of ["rounded", "collage"]) {
          const html = render(demoSite(demo, lang, layout), { page: "home" });
          expect(count(html, /<h1[\s>]/g)).toBe(1);
        }
      }
    }
  });
});
