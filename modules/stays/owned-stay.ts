import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/constraint-violation.ts";
import { rentalUnits, stays } from "../../db/schema.ts";
import { nightsBetween, parseStayDate, type StayDate } from "../dates/stay-date.ts";
import { isUuid } from "../ids/uuid.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import type { BookingEvent, BookingEventPublisher } from "./booking-events.ts";

/**
 * What the owner's booking actions (accept, decline, cancel, change, book by hand, block)
 * share: the stay looked up within the owner's own site only, and locked for the change; the
 * unit checked the same way; the result the calendar shows; events published once committed.
 */

export type StayRow = typeof stays.$inferSelect;

/**
 * What every owner action needs besides its input: where email links lead, the process's live
 * calendar events, and the moment (tests fix it).
 */
export type OwnerActionContext = { addressing: SiteAddressing; bookingEvents: BookingEventPublisher; now?: Date };

/** A stay as an action leaves it, for the page to show and link to. */
export type StaySummary = {
  id: string;
  unitId: string;
  kind: StayRow["kind"];
  status: StayRow["status"];
  source: string;
  reference: string | null;
  checkIn: StayDate;
  checkOut: StayDate;
  guestName: string | null;
  adults: number;
  children: number;
  totalCents: number;
  refundCents: number | null;
  holdExpiresAt: Date | null;
};

export function summaryOf(stay: StayRow): StaySummary {
  return {
    id: stay.id,
    unitId: stay.unitId,
    kind: stay.kind,
    status: stay.status,
    source: stay.source,
    reference: stay.reference,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guestName: stay.guestName,
    adults: stay.adults,
    children: stay.children,
    totalCents: stay.totalCents,
    refundCents: stay.refundCents,
    holdExpiresAt: stay.holdExpiresAt,
  };
}

/**
 * The site's stay, locked until the transaction ends, so two changes to it (the owner
 * accepting while the expiry job expires, two tabs) happen one after the other. Null for a
 * stay of another site, a missing one or a malformed id: all are "not found" to the owner.
 */
export async function lockOwnedStay(tx: Database, siteId: string, stayId: string): Promise<StayRow | null> {
  if (!isUuid(stayId)) return null;
  const [row] = await tx
    .select()
    .from(stays)
    .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/**
 * The site's unit with this id, as much as a booking by the owner needs: an active one, or
 * `current` (the unit a booking already has, even if archived since); null otherwise.
 */
export async function bookableUnitById(
  tx: Database,
  siteId: string,
  unitId: string,
  current?: string,
): Promise<{ id: string; maxGuests: number } | null> {
  if (!isUuid(unitId)) return null;
  const [row] = await tx
    .select({ id: rentalUnits.id, maxGuests: rentalUnits.maxGuests, status: rentalUnits.status })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.id, unitId), eq(rentalUnits.siteId, siteId)))
    .limit(1);
  if (!row || (row.status !== "active" && row.id !== current)) return null;
  return { id: row.id, maxGuests: row.maxGuests };
}

/** Adults and children a stay can hold (the table's own limits). */
export function isPartySize(adults: unknown, children: unknown): boolean {
  const count = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 500;
  return count(adults) && count(children);
}

/** Real dates with check-out after check-in, or null. */
export function stayDates(checkIn: unknown, checkOut: unknown): { checkIn: StayDate; checkOut: StayDate } | null {
  const first = parseStayDate(checkIn);
  const last = parseStayDate(checkOut);
  if (!first || !last || nightsBetween(first, last) < 1) return null;
  return { checkIn: first, checkOut: last };
}

/** A whole number of cents between 0 and `max` (€10,000,000 by default). */
export function isCents(value: unknown, max = 1_000_000_000): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max;
}

/** The longest note an owner sends a guest with a decline, cancellation or change. */
export const OWNER_MESSAGE_MAX = 2000;

/** One site's event, made inside the transaction (its time zone read there), published after commit. */
export type SiteBookingEvent = { siteId: string; event: BookingEvent };

/** Publishes events of changes that are now committed. */
export function publishCommitted(bus: BookingEventPublisher, events: readonly SiteBookingEvent[]): void {
  for (const { siteId, event } of events) bus.publish(siteId, event);
}

/**
 * Runs an owner's change in one transaction and publishes the events it collected once that
 * has committed. A refusal commits too: the requests it found run out stay expired, and the
 * calendar hears of them.
 */
export async function inOwnerTransaction<T>(
  db: Database,
  bus: BookingEventPublisher,
  change: (tx: Database, events: SiteBookingEvent[]) => Promise<T>,
): Promise<T> {
  const events: SiteBookingEvent[] = [];
  const result = await db.transaction((tx) => change(tx, events));
  publishCommitted(bus, events);
  return result;
}

/** Whether a write failed because another stay of the unit holds some of the nights (its transaction rolled back). */
export function isNightsTaken(error: unknown): boolean {
  return isExclusionViolation(error, "stays_no_overlap");
}
