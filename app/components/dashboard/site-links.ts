/** Where an owner's site answers, for links from the dashboard. */
export type SiteLinks = {
  /** {subdomain}.{APP_DOMAIN}, always there. */
  subdomainUrl: string;
  /** The owner's own domain once it is bound, else null. */
  customDomainUrl: string | null;
  /** The address to send people to: the own domain when there is one. */
  primaryUrl: string;
};

/**
 * The site's addresses, with the scheme (and, for the subdomain, the port) of the
 * platform's public origin, so a local http://localhost:3000 gives
 * http://villa-zon.localhost:3000 and production gives https://villa-zon.vayvista.nl.
 */
export function siteLinks(
  site: { subdomain: string; customDomain: string | null },
  origin: string,
  appDomain: string,
): SiteLinks {
  const base = new URL(origin);
  const port = base.port ? `:${base.port}` : "";
  const subdomainUrl = `${base.protocol}//${site.subdomain}.${appDomain}${port}`;
  const customDomainUrl = site.customDomain ? `${base.protocol}//${site.customDomain}` : null;
  return { subdomainUrl, customDomainUrl, primaryUrl: customDomainUrl ?? subdomainUrl };
}

/** The address without the scheme, as people read and type it. */
export function displayHost(url: string): string {
  return url.replace(/^https?:\/\//, "");
}
