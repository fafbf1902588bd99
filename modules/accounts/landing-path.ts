import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";

/** A path on this site, never another origin (`//evil.example` or `/\evil`). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (next === "/login" || next.startsWith("/login?") || next.startsWith("/login/")) return null;
  return next;
}

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
