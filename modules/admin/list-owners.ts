import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user, userSites } from "../../db/schema.ts";

export type OwnerListItem = {
  id: string;
  name: string;
  email: string;
  lang: "nl" | "en" | "pl";
  banned: boolean;
  createdAt: Date;
  /** Their site (one per owner for now), or null while they are still in the wizard. */
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

/** Every owner account with its site, newest sign-up first, for the admin area. */
export async function listOwners(db: Database): Promise<OwnerListItem[]> {
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
    .where(eq(user.role, "owner"))
    .orderBy(desc(user.createdAt), asc(user.id), asc(userSites.createdAt));
  // Should an owner have more than one site (made by hand), the list shows the oldest.
  const owners = new Map<string, OwnerListItem>();
  for (const row of rows) if (!owners.has(row.id)) owners.set(row.id, row);
  return [...owners.values()];
}
