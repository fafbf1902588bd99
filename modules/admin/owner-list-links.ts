import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";

/**
 * Where each of these owners stands in the admin's owner list (listOwners: newest sign-up
 * first, paged by `before`): the `before` cursor of the page that starts with them, i.e. the
 * id of the owner listed just above, or null for the newest owner (the first page). Another
 * admin page links to an owner as `/admin/owners?before=…` this way. Ids that are not
 * owners are left out.
 */
export async function ownerListCursors(db: Database, ownerIds: readonly string[]): Promise<Map<string, string | null>> {
  const wanted = [...new Set(ownerIds)];
  for (const id of wanted) assertUuid(id, "ownerId");
  if (wanted.length === 0) return new Map();
  // Written out: Drizzle leaves the table off column names in a one-table select, and the
  // subquery reads the same table.
  const rows = await db
    .select({
      id: user.id,
      before: sql<string | null>`(
        select newer.id from "user" newer
        where newer.role = 'owner' and (newer.created_at, newer.id) > ("user".created_at, "user".id)
        order by newer.created_at, newer.id
        limit 1
      )`,
    })
    .from(user)
    .where(and(inArray(user.id, wanted), eq(user.role, "owner")));
  return new Map(rows.map((row) => [row.id, row.before]));
}

/** The admin owner list's page that starts with this owner. */
export function ownerListHref(before: string | null | undefined): string {
  return before ? `/admin/owners?before=${encodeURIComponent(before)}` : "/admin/owners";
}
