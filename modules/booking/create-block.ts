import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import {
  bookableUnitById,
  inOwnerTransaction,
  isNightsTaken,
  type OwnerActionContext,
  type StaySummary,
  stayDates,
  summaryOf,
} from "../stays/owned-stay.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { expireRequests } from "./expire-requests.ts";

/** The longest label of a block ("Painting", "Family"), as the calendar shows it. */
export const BLOCK_LABEL_MAX = 80;

export type CreateBlockInput = {
  unitId: string;
  /** The first night blocked. */
  checkIn: StayDate;
  /** The day after the last night blocked. */
  checkOut: StayDate;
  label?: string | null | undefined;
};

export type CreateBlockResult =
  | { ok: true; stay: StaySummary }
  | { ok: false; reason: "unknown-unit" }
  | { ok: false; reason: "invalid-dates" }
  | { ok: false; reason: "label-too-long"; max: number }
  /** A booking, request, other block or imported event holds some of these nights. */
  | { ok: false; reason: "dates-taken" };

/**
 * The owner blocks nights of one of their units (their own stay, maintenance): no guest can
 * book them, and the exported calendar feeds show them taken. Nights already held are
 * refused by the exclusion constraint ("dates-taken"); requests whose hold ran out are
 * expired first, so they are no obstacle.
 */
export async function createBlock(
  db: Database,
  siteId: string,
  input: CreateBlockInput,
  ctx: OwnerActionContext,
): Promise<CreateBlockResult> {
  const dates = stayDates(input.checkIn, input.checkOut);
  if (!dates) return { ok: false, reason: "invalid-dates" };
  const label = input.label?.trim() || null;
  if (label && label.length > BLOCK_LABEL_MAX) return { ok: false, reason: "label-too-long", max: BLOCK_LABEL_MAX };
  const now = ctx.now ?? new Date();
  try {
    return await inOwnerTransaction(db, ctx.bookingEvents, async (tx, events): Promise<CreateBlockResult> => {
      const unit = await bookableUnitById(tx, siteId, input.unitId);
      if (!unit) return { ok: false, reason: "unknown-unit" };
      events.push(...(await expireRequests(tx, now, ctx.addressing, unit.id)));
      const [block] = await tx
        .insert(stays)
        .values({
          siteId,
          unitId: unit.id,
          kind: "block",
          status: "confirmed",
          ...dates,
          source: "manual",
          label,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!block) throw new Error("block not stored");
      events.push({ siteId, event: bookingEventOf(block, "blocked", await propertyTimeZone(tx, siteId)) });
      return { ok: true, stay: summaryOf(block) };
    });
  } catch (error) {
    if (isNightsTaken(error)) return { ok: false, reason: "dates-taken" };
    throw error;
  }
}
