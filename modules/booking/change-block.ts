import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import {
  bookableUnitById,
  inOwnerTransaction,
  isNightsTaken,
  lockOwnedStay,
  type OwnerActionContext,
  type StaySummary,
  stayDates,
  summaryOf,
} from "../stays/owned-stay.ts";
import { promoteFreedConflicts } from "../stays/promote-freed-conflicts.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { BLOCK_LABEL_MAX } from "./create-block.ts";
import { expireRequests } from "./expire-requests.ts";

/** What the owner changes; anything left out stays as blocked. */
export type ChangeBlockInput = {
  /** Another active unit of the site. */
  unitId?: string | undefined;
  /** The first night blocked. */
  checkIn?: StayDate | undefined;
  /** The day after the last night blocked. */
  checkOut?: StayDate | undefined;
  /** Empty clears the label. */
  label?: string | null | undefined;
};

export type ChangeBlockResult =
  /** `changed` false: nothing differed, nothing was written or published. */
  | { ok: true; stay: StaySummary; changed: boolean }
  /** Not a block of the site (another site's, a booking, an imported event, none). */
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid-dates" }
  | { ok: false; reason: "label-too-long"; max: number }
  | { ok: false; reason: "unknown-unit" }
  /** A booking, request, other block or imported event holds some of the new nights. */
  | { ok: false; reason: "dates-taken" };

/**
 * The owner moves a block of their site (other nights, another unit) or renames it, instead
 * of lifting it and blocking again. The new nights are checked by the exclusion constraint in
 * the same transaction ("dates-taken", never an error), after requests whose hold ran out are
 * expired; a channel's stay that clashed with the block takes the nights it left. The exported
 * calendar feeds read the table, so they show the block where it now is.
 */
export async function changeBlock(
  db: Database,
  siteId: string,
  stayId: string,
  input: ChangeBlockInput,
  ctx: OwnerActionContext,
): Promise<ChangeBlockResult> {
  const label = input.label === undefined ? undefined : input.label?.trim() || null;
  if (label && label.length > BLOCK_LABEL_MAX) return { ok: false, reason: "label-too-long", max: BLOCK_LABEL_MAX };
  const now = ctx.now ?? new Date();
  try {
    return await inOwnerTransaction(db, ctx.bookingEvents, async (tx, events): Promise<ChangeBlockResult> => {
      const block = await lockOwnedStay(tx, siteId, stayId);
      if (block?.kind !== "block" || block.status !== "confirmed") return { ok: false, reason: "not-found" };
      const dates = stayDates(input.checkIn ?? block.checkIn, input.checkOut ?? block.checkOut);
      if (!dates) return { ok: false, reason: "invalid-dates" };
      const unit = await bookableUnitById(tx, siteId, input.unitId ?? block.unitId, block.unitId);
      if (!unit) return { ok: false, reason: "unknown-unit" };

      const moved = unit.id !== block.unitId || dates.checkIn !== block.checkIn || dates.checkOut !== block.checkOut;
      const renamed = label !== undefined && label !== block.label;
      if (!moved && !renamed) return { ok: true, stay: summaryOf(block), changed: false };

      // Requests whose hold ran out stop holding the nights the block may move onto.
      events.push(...(await expireRequests(tx, now, ctx.addressing, unit.id)));
      const [changed] = await tx
        .update(stays)
        .set({ unitId: unit.id, ...dates, ...(label === undefined ? {} : { label }), updatedAt: now })
        .where(eq(stays.id, block.id))
        .returning();
      if (!changed) throw new Error("block not changed");
      // A channel's stay that clashed with the block on the nights it left takes them.
      if (moved) await promoteFreedConflicts(tx, block.unitId, now);
      events.push({ siteId, event: bookingEventOf(changed, "changed", await propertyTimeZone(tx, siteId)) });
      return { ok: true, stay: summaryOf(changed), changed: true };
    });
  } catch (error) {
    if (isNightsTaken(error)) return { ok: false, reason: "dates-taken" };
    throw error;
  }
}
