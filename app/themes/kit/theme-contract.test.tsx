import { describe, expect, it } from "vitest";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import { THEME_OPTIONS } from "../../../modules/sites/theme-options.ts";
import { THEME_NAMES } from "../../../modules/sites/themes.ts";
import { themeStrings } from "../strings/index.ts";
import { telHref, whatsappHref } from "./format.ts";
import {
  count,
  DEMO_KEYS,
  demoSite,
  expectHas,
  expectHasNot,
  first,
  footer,
  main,
  type PageRoute,
  pageRoutes,
  renderPage,
  SITE_LANGS,
  section,
  spoken,
} from "./theme.testing.tsx";

/**
 * What every theme keeps, whatever it looks like: the structure, words and accessibility the
 * kit owns. Each theme is drawn with a site of one house (coast) and one of several places
 * (forest), in English and in Polish; what a theme draws its own way is tested beside it.
 */
describe.each(THEME_NAMES)("the %s theme", (theme) => {
  const coast = demoSite(theme, "coast", "en");
  const forest = demoSite(theme, "forest", "pl");
  const cases = [coast, forest].flatMap((site) =>
    pageRoutes(site).map((route) => ({ name: `${site.name} (${site.lang})`, page: route.page, site, route })),
  );

  it.each(cases)(
    "draws $page of $name with one h1, the landmarks, the menu, the languages and the footer",
    ({ site, route }) => {
      const html = renderPage(site, route);
      const t = themeStrings(site.lang);
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expectHas(html, '<main id="main"');
      expectHas(html, 'href="#main"');
      expectHas(html, "<header");
      expectHas(html, `<nav aria-label="${t.nav.mainMenu}"`);
      expectHas(html, 'popoverTarget="site-menu"');
      for (const link of site.nav) expectHas(html, `href="${link.path}"`);
      for (const lang of site.languages) expectHas(html, `hrefLang="${lang}"`);
      // The booking page is one click away from every page.
      expectHas(html, `href="${site.paths.book}"`);
      // The footer: the site's contact, its social links, the languages (not a second language
      // navigation beside the header's) and the credit.
      const end = footer(html);
      const c = site.contact;
      expectHas(end, `href="${telHref(c.phone)}"`);
      expectHas(end, `href="${whatsappHref(c.whatsapp)}"`);
      expectHas(end, `href="mailto:${c.email}"`);
      expectHas(end, c.street);
      expectHas(end, `href="${c.mapUrl.replace(/&/g, "&amp;")}"`);
      for (const s of site.social) expectHas(end, `href="${s.url}"`);
      for (const lang of site.languages) expectHas(end, `hrefLang="${lang}"`);
      expectHasNot(end, "<nav");
      expectHas(end, `href="${site.platformOrigin}"`);
      expect(html.match(/undefined|NaN|\[object Object\]/)?.[0]).toBeUndefined();
      // Drawings and icons are decoration: the words beside them say what they mean.
      for (const svg of html.match(/<svg[^>]*>/g) ?? []) expectHas(svg, 'aria-hidden="true"');
    },
  );

  it("draws the home page of every demo in every language and hero layout with the site's name as its one h1", () => {
    for (const demo of DEMO_KEYS) {
      for (const lang of SITE_LANGS) {
        for (const heroLayout of THEME_OPTIONS[theme].heroLayouts) {
          const site = demoSite(theme, demo, lang, { heroLayout });
          for (const hero of [site.hero, null]) {
            const html = renderPage({ ...site, hero }, { page: "home" });
            expect(count(html, /<h1[\s>]/g)).toBe(1);
            expect(new RegExp(`<h1[^>]*>${site.name}</h1>`).test(html), `${demo} ${lang} ${heroLayout}`).toBe(true);
            if (site.tagline) expectHas(spoken(html), site.tagline);
            expect(html.match(/undefined|NaN|\[object Object\]/)?.[0]).toBeUndefined();
          }
        }
      }
    }
  });

  it("links only to the site's own paths, so the theme editor's preview stays inside itself", () => {
    const base = `/dashboard/theme-editor/${theme}`;
    const under = (path: string) => (path === "/" ? base : `${base}${path}`);
    const preview: SiteView = {
      ...forest,
      paths: Object.fromEntries(
        Object.entries(forest.paths).map(([page, path]) => [page, under(path)]),
      ) as SiteView["paths"],
      nav: forest.nav.map((link) => ({ ...link, path: under(link.path) })),
      units: forest.units.map((unit) => ({ ...unit, path: under(unit.path) })),
      posts: forest.posts.map((post) => ({ ...post, path: under(post.path) })),
    };
    // A guest's own booking is never previewed: its links (pay, calendar) are its site's.
    for (const route of pageRoutes(forest).filter((r) => r.page !== "myBooking")) {
      // The language links are the route's alternates (data.alternates), not the theme's.
      const html = renderPage(preview, route).replace(/href="[^"]*" hrefLang/g, "hrefLang");
      const own = [...html.matchAll(/<a [^>]*?href="(\/[^"]*)"/g)].map((m) => m[1] ?? "");
      expect(own.length).toBeGreaterThan(0);
      expect(
        own.filter((href) => !href.startsWith(base)),
        `${route.page} links outside the preview`,
      ).toEqual([]);
    }
  });

  it("writes an owner's text as text, never as markup", () => {
    const html = renderPage({ ...coast, name: "<b>Hut</b>", tagline: "<script>alert(1)</script>" }, { page: "home" });
    expectHasNot(html, "<b>Hut</b>");
    expectHasNot(html, "<script>");
    expectHas(html, "&lt;b&gt;Hut&lt;/b&gt;");
  });

  it("does not count the bedrooms of a studio that has none", () => {
    const en = demoSite(theme, "forest", "en");
    const studio = { ...first(en.units), bedrooms: 0 };
    const routes: PageRoute[] = [{ page: "home" }, { page: "unit", slug: studio.slug }, { page: "facilities" }];
    for (const site of [
      { ...en, units: [studio, ...en.units.slice(1)] },
      { ...en, units: [studio] },
    ]) {
      for (const route of routes) expectHasNot(spoken(renderPage(site, route)), "0 bedrooms");
    }
  });

  it("offers a unit's own enquiry, its booking widget, its arrival times and the other places on its page", () => {
    const t = themeStrings(forest.lang);
    const unit = first(forest.units);
    const html = renderPage(forest, { page: "unit", slug: unit.slug });
    expectHas(html, `href="${forest.paths.contact}?unit=${unit.slug}"`);
    expectHas(html, `data-unit="${unit.slug}"`);
    expectHas(spoken(html), t.unit.checkOut(unit.checkOutUntil));
    const others = section(html, "others-heading");
    for (const other of forest.units.slice(1)) expectHas(others, `href="${other.path}"`);
    expectHasNot(others, `href="${unit.path}"`);
  });

  it("lists the facilities of every unit under its own name, without regions of the same name", () => {
    const t = themeStrings(forest.lang);
    const html = renderPage(forest, { page: "facilities" });
    for (const unit of forest.units) expectHas(html, `id="unit-${unit.slug}"`);
    expectHas(spoken(html), t.facilities.sauna);
    expectHasNot(html, `aria-label="${t.facilityGroups.kitchen}"`);
  });

  it("lists every place nearby with its kind and distance, and every photo of the gallery with its caption", () => {
    const t = themeStrings(coast.lang);
    const places = spoken(renderPage(coast, { page: "surroundings" }));
    for (const place of coast.surroundings.places) {
      expectHas(places, place.name);
      expectHas(places, t.surroundings.categories[place.category]);
      expectHas(places, t.surroundings.distance(place.distanceKm));
    }
    const gallery = renderPage(coast, { page: "gallery" });
    expect(count(gallery, /<img /g)).toBe(coast.gallery.length);
    for (const photo of coast.gallery.filter((p) => p.caption)) expectHas(spoken(gallery), photo.caption);
  });

  it("keeps every typed value and names each problem after a failed post of the contact form", () => {
    const html = renderPage(
      coast,
      { page: "contact" },
      {
        contact: {
          values: { name: "Ada", email: "ada@", message: "Hello" },
          errors: { email: "Enter a valid email address" },
          formError: null,
          sent: false,
        },
      },
    );
    expectHas(html, 'role="alert"');
    expectHas(html, 'value="ada@"');
    expectHas(html, 'aria-invalid="true"');
    expectHas(html, "Enter a valid email address");
  });

  it("says so where a new site has nothing to show yet, and leads the way home from its not-found page", () => {
    const t = themeStrings(coast.lang);
    const empty: SiteView = { ...coast, gallery: [], posts: [], surroundings: { intro: "", places: [] } };
    expectHas(spoken(renderPage(empty, { page: "gallery" })), t.gallery.empty);
    expectHas(spoken(renderPage(empty, { page: "blog" })), t.blog.empty);
    expectHas(spoken(renderPage(empty, { page: "surroundings" })), t.surroundings.empty);
    const notFound = renderPage(coast, { page: "notFound" });
    expectHas(spoken(notFound), t.notFound.title);
    expectHas(main(notFound), `href="${coast.paths.home}"`);
  });

  it("keeps a phone's booking bar with the price from at the bottom of every page but the booking pages", () => {
    const frame = (html: string) => html.match(/<div data-theme=[^>]*>/)?.[0] ?? "";
    for (const lang of SITE_LANGS) {
      const t = themeStrings(lang);
      const site = demoSite(theme, "forest", lang);
      const unit = first(site.units);
      const priced: SiteView = { ...site, priceFrom: { cents: 12_000, currency: "EUR", units: { [unit.id]: 9_550 } } };
      const home = renderPage(priced, { page: "home" });
      expect(count(home, /data-booking-bar=""/g)).toBe(1);
      const bar = home.slice(home.indexOf(`<aside aria-label="${t.bookingBar.label}" data-booking-bar`));
      expectHas(bar, "md:hidden");
      expectHas(bar, `href="${site.paths.book}"`);
      expectHas(spoken(bar), lang === "en" ? "from €120 per night" : "120");
      // The page keeps room for the bar on phones only.
      expectHas(frame(home), "max-md:pb-[calc(4rem+env(safe-area-inset-bottom))]");
      // A unit's page: that unit's price and booking.
      const unitPage = renderPage(priced, { page: "unit", slug: unit.slug });
      expectHas(unitPage, `href="${site.paths.book}?unit=${unit.slug}"`);
      expectHas(spoken(unitPage), lang === "en" ? "from €95.50 per night" : "95,50");
      for (const page of ["book", "myBooking"] as const) {
        const html = renderPage(priced, { page });
        expectHasNot(html, "data-booking-bar");
        expectHasNot(frame(html), "max-md:pb-");
      }
    }
    // Without a known price (a theme demo) the bar names the site beside "Book".
    const site = demoSite(theme, "coast", "nl");
    const plain = renderPage(site, { page: "about" });
    const bar = plain.slice(plain.indexOf('data-booking-bar=""'));
    expectHas(bar, site.name);
    expectHas(bar, `>${themeStrings("nl").bookingBar.book}</a>`);
  });

  it("never gives two headings of a new site's home or about page the same words", () => {
    const fresh: SiteView = { ...coast, about: { ...coast.about, title: "" } };
    for (const page of ["home", "about"] as const) {
      const html = renderPage(fresh, { page });
      const headings = [...html.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((m) =>
        spoken(m[1] ?? "")
          .trim()
          .toLowerCase(),
      );
      expect(headings.length, page).toBeGreaterThan(1);
      expect(new Set(headings).size, `${page}: ${headings.join(" | ")}`).toBe(headings.length);
    }
  });

  it("draws a 4.5 average as four and a half stars, said in the page's language", () => {
    for (const lang of SITE_LANGS) {
      const site = demoSite(theme, "coast", lang);
      const rated: SiteView = { ...site, reviews: { ...site.reviews, average: 4.5 } };
      const html = main(renderPage(rated, { page: "home" }));
      const label = `aria-label="${themeStrings(lang).reviews.rating(lang === "en" ? "4.5" : "4,5")}"`;
      const at = html.indexOf(label);
      expect(at, `no stars labelled ${label}`).toBeGreaterThan(-1);
      const stars = [...html.slice(at).matchAll(/data-star="(\w+)"/g)].slice(0, 5).map((m) => m[1]);
      expect(stars).toEqual(["full", "full", "full", "full", "half"]);
    }
  });
});
