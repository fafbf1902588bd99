import { data, type RouterContextProvider } from "react-router";
import type { SiteLang } from "../../modules/i18n/site-languages.ts";
import { matchSitePath, type SiteRoute, siteLangOfPath } from "../../modules/i18n/site-route-table.ts";
import { isEmptyDoc, type RichDoc } from "../../modules/rich-text/rich-doc.ts";
import { livePost } from "../../modules/site-blog/published-posts.ts";
import { type SiteContentDoc, siteLanguages } from "../../modules/site-content/site-content-doc.ts";
import { loadPublishedContent } from "../../modules/site-content/site-content-store.ts";
import { buildDemoView } from "../../modules/site-view/build-demo-view.ts";
import { buildSiteView, postSummary } from "../../modules/site-view/build-site-view.ts";
import { pathIn } from "../../modules/site-view/site-nav.ts";
import type { PostView, SiteView } from "../../modules/site-view/site-view.ts";
import type { ActiveSite } from "../../modules/sites/find-active-site.ts";
import { siteUrl } from "../../modules/sites/site-url.ts";
import type { ThemeName } from "../../modules/sites/themes.ts";
import { services } from "../context.ts";
import type { ContactState, SitePageData } from "../themes/kit/page-data.ts";
import { bookingPageState, stayValues } from "./booking-page.server.ts";
import { loadMyBooking } from "./my-booking.server.ts";
import { SITE_ROUTE_PREFIX } from "./site-route-prefix.ts";
import { themeDemo } from "./theme-demos.ts";

/** The path the visitor asked for, decoded, without the internal prefix. */
export function publicPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const path = pathname.startsWith(SITE_ROUTE_PREFIX) ? pathname.slice(SITE_ROUTE_PREFIX.length) : pathname;
  try {
    return decodeURIComponent(path || "/");
  } catch {
    return path || "/";
  }
}

/**
 * A site to draw: its content document, how to build its view in a language, and where its
 * pages' links lead (`base`: "" on the site itself, the preview's path in the theme editor).
 */
type Source = {
  doc: SiteContentDoc;
  base: string;
  build: (lang: SiteLang) => Promise<SiteView>;
  post: (site: SiteView, slug: string) => Promise<PostView | null>;
};

/** A post's body in the page's language, else the main language's; null when empty. */
function bodyIn(site: SiteView, bodies: Partial<Record<SiteLang, RichDoc>>): RichDoc | null {
  const body = bodies[site.lang] ?? bodies[site.mainLang];
  return body && !isEmptyDoc(body) ? body : null;
}

/** An owner's site with a given content document (the published one, or the draft in a preview). */
export function ownerSource(
  context: Readonly<RouterContextProvider>,
  input: {
    site: Pick<ActiveSite, "id" | "siteName" | "subdomain" | "customDomain">;
    theme: ThemeName;
    doc: SiteContentDoc;
    base?: string;
  },
): Source {
  const { db, storage, origin, appDomain } = services(context);
  const { site, theme, doc } = input;
  const base = input.base ?? "";
  const siteOrigin = siteUrl(site, { origin, appDomain });
  return {
    doc,
    base,
    build: (lang) =>
      buildSiteView(db, storage, { site, theme, doc, lang, origin: siteOrigin, platformOrigin: origin, base }),
    post: async (view, slug) => {
      const summary = view.posts.find((p) => p.slug === slug);
      const post = summary ? await livePost(db, site.id, slug) : null;
      if (!summary || !post) return null;
      const at = { lang: view.lang, main: view.mainLang, base };
      return { ...postSummary(post, summary.cover, at), body: bodyIn(view, post.body) };
    },
  };
}

function demoSource(context: Readonly<RouterContextProvider>, theme: ThemeName): Source {
  const { origin, appDomain } = services(context);
  const fixture = themeDemo(theme);
  const demoOrigin = siteUrl({ subdomain: theme }, { origin, appDomain });
  return {
    doc: { ...fixture.doc, heroPhotoId: null, about: { ...fixture.doc.about, hostPhotoId: null } },
    base: "",
    build: async (lang) => buildDemoView(fixture, { theme, lang, origin: demoOrigin, platformOrigin: origin }),
    post: async (view, slug) => {
      const summary = view.posts.find((p) => p.slug === slug);
      const post = fixture.posts.find((p) => p.slug === slug);
      return summary && post ? { ...summary, body: bodyIn(view, post.body) } : null;
    },
  };
}

function notFound(site: SiteView): never {
  const page: SitePageData = {
    lang: site.lang,
    site,
    page: "notFound",
    unit: null,
    post: null,
    alternates: site.languages.map((lang) => ({ lang, path: pathIn({ lang, main: site.mainLang }, { page: "home" }) })),
    contact: null,
  };
  throw data(page, { status: 404 });
}

/**
 * One page of a site: the page and language from the path (modules/i18n/site-route-table.ts),
 * the site's view in that language, the unit or post it names. Anything else is the theme's
 * not-found page, 404, in the language of the path.
 */
export async function sitePage(
  source: Source,
  path: string,
  contact: ContactState | null,
  askedUnit: string | null = null,
): Promise<SitePageData> {
  const languages = { main: source.doc.languages.main, offered: siteLanguages(source.doc) };
  const match = matchSitePath(path, languages);
  if (!match) notFound(await source.build(siteLangOfPath(path, languages)));

  const { route, lang } = match;
  const site = await source.build(lang);
  let unit: SitePageData["unit"] = null;
  let post: SitePageData["post"] = null;
  if (route.page === "unit") {
    unit = site.units.find((u) => u.slug === route.slug) ?? null;
    if (!unit) notFound(site);
  } else if (route.page === "blogPost") {
    post = await source.post(site, route.slug);
    if (!post) notFound(site);
  }
  const at = { lang, main: site.mainLang, base: source.base };
  return {
    lang,
    site,
    page: route.page,
    unit,
    post,
    alternates: site.languages.map((other) => ({ lang: other, path: pathIn(at, route as SiteRoute, other) })),
    contact: route.page === "contact" ? (contact ?? askAbout(site, askedUnit)) : null,
  };
}

/** The contact form of a unit's "ask about this place" link (?unit=slug): that unit chosen. */
function askAbout(site: SiteView, slug: string | null): ContactState | null {
  if (!slug || !site.units.some((unit) => unit.slug === slug)) return null;
  return { values: { unit: slug }, errors: {}, formError: null, sent: false };
}

/** The page of the site the request's host shows (an owner's, or a theme's demo). */
export async function loadSitePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  contact: ContactState | null = null,
): Promise<SitePageData> {
  const { host, db } = services(context);
  let source: Source;
  if (host.kind === "owner-site") {
    const doc = await loadPublishedContent(db, host.site.id);
    source = ownerSource(context, { site: host.site, theme: host.site.themeName, doc });
  } else if (host.kind === "theme-demo") {
    source = demoSource(context, host.theme);
  } else {
    throw data(null, { status: 404 });
  }
  let path = publicPath(request);
  // Spec §2: /theme-preview/{theme} sends the browser to the same path on the theme's
  // subdomain, where it shows the theme: its demo's home page (canonical: "/").
  if (host.kind === "theme-demo" && path.startsWith("/theme-preview/")) path = "/";
  const url = new URL(request.url);
  const page = await sitePage(source, path, contact, url.searchParams.get("unit"));
  // The booking page: the stay the widget handed over in the query, priced (never cached:
  // a page with a query is rendered for its visitor, server/http/page-url.ts).
  if (page.page === "book") page.booking = await bookingPageState(context, page, stayValues(url));
  // A guest's own booking: only with its token, on its own site (a theme's demo has none).
  if (page.page === "myBooking") {
    page.myBooking = await loadMyBooking(request, context, page);
    if (!page.myBooking) notFound(page.site);
    // Its language switch opens the same booking in another language.
    const token = `?b=${encodeURIComponent(page.myBooking.view.token)}`;
    page.alternates = page.alternates.map((alternate) => ({ ...alternate, path: `${alternate.path}${token}` }));
  }
  return page;
}
