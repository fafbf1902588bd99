// The kinds alone, without the database: the settings page's script shows them (its bundle
// must hold no database schema).

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
