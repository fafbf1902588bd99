import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";
import { type BookingEventPublisher, bookingEventOf } from "../stays/booking-events.ts";
import { publishCommitted } from "../stays/owned-stay.ts";
import { promoteFreedConflicts } from "../stays/promote-freed-conflicts.ts";
import { propertyTimeZone } from "./bookable-unit.ts";

export type RemoveBlockResult = { ok: true } | { ok: false; reason: "not-found" };

/**
 * The owner lifts a block of their site: the row goes (a block is not kept for the books) and
 * its nights are free at once (a channel's stay that clashed with it takes them first). Only blocks: a booking is cancelled, an imported event goes
 * when its channel's calendar drops it. Another site's block, or no block, is not found.
 */
export async function removeBlock(
  db: Database,
  siteId: string,
  stayId: string,
  bookingEvents: BookingEventPublisher,
): Promise<RemoveBlockResult> {
  if (!isUuid(stayId)) return { ok: false, reason: "not-found" };
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(stays)
      .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId), eq(stays.kind, "block")))
      .returning();
    if (row) await promoteFreedConflicts(tx, row.unitId, new Date());
    return row;
  });
  if (!removed) return { ok: false, reason: "not-found" };
  publishCommitted(bookingEvents, [
    { siteId, event: bookingEventOf(removed, "unblocked", await propertyTimeZone(db, siteId)) },
  ]);
  return { ok: true };
}
