import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/constraint-violation.ts";
import { domainClaims, userSites } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";
import { checkDomainPointing, type DomainPointing } from "./check-domain-pointing.ts";
import { VERIFICATION_PREFIX, verificationRecord } from "./dns-instructions.ts";
import { type DnsLookup, errorCode, isNoRecord } from "./dns-lookup.ts";
import { DOMAIN_ERROR_KEYS, type DomainError, domainError } from "./domain-errors.ts";
import { isDomainTakenElsewhere } from "./is-domain-taken-elsewhere.ts";

export type TxtFailure = "txt-missing" | "txt-mismatch" | "dns-timeout" | "dns-failed";

export type VerifyDomainClaimResult =
  | { ok: true; domain: string; pointing: DomainPointing }
  /** No such claim on a site of this owner (also after the domain was removed). */
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "taken"; error: DomainError }
  | { ok: false; reason: TxtFailure; error: DomainError; pointing: DomainPointing };

export type VerifyDomainContext = {
  dns: DnsLookup;
  platformHost: string;
  /** Called once the site's domain changed, e.g. SiteDirectory.invalidate. */
  onSiteChanged: () => void;
  now?: Date;
};

type TxtCheck = { ok: true } | { ok: false; reason: TxtFailure; error: DomainError };

/** Looks for `vayvista-verify={token}` among the TXT records of `_vayvista.{domain}`. */
async function checkTxt(dns: DnsLookup, domain: string, token: string): Promise<TxtCheck> {
  const { name, value } = verificationRecord(domain, token);
  let values: string[];
  try {
    // A long TXT value arrives in chunks of at most 255 characters.
    values = (await dns.resolveTxt(name)).map((chunks) => chunks.join("").trim());
  } catch (error) {
    if (isNoRecord(error)) values = [];
    else if (errorCode(error) === "ETIMEOUT") {
      return { ok: false, reason: "dns-timeout", error: domainError(DOMAIN_ERROR_KEYS.dnsTimeout, { record: name }) };
    } else {
      return { ok: false, reason: "dns-failed", error: domainError(DOMAIN_ERROR_KEYS.dnsFailed, { record: name }) };
    }
  }
  if (values.includes(value)) return { ok: true };
  const found = values.find((v) => v.startsWith(VERIFICATION_PREFIX));
  if (found) {
    const params = { record: name, value, found: found.slice(0, 120) };
    return { ok: false, reason: "txt-mismatch", error: domainError(DOMAIN_ERROR_KEYS.txtMismatch, params) };
  }
  return {
    ok: false,
    reason: "txt-missing",
    error: domainError(DOMAIN_ERROR_KEYS.txtMissing, { record: name, value }),
  };
}

/**
 * Checks an owner's claim in DNS and binds the domain to their site when, and only when,
 * the TXT record carries the claim's token. Also reports whether the domain already points
 * at the platform host, as advice. Failures are kept on the claim for the dashboard.
 * A domain bound to another site is refused, also when two sites race for it.
 */
export async function verifyDomainClaim(
  db: Database,
  input: { claimId: string; ownerId: string },
  ctx: VerifyDomainContext,
): Promise<VerifyDomainClaimResult> {
  if (!isUuid(input.claimId) || !isUuid(input.ownerId)) return { ok: false, reason: "not-found" };
  const [found] = await db
    .select({ claim: domainClaims, boundDomain: userSites.customDomain })
    .from(domainClaims)
    .innerJoin(userSites, eq(userSites.id, domainClaims.siteId))
    .where(and(eq(domainClaims.id, input.claimId), eq(userSites.userId, input.ownerId)))
    .limit(1);
  if (!found) return { ok: false, reason: "not-found" };
  const { claim } = found;
  const now = ctx.now ?? new Date();

  const recordProblem = (error: DomainError) =>
    db.update(domainClaims).set({ lastCheckedAt: now, lastError: error }).where(eq(domainClaims.id, claim.id));
  const taken = async (): Promise<VerifyDomainClaimResult> => {
    const error = domainError(DOMAIN_ERROR_KEYS.taken, { domain: claim.domain });
    await recordProblem(error);
    return { ok: false, reason: "taken", error };
  };

  if (await isDomainTakenElsewhere(db, claim.domain, claim.siteId)) return taken();

  const [txt, pointing] = await Promise.all([
    checkTxt(ctx.dns, claim.domain, claim.token),
    checkDomainPointing(ctx.dns, claim.domain, ctx.platformHost),
  ]);

  // Once bound, the owner may tidy the TXT record away; the binding stays.
  if (claim.status === "verified" && found.boundDomain === claim.domain) {
    await db.update(domainClaims).set({ lastCheckedAt: now, lastError: null }).where(eq(domainClaims.id, claim.id));
    return { ok: true, domain: claim.domain, pointing };
  }
  if (!txt.ok) {
    await recordProblem(txt.error);
    return { ...txt, pointing };
  }

  let bound: boolean;
  try {
    bound = await db.transaction(async (tx) => {
      const updated = await tx
        .update(domainClaims)
        .set({ status: "verified", verifiedAt: now, lastCheckedAt: now, lastError: null })
        .where(eq(domainClaims.id, claim.id))
        .returning({ id: domainClaims.id });
      if (updated.length === 0) return false; // removed meanwhile
      await tx
        .update(userSites)
        .set({ customDomain: claim.domain, updatedAt: now })
        .where(eq(userSites.id, claim.siteId));
      // The site's earlier domain and any other pending claim are replaced by this one.
      await tx.delete(domainClaims).where(and(eq(domainClaims.siteId, claim.siteId), ne(domainClaims.id, claim.id)));
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
  if (!bound) return { ok: false, reason: "not-found" };
  ctx.onSiteChanged();
  return { ok: true, domain: claim.domain, pointing };
}
