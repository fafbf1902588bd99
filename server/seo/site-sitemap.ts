import type { Database } from "../../db/client.ts";
import { escapeXml } from "../../modules/html/escape-xml.ts";
import type { SiteLang } from "../../modules/i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../../modules/i18n/site-route-table.ts";
import { listSitePhotos } from "../../modules/photos/site-photo.ts";
import { livePosts } from "../../modules/site-blog/published-posts.ts";
import { siteLanguages } from "../../modules/site-content/site-content-doc.ts";
import { loadPublishedContent } from "../../modules/site-content/site-content-store.ts";
import { siteNav } from "../../modules/site-view/site-nav.ts";
import { listUnits } from "../../modules/units/units.ts";

const absolute = (origin: string, path: string) => escapeXml(new URL(encodeURI(path), `${origin}/`).href);

/**
 * An owner site's sitemap: every page its menu shows, every unit and every live post, in
 * every language of the site, each with its translations as alternates (x-default: the main
 * language).
 */
export async function siteSitemapXml(db: Database, site: { id: string }, origin: string): Promise<string> {
  const doc = await loadPublishedContent(db, site.id);
  const [units, posts, photos] = await Promise.all([
    listUnits(db, site.id),
    livePosts(db, site.id),
    listSitePhotos(db, site.id),
  ]);
  const main = doc.languages.main;
  const langs = siteLanguages(doc);
  const pages = siteNav(
    {
      places: doc.surroundings.places.length > 0,
      photos: photos.some((p) => p.album === "gallery"),
      posts: posts.length > 0,
    },
    { lang: main, main },
  ).map((link): SiteRoute => ({ page: link.page }));
  const routes: SiteRoute[] = [
    ...pages,
    ...(units.length > 1 ? units.map((u): SiteRoute => ({ page: "unit", slug: u.slug })) : []),
    ...posts.map((p): SiteRoute => ({ page: "blogPost", slug: p.slug })),
  ];
  const entries: string[] = [];
  for (const route of routes) {
    const paths = new Map<SiteLang, string>(langs.map((lang) => [lang, sitePath(route, lang, main)]));
    const links = [...paths].map(
      ([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(origin, path)}"/>`,
    );
    if (langs.length > 1) {
      links.push(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(origin, sitePath(route, main, main))}"/>`,
      );
    }
    for (const path of paths.values())
      entries.push(`<url><loc>${absolute(origin, path)}</loc>${langs.length > 1 ? links.join("") : ""}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** An owner site or a theme demo may be crawled whole; an owner site names its sitemap. */
export function siteRobotsTxt(origin: string | null): string {
  if (!origin) return "User-agent: *\nAllow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
