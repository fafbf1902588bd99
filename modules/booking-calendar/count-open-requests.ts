import { and, count, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";

/** The site's booking requests still waiting for the owner's answer (their hold has not run out). */
export async function countOpenRequests(db: Database, siteId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stays)
    .where(
      and(
        eq(stays.siteId, siteId),
        eq(stays.status, "request"),
        eq(stays.holdFor, "decision"),
        gt(stays.holdExpiresAt, now),
      ),
    );
  return row?.n ?? 0;
}
