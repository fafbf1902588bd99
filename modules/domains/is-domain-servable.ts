import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { domainClaims, userSites } from "../../db/schema.ts";

const HOST = /^[a-z0-9.-]{1,253}$/;

/**
 * Whether we may obtain a certificate for a host name (Caddy's on-demand TLS asks): only
 * a custom domain bound to an active site through a verified claim, and its `www.` name,
 * which classifyHost serves as the same site. One query on two unique indexes.
 */
export async function isDomainServable(db: Database, host: string): Promise<boolean> {
  let domain = host.trim().toLowerCase().replace(/\.$/, "");
  if (!HOST.test(domain)) return false;
  if (domain.startsWith("www.")) domain = domain.slice(4);
  const rows = await db
    .select({ id: userSites.id })
    .from(userSites)
    .innerJoin(
      domainClaims,
      and(
        eq(domainClaims.siteId, userSites.id),
        eq(domainClaims.domain, userSites.customDomain),
        eq(domainClaims.status, "verified"),
      ),
    )
    .where(and(eq(userSites.customDomain, domain), eq(userSites.status, "active")))
    .limit(1);
  return rows.length > 0;
}
