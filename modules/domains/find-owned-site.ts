import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and forms; anything that is not a uuid matches nothing. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export type OwnedSite = { id: string; customDomain: string | null };

/** The site when it belongs to this owner; another owner's site is as good as missing. */
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
