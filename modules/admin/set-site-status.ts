import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type OwnerSite, ownerSiteColumns, toOwnerSite } from "../sites/create-owner-site.ts";

export type SiteStatus = "active" | "inactive";

export type SetSiteStatusResult =
  | { ok: true; site: OwnerSite }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid-status" };

/**
 * An admin switches a site on or off. An inactive site stops resolving (SiteDirectory
 * serves only active ones) once `onSiteChanged` has cleared its cache; its subdomain stays
 * reserved for it. Audited with the status before and after; no entry when nothing changed.
 */
export async function setSiteStatus(
  db: Database,
  opts: { actorId: string; siteId: string; status: SiteStatus; onSiteChanged: () => void },
): Promise<SetSiteStatusResult> {
  assertUuid(opts.actorId, "actorId");
  assertUuid(opts.siteId, "siteId");
  if (opts.status !== "active" && opts.status !== "inactive") return { ok: false, reason: "invalid-status" };
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select(ownerSiteColumns)
      .from(userSites)
      .where(eq(userSites.id, opts.siteId))
      .for("update");
    if (!current) return null;
    if (current.status === opts.status) return { site: toOwnerSite(current), changed: false };
    const [row] = await tx
      .update(userSites)
      .set({ status: opts.status, updatedAt: new Date() })
      .where(eq(userSites.id, current.id))
      .returning(ownerSiteColumns);
    if (!row) throw new Error("site vanished");
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: "site.status",
      targetType: "site",
      targetId: row.id,
      details: { before: current.status, after: row.status, subdomain: row.subdomain },
    });
    return { site: toOwnerSite(row), changed: true };
  });
  if (!result) return { ok: false, reason: "not-found" };
  if (result.changed) opts.onSiteChanged();
  return { ok: true, site: result.site };
}
