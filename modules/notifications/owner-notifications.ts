import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ownerNotificationPreferences } from "../../db/schema.ts";
import { LOCKED_NOTIFICATIONS, OWNER_NOTIFICATION_KINDS, type OwnerNotificationKind } from "./notification-kinds.ts";

/**
 * Whether the owner of `siteId` gets emails of `kind`: yes unless they switched it off, and
 * always for a locked kind. Called where those emails are queued, in the same transaction.
 */
export async function ownerWants(db: Database, siteId: string, kind: OwnerNotificationKind): Promise<boolean> {
  if (LOCKED_NOTIFICATIONS.has(kind)) return true;
  const [row] = await db
    .select({ enabled: ownerNotificationPreferences.enabled })
    .from(ownerNotificationPreferences)
    .where(and(eq(ownerNotificationPreferences.siteId, siteId), eq(ownerNotificationPreferences.kind, kind)))
    .limit(1);
  return row?.enabled ?? true;
}

/** Every kind with whether it is on (default on), for the settings page. */
export async function ownerNotificationsOf(
  db: Database,
  siteId: string,
): Promise<Record<OwnerNotificationKind, boolean>> {
  const rows = await db
    .select()
    .from(ownerNotificationPreferences)
    .where(eq(ownerNotificationPreferences.siteId, siteId));
  const stored = new Map(rows.map((r) => [r.kind, r.enabled]));
  return Object.fromEntries(
    OWNER_NOTIFICATION_KINDS.map((kind) => [kind, LOCKED_NOTIFICATIONS.has(kind) || (stored.get(kind) ?? true)]),
  ) as Record<OwnerNotificationKind, boolean>;
}

/** Stores the owner's choice for every kind at once (the form sends the ones left on); locked kinds stay on. */
export async function saveOwnerNotifications(
  db: Database,
  siteId: string,
  on: ReadonlySet<OwnerNotificationKind>,
  now = new Date(),
): Promise<void> {
  const rows = OWNER_NOTIFICATION_KINDS.filter((kind) => !LOCKED_NOTIFICATIONS.has(kind)).map((kind) => ({
    siteId,
    kind,
    enabled: on.has(kind),
    updatedAt: now,
  }));
  await db
    .insert(ownerNotificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [ownerNotificationPreferences.siteId, ownerNotificationPreferences.kind],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
}
