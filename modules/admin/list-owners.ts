import { and, desc, eq, notExists, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accountDeletions, user, userSites } from "../../db/schema.ts";
import { keysetPage, olderThan, pageLimit } from "../pagination/keyset-page.ts";

export type OwnerListItem = {
  id: string;
  name: string;
  email: string;
  lang: "nl" | "en" | "pl";
  banned: boolean;
  createdAt: Date;
  /** Their site (the database keeps one per owner), or null while they are still in the wizard. */
  site: {
    id: string;
    siteName: string;
    status: "active" | "inactive";
    themeName: string;
    subdomain: string;
    customDomain: string | null;
    createdAt: Date;
  } | null;
};

export type OwnerPage = {
  owners: OwnerListItem[];
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: string | null;
};

/**
 * Owner accounts with their site for the admin area, newest sign-up first, `limit` at a
 * time; `before` is the id of the last owner already shown (from `nextBefore`).
 */
export async function listOwners(db: Database, opts: { before?: string; limit?: number } = {}): Promise<OwnerPage> {
  // The anonymous records a deleted account leaves for its invoices are nobody to list.
  const purged = sql`(select 1 from ${accountDeletions} where ${accountDeletions.userId} = ${user.id} and ${accountDeletions.purgedAt} is not null)`;
  const conditions: SQL[] = [eq(user.role, "owner"), notExists(purged)];
  if (opts.before !== undefined) conditions.push(olderThan(db, user, user.createdAt, user.id, opts.before));
  const limit = pageLimit(opts.limit);
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      lang: user.lang,
      banned: user.banned,
      createdAt: user.createdAt,
      site: {
        id: userSites.id,
        siteName: userSites.siteName,
        status: userSites.status,
        themeName: userSites.themeName,
        subdomain: userSites.subdomain,
        customDomain: userSites.customDomain,
        createdAt: userSites.createdAt,
      },
    })
    .from(user)
    .leftJoin(userSites, eq(userSites.userId, user.id))
    .where(and(...conditions))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(limit + 1);
  const page = keysetPage(rows, limit);
  return { owners: page.rows, nextBefore: page.nextBefore };
}
