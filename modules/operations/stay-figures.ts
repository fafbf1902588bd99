import { count, gte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { isoDay } from "./iso-day.ts";

export const STAY_STATUSES = ["request", "confirmed", "conflict", "declined", "cancelled", "expired"] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

export type StayFigures = {
  /** Bookings on the books from today on (check-out today or later), by status. */
  bookings: Record<StayStatus, number>;
  /** Imported events in conflict with a booking, from today on: an owner must act. */
  openConflicts: number;
};

/**
 * Stays from today on (stays_check_out_status_idx): past stays are history and would make
 * the count grow for ever; what is on the books now is what an operator watches.
 */
export async function stayFigures(db: Database, now: Date): Promise<StayFigures> {
  const rows = await db
    .select({ kind: stays.kind, status: stays.status, n: count() })
    .from(stays)
    .where(gte(stays.checkOut, isoDay(now)))
    .groupBy(stays.kind, stays.status);
  const bookings = Object.fromEntries(STAY_STATUSES.map((status) => [status, 0])) as Record<StayStatus, number>;
  let openConflicts = 0;
  for (const row of rows) {
    if (row.kind === "booking") bookings[row.status] += row.n;
    if (row.status === "conflict") openConflicts += row.n;
  }
  return { bookings, openConflicts };
}
