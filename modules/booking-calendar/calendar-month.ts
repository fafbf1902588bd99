import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import type { SiteText } from "../i18n/site-languages.ts";
import { currentStatus, type StayKind, type StaySource, type StayStatus, staySource } from "./stay-kinds.ts";

/** A row of the calendar: one unit of the site. */
export type CalendarUnit = { id: string; name: SiteText; archived: boolean };

/** A stay as a bar on the calendar: enough to draw and name it; the rest is on its own page. */
export type CalendarStay = {
  id: string;
  unitId: string;
  kind: StayKind;
  status: StayStatus;
  source: StaySource;
  checkIn: StayDate;
  checkOut: StayDate;
  reference: string | null;
  guestName: string | null;
  /** A block's label, an import's summary from the channel. */
  label: string | null;
  adults: number;
  children: number;
  holdExpiresAt: Date | null;
  /** What a request's hold waits for: the owner's decision, or the guest's first payment. */
  holdFor: "decision" | "payment";
};

/** The columns of a CalendarStay, as stored (status and source are read by stay-kinds.ts). */
export const CALENDAR_STAY_COLUMNS = {
  id: stays.id,
  unitId: stays.unitId,
  kind: stays.kind,
  status: stays.status,
  source: stays.source,
  checkIn: stays.checkIn,
  checkOut: stays.checkOut,
  reference: stays.reference,
  guestName: stays.guestName,
  label: stays.label,
  adults: stays.adults,
  children: stays.children,
  holdExpiresAt: stays.holdExpiresAt,
  holdFor: stays.holdFor,
};

/** Every unit of the site in the owner's order, archived ones marked: the rows, and the list's filter. */
export async function calendarUnits(db: Database, siteId: string): Promise<CalendarUnit[]> {
  const rows = await db
    .select({ id: rentalUnits.id, name: rentalUnits.name, status: rentalUnits.status })
    .from(rentalUnits)
    .where(eq(rentalUnits.siteId, siteId))
    .orderBy(asc(rentalUnits.position), asc(rentalUnits.createdAt));
  return rows.map((unit) => ({ id: unit.id, name: unit.name as SiteText, archived: unit.status === "archived" }));
}

/** The statuses a calendar shows: what holds dates, and imports in conflict (shown in red). */
const SHOWN: StayStatus[] = ["request", "confirmed", "conflict"];

/**
 * The site's units and the stays that touch the days [from, to): bookings, holds of open
 * requests, owner blocks, imported events and conflicts. Archived units appear only when a
 * stay of theirs falls in the window; a request whose hold has run out is left out, as it
 * no longer holds anything.
 */
export async function calendarMonth(
  db: Database,
  siteId: string,
  window: { from: StayDate; to: StayDate; now: Date },
): Promise<{ units: CalendarUnit[]; stays: CalendarStay[] }> {
  const [unitRows, stayRows] = await Promise.all([
    calendarUnits(db, siteId),
    db
      .select(CALENDAR_STAY_COLUMNS)
      .from(stays)
      .where(
        and(
          eq(stays.siteId, siteId),
          inArray(stays.status, SHOWN),
          lt(stays.checkIn, window.to),
          gt(stays.checkOut, window.from),
        ),
      )
      .orderBy(asc(stays.checkIn), asc(stays.createdAt)),
  ]);
  const shown = stayRows
    .map((row) => ({ ...row, status: currentStatus(row, window.now), source: staySource(row.source) }))
    .filter((row) => row.status !== "expired");
  const withStays = new Set(shown.map((stay) => stay.unitId));
  const units = unitRows.filter((unit) => !unit.archived || withStays.has(unit.id));
  return { units, stays: shown };
}
