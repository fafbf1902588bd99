import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SITE_DEMOS } from "../../../content/site-demos/index.ts";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../../../modules/i18n/site-route-table.ts";
import { buildDemoView } from "../../../modules/site-view/build-demo-view.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import type { ContactState, SitePageData } from "../kit/page-data.ts";
import { themeStrings } from "../strings/index.ts";
import { marqueeRun } from "./marquee.tsx";
import { UrbanHip } from "./site.tsx";
import { fittedSize } from "./tokens.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("the demo has none");
  return item;
}

function demoSite(demo: keyof typeof SITE_DEMOS, lang: SiteLang, heroLayout?: string): SiteView {
  const site = buildDemoView(SITE_DEMOS[demo], {
    theme: "urban-hip",
    lang,
    origin: "https://urban-hip.vayvista.test",
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
  return renderToStaticMarkup(<UrbanHip data={data} t={themeStrings(site.lang)} />);
}

/** Checks that name what is missing without printing the whole page. */
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
    .replace(/<[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/(span|p|div)>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("urban hip theme", () => {
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

  it.each(routes)("draws $page with one h1, the landmarks, the menu and the credit", (route) => {
    const html = render(site, route);
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expectHas(html, '<main id="main"');
    expectHas(html, "<header");
    expectHas(html, "<footer");
    expectHas(html, `href="${site.platformOrigin}"`);
    expectHas(html, 'popoverTarget="site-menu"');
    for (const link of site.nav) expectHas(html, `href="${link.path}"`);
    expect(html.match(/undefined|NaN|\[object Object\]/)?.[0]).toBeUndefined();
  });

  it("marks the page the visitor is on in the menu, numbered like the headings", () => {
    const html = render(site, { page: "gallery" });
    const gallery = site.nav.findIndex((l) => l.page === "gallery") + 1;
    expect(
      new RegExp(`aria-current="page"[^>]*><span aria-hidden="true"[^>]*>0${gallery}</span>Gallery`).test(html),
    ).toBe(true);
    expectHas(text(html), `0${gallery} / `);
  });

  it("leads the home page with the name, the tagline and a call to the contact page", () => {
    const html = render(site, { page: "home" });
    expect(new RegExp(`<h1[^>]*>${site.name}</h1>`).test(html)).toBe(true);
    expectHas(text(html), site.tagline);
    expectHas(html, `href="${sitePath({ page: "contact" }, "en", site.mainLang)}"`);
    for (const unit of site.units) expectHas(html, `href="${unit.path}"`);
    expectHas(html, `href="${sitePath({ page: "gallery" }, "en", site.mainLang)}"`);
    expectHas(text(html), `out of 5 from ${site.reviews.count} reviews`);
  });

  it("sets the bold hero over the photo and the grid hero as three photos beside the name", () => {
    const bold = render(demoSite("forest", "nl", "bold"), { page: "home" });
    const grid = render(demoSite("forest", "nl", "grid"), { page: "home" });
    const heroPhotos = (html: string) => count(html.slice(0, html.indexOf("</section>")), /<img /g);
    expect(heroPhotos(bold)).toBe(1);
    expect(heroPhotos(grid)).toBe(3);
    expect(grid.indexOf("<h1")).toBeLessThan(grid.indexOf("<img"));
  });

  it("hides the sliding strip from screen readers and lets it stand still for those who ask", () => {
    const html = render(site, { page: "home" });
    expect(/<div aria-hidden="true" class="[^"]*overflow-hidden[^"]*">/.test(html)).toBe(true);
    expectHas(html, "motion-safe:animate-[uh-marquee");
  });

  it("offers the unit's own enquiry and the other units on a unit's page", () => {
    const unit = first(site.units);
    const others = site.units.slice(1);
    const html = render(site, { page: "unit", slug: unit.slug });
    expectHas(html, `?unit=${unit.slug}"`);
    for (const other of others) expectHas(html, `href="${other.path}"`);
    expectHas(text(html), themeStrings("en").unit.checkOut(unit.checkOutUntil));
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

  it("does not count the bedrooms of a studio that has none", () => {
    const studio = { ...first(site.units), bedrooms: 0, path: "/accommodations/studio" };
    const html = render({ ...site, units: [studio, ...site.units.slice(1)] }, { page: "home" });
    expectHasNot(text(html), "0 bedrooms");
  });

  it("draws every demo in every language", () => {
    for (const demo of Object.keys(SITE_DEMOS) as (keyof typeof SITE_DEMOS)[]) {
      for (const lang of ["nl", "en", "de", "pl"] as const) {
        const html = render(demoSite(demo, lang), { page: "home" });
        expectHas(html, `<main id="main"`);
      }
    }
  });
});

describe("fittedSize", () => {
  it("sets a short name larger than a long one, within the bounds", () => {
    expect(fittedSize("Loft 22", 90, 2.75, 13)).toBe("clamp(2.75rem, 30.00vw, 13rem)");
    expect(fittedSize("Hertenspoor", 90, 2.75, 13)).toBe("clamp(2.75rem, 13.64vw, 13rem)");
  });
});

describe("marqueeRun", () => {
  it("repeats the words, each once per round, until a run is long enough to loop without a gap", () => {
    const run = marqueeRun(["Loft", "Studio", "Loft", " "], 40);
    expect(run.startsWith("Loft  /  Studio  /  Loft  /  Studio")).toBe(true);
    expect(run.length).toBeGreaterThanOrEqual(40);
  });
});
