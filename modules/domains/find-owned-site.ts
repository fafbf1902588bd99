import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";

export type OwnedSite = { id: string; customDomain: string | null };

/**
 * The site when it belongs to this owner; another owner's site is as good as missing, and
 * so is a malformed id (the pages answer 404 for both, never 500).
 */
export async function findOwnedSite(
  db: Database,
  { siteId, ownerId }: { siteId: string; ownerId: string },
): Promise<OwnedSite | null> {
  if (!isUuid(siteId) || !isUuid(ownerId)) return null;
  const rows = await db
    .select({ id: userSites.id, customDomain: userSites.customDomain })
    .from(userSites)
    .where(and(eq(userSites.id, siteId), eq(userSites.userId, ownerId)))
    .limit(1);
  return rows[0] ?? null;
}
