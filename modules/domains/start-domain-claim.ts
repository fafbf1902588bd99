import { randomBytes } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { domainClaims } from "../../db/schema.ts";
import { type DomainClaimView, domainClaimView } from "./domain-claim-view.ts";
import { findOwnedSite } from "./find-owned-site.ts";
import { isDomainTakenElsewhere } from "./is-domain-taken-elsewhere.ts";
import { normalizeDomain } from "./normalize-domain.ts";

export type StartDomainClaimResult =
  | { ok: true; claim: DomainClaimView }
  /** not-found: no such site of this owner; taken: connected to another site. */
  | { ok: false; reason: "not-found" | "invalid" | "ip-address" | "reserved" | "taken" };

/** 32 random bytes, base64url: 43 characters that survive any DNS control panel. */
export function newClaimToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Starts (or restarts) connecting an owner's own domain to their site. Every call makes a
 * fresh token and drops the site's other pending claims; the domain the site is bound to
 * keeps working until a new one is verified. Adding the domain the site already has
 * returns its verified claim unchanged.
 */
export async function startDomainClaim(
  db: Database,
  input: { siteId: string; ownerId: string; domain: string },
  ctx: { appDomain: string; platformHost: string },
): Promise<StartDomainClaimResult> {
  const site = await findOwnedSite(db, input);
  if (!site) return { ok: false, reason: "not-found" };
  const normalized = normalizeDomain(input.domain, ctx);
  if (!normalized.ok) return normalized;
  const { domain } = normalized;

  if (site.customDomain === domain) {
    const [current] = await db
      .select()
      .from(domainClaims)
      .where(
        and(eq(domainClaims.siteId, site.id), eq(domainClaims.domain, domain), eq(domainClaims.status, "verified")),
      );
    if (current) return { ok: true, claim: domainClaimView(current, ctx.platformHost) };
  }
  if (await isDomainTakenElsewhere(db, domain, site.id)) return { ok: false, reason: "taken" };

  const claim = await db.transaction(async (tx) => {
    await tx
      .delete(domainClaims)
      .where(
        and(eq(domainClaims.siteId, site.id), or(eq(domainClaims.status, "pending"), eq(domainClaims.domain, domain))),
      );
    // A second click racing this one may have inserted the same pair: take over its row.
    const [row] = await tx
      .insert(domainClaims)
      .values({ siteId: site.id, domain, token: newClaimToken() })
      .onConflictDoUpdate({
        target: [domainClaims.siteId, domainClaims.domain],
        set: {
          token: sql`excluded.token`,
          createdAt: sql`now()`,
          lastCheckedAt: null,
          lastError: null,
        },
        setWhere: eq(domainClaims.status, "pending"),
      })
      .returning();
    return row;
  });
  if (claim) return { ok: true, claim: domainClaimView(claim, ctx.platformHost) };

  // The racing request verified it meanwhile.
  const [verified] = await db
    .select()
    .from(domainClaims)
    .where(and(eq(domainClaims.siteId, site.id), eq(domainClaims.domain, domain)));
  if (!verified) throw new Error("domain claim vanished while being created");
  return { ok: true, claim: domainClaimView(verified, ctx.platformHost) };
}
