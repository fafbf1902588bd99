import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { type SiteAccess, type SubscriptionStanding, siteAccess } from "./site-access.ts";
import type { ThemeName } from "./themes.ts";

export type ActiveSite = {
  id: string;
  userId: string;
  themeName: ThemeName;
  siteName: string;
  subdomain: string;
  customDomain: string | null;
  /** Whether guests may see it now (site-access.ts). */
  access: SiteAccess;
};

/** The active site for a subdomain or a custom domain, or null. */
export async function findActiveSite(
  db: Database,
  by: { subdomain: string } | { customDomain: string },
): Promise<ActiveSite | null> {
  const match = "subdomain" in by ? eq(userSites.subdomain, by.subdomain) : eq(userSites.customDomain, by.customDomain);
  const rows = await db
    .select({
      id: userSites.id,
      userId: userSites.userId,
      themeName: userSites.themeName,
      siteName: userSites.siteName,
      subdomain: userSites.subdomain,
      customDomain: userSites.customDomain,
      publishedAt: userSites.publishedAt,
      // The owner's open subscription, else their latest (cancelled) one.
      // Spelled out with their tables: drizzle writes a lone table's columns unqualified, and
      // an unqualified user_id would be the subscription's own.
      subscription: sql<SubscriptionStanding | null>`(
        select s.state from subscriptions s
        where s.user_id = "user_sites"."user_id"
        order by (s.state <> 'cancelled') desc, s.created_at desc
        limit 1)`,
    })
    .from(userSites)
    .where(and(match, eq(userSites.status, "active")))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { publishedAt, subscription, ...site } = row;
  return { ...site, themeName: row.themeName as ThemeName, access: siteAccess(publishedAt, subscription) };
}
