import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { classifyHost } from "../sites/classify-host.ts";
import type { SiteDirectory } from "../sites/site-directory.ts";
import { subdomainHost } from "../sites/site-url.ts";
import { isThemeName, PREVIEW_NAMES, type ThemeName } from "../sites/themes.ts";
import { DEFAULT_SITE_ID } from "./default-site-id.ts";

/** The look-ups site resolution needs; each answers a site id or null. */
export type TrackedSiteLookups = {
  appDomain: string;
  /** The active site on this custom domain. */
  activeSiteByCustomDomain(domain: string): Promise<string | null>;
  /** The active site on `{subdomain}.{appDomain}`. */
  activeSiteBySubdomain(subdomain: string): Promise<string | null>;
  /** The signed-in person sending the view; asked only for views from the theme editor. */
  signedInUserId(): Promise<string | null>;
  /** That person's site when it uses this theme. */
  userSiteWithTheme(userId: string, theme: ThemeName): Promise<string | null>;
  /** Told of a failed look-up, which counts the view under the default site id. */
  onError?(error: unknown): void;
};

const THEME_EDITOR = "/dashboard/theme-editor/";

/**
 * Which site a page view counts for (spec §4), from the viewed page's own URL (never from
 * the site id the browser sends):
 * 1. the theme editor (/dashboard/theme-editor/{theme}/…): the signed-in person's site
 *    with that theme, else the default site id;
 * 2. a custom domain: the active site on it;
 * 3. `{sub}.{appDomain}`: the active site with that subdomain;
 * 4. anything else, no such site, or a failed look-up: the default site id.
 */
export async function resolveTrackedSite(page: URL, lookups: TrackedSiteLookups): Promise<string> {
  try {
    if (page.pathname.startsWith(THEME_EDITOR)) {
      const theme = editorTheme(page.pathname.slice(THEME_EDITOR.length).split("/", 1)[0] ?? "");
      if (!theme) return DEFAULT_SITE_ID;
      const userId = await lookups.signedInUserId();
      if (!userId) return DEFAULT_SITE_ID;
      return (await lookups.userSiteWithTheme(userId, theme)) ?? DEFAULT_SITE_ID;
    }
    const target = classifyHost(page.host, lookups.appDomain);
    if (target.kind === "custom-domain")
      return (await lookups.activeSiteByCustomDomain(target.domain)) ?? DEFAULT_SITE_ID;
    if (target.kind === "subdomain") return (await lookups.activeSiteBySubdomain(target.subdomain)) ?? DEFAULT_SITE_ID;
    return DEFAULT_SITE_ID;
  } catch (error) {
    lookups.onError?.(error);
    return DEFAULT_SITE_ID;
  }
}

/** The theme an editor path names, by its name or its preview name (modern-minimaal). */
function editorTheme(segment: string): ThemeName | null {
  if (isThemeName(segment)) return segment;
  return Object.hasOwn(PREVIEW_NAMES, segment) ? (PREVIEW_NAMES[segment] ?? null) : null;
}

/** The owner's site when it uses `theme` (one site per owner; its status does not matter in the editor). */
export async function findUserSiteWithTheme(db: Database, userId: string, theme: ThemeName): Promise<string | null> {
  const [row] = await db
    .select({ id: userSites.id })
    .from(userSites)
    .where(and(eq(userSites.userId, userId), eq(userSites.themeName, theme)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The look-ups on the server's SiteDirectory, whose in-memory cache (hits and misses) keeps
 * the tracking endpoint from querying per view.
 */
export function siteDirectoryLookups(
  sites: SiteDirectory,
  db: Database,
  appDomain: string,
  signedInUserId: () => Promise<string | null>,
  onError?: (error: unknown) => void,
): TrackedSiteLookups {
  const idOf = async (host: string) => {
    const resolved = await sites.resolve(host);
    return resolved.kind === "owner-site" ? resolved.site.id : null;
  };
  return {
    appDomain,
    activeSiteByCustomDomain: (domain) => idOf(domain),
    activeSiteBySubdomain: (subdomain) => idOf(subdomainHost(subdomain, appDomain)),
    signedInUserId,
    userSiteWithTheme: (userId, theme) => findUserSiteWithTheme(db, userId, theme),
    ...(onError ? { onError } : {}),
  };
}
