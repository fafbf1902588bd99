import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import type { ThemeName } from "./themes.ts";

export type ActiveSite = {
  id: string;
  userId: string;
  themeName: ThemeName;
  siteName: string;
  subdomain: string;
  customDomain: string | null;
};

/** The active site for a subdomain or a custom domain, or null. */
export async function findActiveSite(
  db: Database,
  by: { subdomain: string } | { customDomain: string },
): Promise<ActiveSite | null> {
  const match = "subdomain" in by ? eq(userSites.subdomain, by.subdomain) : eq(userSites.customDomain, by.customDomain);
  const rows = await db
    .select({
      id: userSites.id,
      userId: userSites.userId,
      themeName: userSites.themeName,
      siteName: userSites.siteName,
      subdomain: userSites.subdomain,
      customDomain: userSites.customDomain,
    })
    .from(userSites)
    .where(and(match, eq(userSites.status, "active")))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, themeName: row.themeName as ThemeName } : null;
}
