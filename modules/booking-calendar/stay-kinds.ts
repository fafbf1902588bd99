import type { stays } from "../../db/schema.ts";

/**
 * What a row of the stays table is and where it came from, as the owner's calendar sorts
 * and colours them. The names are the database's (db/schema/booking.ts).
 */
export type StayKind = (typeof stays.$inferSelect)["kind"];
export type StayStatus = (typeof stays.$inferSelect)["status"];

export const STAY_KINDS = ["booking", "block", "import"] as const satisfies readonly StayKind[];
export const STAY_STATUSES = [
  "request",
  "confirmed",
  "conflict",
  "declined",
  "cancelled",
  "expired",
] as const satisfies readonly StayStatus[];

/** direct: booked on the owner's site; manual: entered by the owner; the rest: the channel of an import. */
export const STAY_SOURCES = ["direct", "manual", "airbnb", "booking", "vrbo", "google", "other"] as const;
export type StaySource = (typeof STAY_SOURCES)[number];

export function isStayKind(value: unknown): value is StayKind {
  return (STAY_KINDS as readonly unknown[]).includes(value);
}

export function isStayStatus(value: unknown): value is StayStatus {
  return (STAY_STATUSES as readonly unknown[]).includes(value);
}

/** An unknown source (a channel added later) is shown as "other". */
export function staySource(value: string): StaySource {
  return (STAY_SOURCES as readonly string[]).includes(value) ? (value as StaySource) : "other";
}

/**
 * The status as the owner should see it now: a request whose hold has run out no longer
 * holds its dates, even before the expiry job has marked it expired.
 */
export function currentStatus(stay: { status: StayStatus; holdExpiresAt: Date | null }, now: Date): StayStatus {
  if (stay.status === "request" && stay.holdExpiresAt !== null && stay.holdExpiresAt.getTime() <= now.getTime()) {
    return "expired";
  }
  return stay.status;
}
