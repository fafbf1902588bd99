import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { checkSubdomainRules } from "./subdomain-rules.ts";

export type CheckSubdomainResult =
  | { ok: true; subdomain: string }
  | { ok: false; reason: "invalid" | "reserved" | "taken" };

/**
 * Whether an owner may use a subdomain: the rules, then whether another site (active or
 * not) holds it. `exceptSiteId` is the owner's own site, so keeping its name is fine.
 * Advice for forms only: the unique index decides when the name is saved.
 */
export async function checkSubdomain(
  db: Database,
  candidate: string,
  opts: { exceptSiteId?: string } = {},
): Promise<CheckSubdomainResult> {
  const rules = checkSubdomainRules(candidate);
  if (!rules.ok) return rules;
  const sameName = eq(userSites.subdomain, rules.subdomain);
  const rows = await db
    .select({ id: userSites.id })
    .from(userSites)
    .where(opts.exceptSiteId ? and(sameName, ne(userSites.id, opts.exceptSiteId)) : sameName)
    .limit(1);
  return rows.length > 0 ? { ok: false, reason: "taken" } : rules;
}
