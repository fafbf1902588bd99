/** The address of an owner's site on its subdomain, with the scheme and port of our origin. */
export function ownerSiteUrl(origin: string, appDomain: string, subdomain: string): string {
  const base = new URL(origin);
  return `${base.protocol}//${subdomain}.${appDomain}${base.port ? `:${base.port}` : ""}/`;
}
