import { data, type RouterContextProvider } from "react-router";
import type { SiteLang } from "../../modules/i18n/site-languages.ts";
import { matchSitePath, type SiteRoute, siteLangOfPath, sitePath } from "../../modules/i18n/site-route-table.ts";
import { isEmptyDoc } from "../../modules/rich-text/rich-doc.ts";
import { livePost } from "../../modules/site-blog/published-posts.ts";
import { type SiteContentDoc, siteLanguages } from "../../modules/site-content/site-content-doc.ts";
import { loadPublishedContent } from "../../modules/site-content/site-content-store.ts";
import { buildDemoView } from "../../modules/site-view/build-demo-view.ts";
import { buildSiteView, postSummary } from "../../modules/site-view/build-site-view.ts";
import type { PostView, SiteView } from "../../modules/site-view/site-view.ts";
import { siteUrl } from "../../modules/sites/site-url.ts";
import { services } from "../context.ts";
import type { ContactState, SitePageData } from "../themes/kit/page-data.ts";
import { type DemoKey, SITE_DEMOS, THEME_DEMOS } from "./theme-demos.ts";

/** Owner-site requests reach the router under this prefix (server/app.ts): the host decides the site. */
export const SITE_PREFIX = "/__site";

/** The path the visitor asked for, decoded, without the internal prefix. */
export function publicPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const path = pathname.startsWith(SITE_PREFIX) ? pathname.slice(SITE_PREFIX.length) : pathname;
  try {
    return decodeURIComponent(path || "/");
  } catch {
    return path || "/";
  }
}

type Source =
  | { kind: "owner"; doc: SiteContentDoc; build: (lang: SiteLang) => Promise<SiteView>; siteId: string }
  | { kind: "demo"; doc: SiteContentDoc; build: (lang: SiteLang) => Promise<SiteView>; demo: DemoKey };

/** Which site this host shows, and how to build its view in a language. */
async function siteSource(context: Readonly<RouterContextProvider>): Promise<Source | null> {
  const { host, db, storage, origin, appDomain } = services(context);
  if (host.kind === "owner-site") {
    const { site } = host;
    const doc = await loadPublishedContent(db, site.id);
    const siteOrigin = siteUrl(site, { origin, appDomain });
    return {
      kind: "owner",
      doc,
      siteId: site.id,
      build: (lang) =>
        buildSiteView(db, storage, {
          site,
          theme: site.themeName,
          doc,
          lang,
          origin: siteOrigin,
          platformOrigin: origin,
        }),
    };
  }
  if (host.kind === "theme-demo") {
    const key = THEME_DEMOS[host.theme];
    const fixture = SITE_DEMOS[key];
    const demoOrigin = siteUrl({ subdomain: host.theme }, { origin, appDomain });
    const doc = { ...fixture.doc, heroPhotoId: null, about: { ...fixture.doc.about, hostPhotoId: null } };
    return {
      kind: "demo",
      doc,
      demo: key,
      build: async (lang) =>
        buildDemoView(fixture, { theme: host.theme, lang, origin: demoOrigin, platformOrigin: origin }),
    };
  }
  return null;
}

function notFound(site: SiteView): never {
  const page: SitePageData = {
    lang: site.lang,
    site,
    page: "notFound",
    unit: null,
    post: null,
    alternates: site.languages.map((lang) => ({ lang, path: sitePath({ page: "home" }, lang, site.mainLang) })),
    contact: null,
  };
  throw data(page, { status: 404 });
}

async function findPost(
  context: Readonly<RouterContextProvider>,
  source: Source,
  site: SiteView,
  slug: string,
): Promise<PostView | null> {
  const summary = site.posts.find((p) => p.slug === slug);
  if (!summary) return null;
  if (source.kind === "demo") {
    const post = SITE_DEMOS[source.demo].posts.find((p) => p.slug === slug);
    const body = post ? (post.body[site.lang] ?? post.body[site.mainLang]) : undefined;
    return { ...summary, body: body && !isEmptyDoc(body) ? body : null };
  }
  const post = await livePost(services(context).db, source.siteId, slug);
  if (!post) return null;
  const body = post.body[site.lang] ?? post.body[site.mainLang];
  return {
    ...postSummary(post, summary.cover, { lang: site.lang, main: site.mainLang }),
    body: body && !isEmptyDoc(body) ? body : null,
  };
}

/**
 * One page of the site the request's host shows: the page and language from the path
 * (modules/i18n/site-route-table.ts), the site's view in that language, the unit or post it
 * names. Anything else is the theme's not-found page, 404, in the language of the path.
 */
export async function loadSitePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  contact: ContactState | null = null,
): Promise<SitePageData> {
  const source = await siteSource(context);
  if (!source) throw data(null, { status: 404 });
  const path = publicPath(request);
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
    post = await findPost(context, source, site, route.slug);
    if (!post) notFound(site);
  }
  return {
    lang,
    site,
    page: route.page,
    unit,
    post,
    alternates: site.languages.map((other) => ({
      lang: other,
      path: sitePath(route as SiteRoute, other, site.mainLang),
    })),
    contact: route.page === "contact" ? contact : null,
  };
}
