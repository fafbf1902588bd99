import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leads, supportRequests, user, userSites } from "../../db/schema.ts";

export type OverviewCounts = { newLeads: number; openSupport: number; activeSites: number; owners: number };

/** The figures on the admin overview, counted in the database (the lists are paged). */
export async function countOverview(db: Database): Promise<OverviewCounts> {
  const [[newLeads], [openSupport], [activeSites], [owners]] = await Promise.all([
    db.select({ n: count() }).from(leads).where(eq(leads.status, "new")),
    db.select({ n: count() }).from(supportRequests).where(eq(supportRequests.status, "open")),
    db
      .select({ n: count() })
      .from(userSites)
      .innerJoin(user, eq(user.id, userSites.userId))
      .where(and(eq(userSites.status, "active"), eq(user.role, "owner"))),
    db.select({ n: count() }).from(user).where(eq(user.role, "owner")),
  ]);
  return {
    newLeads: newLeads?.n ?? 0,
    openSupport: openSupport?.n ?? 0,
    activeSites: activeSites?.n ?? 0,
    owners: owners?.n ?? 0,
  };
}
