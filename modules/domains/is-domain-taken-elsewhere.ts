import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { domainClaims, userSites } from "../../db/schema.ts";

/** Whether another site has the domain bound or a verified claim on it. */
export async function isDomainTakenElsewhere(db: Database, domain: string, siteId: string): Promise<boolean> {
  const [bound, verified] = await Promise.all([
    db
      .select({ id: userSites.id })
      .from(userSites)
      .where(and(eq(userSites.customDomain, domain), ne(userSites.id, siteId)))
      .limit(1),
    db
      .select({ id: domainClaims.id })
      .from(domainClaims)
      .where(and(eq(domainClaims.domain, domain), eq(domainClaims.status, "verified"), ne(domainClaims.siteId, siteId)))
      .limit(1),
  ]);
  return bound.length > 0 || verified.length > 0;
}
