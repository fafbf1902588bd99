import { matchPagePath } from "../../modules/i18n/route-table.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";
import { type SiteAddressing, siteUrl } from "../../modules/sites/site-url.ts";

/**
 * Only marketing pages (and React Router's `.data` fetches for them) are the same for every
 * visitor of the marketing host; the signed-in app, the login screens and everything else
 * there are never cached.
 */
export function isMarketingPage(pathname: string): boolean {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  return matchPagePath(page) !== null;
}

/**
 * Where an owner site's page must be asked for instead: once the owner's own domain is bound,
 * its subdomain (and any other name of it) answers 301 there, so search engines and guests
 * see one address. Null when the request is already on the site's address.
 */
export function canonicalLocation(host: HostResolution, url: URL, addressing: SiteAddressing): string | null {
  if (host.kind !== "owner-site") return null;
  const { customDomain } = host.site;
  if (!customDomain || url.hostname.toLowerCase().replace(/\.$/, "") === customDomain) return null;
  return `${siteUrl(host.site, addressing)}${url.pathname}${url.search}`;
}

/**
 * The page cache's key for a page of this host: per surface (the marketing site, a theme's
 * demo, one owner's site), so an owner's publish clears only their own pages. Null when the
 * page is never cached (not a marketing page, or an owner page asked for on an address that
 * redirects).
 */
export function pageCacheKey(host: HostResolution, url: URL, path: string, addressing: SiteAddressing): string | null {
  switch (host.kind) {
    case "marketing":
      return isMarketingPage(path) ? `marketing ${path}` : null;
    case "theme-demo":
      return `demo:${host.theme} ${path}`;
    case "owner-site":
      // A site guests may not see now is never answered from (or written to) the cache.
      if (host.site.access !== "live" || canonicalLocation(host, url, addressing)) return null;
      return `${sitePagesPrefix(host.site.id)}${path}`;
  }
}

/** The start of every cache key of one owner's site. */
export function sitePagesPrefix(siteId: string): string {
  return `site:${siteId} `;
}
