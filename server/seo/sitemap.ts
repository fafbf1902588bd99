import type { Database } from "../../db/client.ts";
import { listAllBlogSlugs } from "../../modules/blog/blog-posts.ts";
import { escapeXml } from "../../modules/html/escape-xml.ts";
import { LANGUAGES, type Lang } from "../../modules/i18n/languages.ts";
import { absoluteUrl, blogPostPath, PAGE_IDS, pagePath, UNLISTED_PAGES } from "../../modules/i18n/route-table.ts";

function urlEntry(origin: string, own: string, alternates: Partial<Record<Lang, string>>): string {
  const links = Object.entries(alternates).map(
    ([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(origin, path))}"/>`,
  );
  if (alternates.nl)
    links.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(origin, alternates.nl))}"/>`,
    );
  return `<url><loc>${escapeXml(absoluteUrl(origin, own))}</loc>${links.join("")}</url>`;
}

/** Every public marketing page in every language, with its translations as alternates. */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const entries: string[] = [];
  for (const page of PAGE_IDS) {
    if (UNLISTED_PAGES.has(page)) continue;
    const alternates = Object.fromEntries(LANGUAGES.map((l) => [l, pagePath(page, l)])) as Record<Lang, string>;
    for (const lang of LANGUAGES) entries.push(urlEntry(origin, alternates[lang], alternates));
  }
  const posts = await listAllBlogSlugs(db);
  const byKey = new Map<string, Partial<Record<Lang, string>>>();
  for (const p of posts)
    byKey.set(p.translationKey, { ...byKey.get(p.translationKey), [p.lang]: blogPostPath(p.slug, p.lang) });
  for (const alternates of byKey.values()) {
    for (const path of Object.values(alternates)) entries.push(urlEntry(origin, path, alternates));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
