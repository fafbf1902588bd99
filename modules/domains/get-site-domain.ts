import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { domainClaims } from "../../db/schema.ts";
import { type DomainClaimView, domainClaimView } from "./domain-claim-view.ts";
import { findOwnedSite } from "./find-owned-site.ts";

export type SiteDomain = {
  /** The domain the site answers on now (besides its subdomain), or null. */
  customDomain: string | null;
  /** Newest first: at most one pending claim and the verified claim of the bound domain. */
  claims: DomainClaimView[];
};

/** What the dashboard shows about an owner's custom domain; null for someone else's site. */
export async function getSiteDomain(
  db: Database,
  input: { siteId: string; ownerId: string },
  ctx: { platformHost: string },
): Promise<SiteDomain | null> {
  const site = await findOwnedSite(db, input);
  if (!site) return null;
  const rows = await db
    .select()
    .from(domainClaims)
    .where(eq(domainClaims.siteId, site.id))
    .orderBy(desc(domainClaims.createdAt));
  return { customDomain: site.customDomain, claims: rows.map((row) => domainClaimView(row, ctx.platformHost)) };
}
