import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { seedOwner } from "../seed/demo-accounts.ts";

/** A builder for tests and benchmarks that need an owner's site. */

let sites = 0;

/** A Dutch owner with a site of their own and no units yet; names and addresses never repeat within a run. */
export async function ownerWithSite(db: Database, site: { subdomain?: string; siteName?: string } = {}) {
  sites += 1;
  const owner = await seedOwner(db, { name: `Eigenaar ${sites}`, email: `eigenaar-${sites}@example.nl`, lang: "nl" });
  const [row] = await db
    .insert(userSites)
    .values({
      userId: owner.id,
      themeName: "warm-cozy",
      siteName: site.siteName ?? `Site ${sites}`,
      subdomain: site.subdomain ?? `site-${sites}`,
    })
    .returning({ id: userSites.id });
  if (!row) throw new Error("no site");
  return { siteId: row.id, ownerId: owner.id };
}
