import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";
import type { SubscriptionRow } from "./subscription-lines.ts";

/** The owner's subscription that is not cancelled (at most one: subscriptions_one_open_per_owner), locked when asked. */
export async function openSubscriptionOf(
  tx: Database,
  userId: string,
  lock: "lock" | "read" = "read",
): Promise<SubscriptionRow | null> {
  const query = tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.state, "cancelled")));
  const [row] = lock === "lock" ? await query.for("update") : await query;
  return row ?? null;
}

/** The owner's subscription as the billing pages show it: the open one, else the latest cancelled one. */
export async function currentSubscriptionOf(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const open = await openSubscriptionOf(db, userId);
  if (open) return open;
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return latest ?? null;
}
