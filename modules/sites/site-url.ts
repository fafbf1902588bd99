/** What a site's address is built from: configuration only, never the request. */
export type SiteAddressing = {
  /** The platform's public origin (PUBLIC_URL, or derived from APP_DOMAIN and PORT). */
  origin: string;
  /** APP_DOMAIN: owner sites and theme demos answer on its subdomains. */
  appDomain: string;
};

/** The host of a site (or a theme's demo) on the platform's own domain: {subdomain}.{APP_DOMAIN}. */
export function subdomainHost(subdomain: string, appDomain: string): string {
  return `${subdomain}.${appDomain}`;
}

/**
 * Where a site on the platform answers, without a trailing slash so a path can follow:
 * the owner's own domain once it is verified and bound (`customDomain`), else
 * {subdomain}.{APP_DOMAIN}; a theme demo passes its theme name as the subdomain. The scheme
 * and port are those of the public origin, so a local http://localhost:3000 gives
 * http://villa-zon.localhost:3000 and production https://villa-zon.vayvista.nl.
 */
export function siteUrl(
  site: { subdomain: string; customDomain?: string | null },
  { origin, appDomain }: SiteAddressing,
): string {
  const base = new URL(origin);
  const host = site.customDomain || subdomainHost(site.subdomain, appDomain);
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ""}`;
}

/** The address without the scheme, as people read and type it. */
export function displayHost(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}
