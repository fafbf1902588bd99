import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ownerNotificationPreferences } from "../../db/schema.ts";

/**
 * The emails about their site an owner may switch off, each the owner emails it covers:
 * booking-received, booking-request-received (locked: a request waits for their decision
 * within its hold), the payment emails, guest messages that were held or failed (queued by
 * modules/guest-messages), and calendar sync trouble.
 */
export const OWNER_NOTIFICATION_KINDS = [
  "new_booking",
  "booking_request",
  "payment_received",
  "payment_failed",
  "cancellation_refund",
  "guest_message_trouble",
  "calendar_sync",
] as const;
export type OwnerNotificationKind = (typeof OWNER_NOTIFICATION_KINDS)[number];

/** Kinds the owner cannot switch off, and why (the page says so beside the locked switch). */
export const LOCKED_NOTIFICATIONS: ReadonlySet<OwnerNotificationKind> = new Set(["booking_request"]);

export function isOwnerNotificationKind(value: unknown): value is OwnerNotificationKind {
  return typeof value === "string" && (OWNER_NOTIFICATION_KINDS as readonly string[]).includes(value);
}

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
