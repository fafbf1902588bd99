import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { domainClaims, userSites } from "../../db/schema.ts";
import { findOwnedSite } from "./find-owned-site.ts";

export type RemoveCustomDomainResult = { ok: true; removed: string | null } | { ok: false; reason: "not-found" };

/**
 * Disconnects the site's own domain and forgets every claim of the site, so the domain is
 * free for anyone and adding it again needs a new token. `removed` is the domain that was
 * bound, if any.
 */
export async function removeCustomDomain(
  db: Database,
  input: { siteId: string; ownerId: string },
  ctx: { onSiteChanged: () => void; now?: Date },
): Promise<RemoveCustomDomainResult> {
  const site = await findOwnedSite(db, input);
  if (!site) return { ok: false, reason: "not-found" };
  await db.transaction(async (tx) => {
    await tx
      .update(userSites)
      .set({ customDomain: null, updatedAt: ctx.now ?? new Date() })
      .where(eq(userSites.id, site.id));
    await tx.delete(domainClaims).where(eq(domainClaims.siteId, site.id));
  });
  if (site.customDomain) ctx.onSiteChanged();
  return { ok: true, removed: site.customDomain };
}
