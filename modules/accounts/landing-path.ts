import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { safeNextPath } from "./safe-next-path.ts";

/**
 * Where a person goes after signing in: where they were heading (`next`), else admins to
 * /admin, owners without a site yet to /onboarding, other owners to /dashboard.
 */
export async function landingPath(
  db: Database,
  person: { id: string; role?: string | null },
  next?: string | null,
): Promise<string> {
  const wanted = safeNextPath(next);
  if (person.role === "admin") return wanted ?? "/admin";
  if (wanted && !wanted.startsWith("/admin")) return wanted;
  const [site] = await db.select({ id: userSites.id }).from(userSites).where(eq(userSites.userId, person.id)).limit(1);
  return site ? "/dashboard" : "/onboarding";
}
