import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { LangTexts } from "../../db/schema/units.ts";
import { rentalUnits, stays } from "../../db/schema.ts";
import { addDays, type StayDate } from "../dates/stay-date.ts";
import { assertUuid } from "../ids/uuid.ts";

/** How many days ahead the overview lists arrivals and departures. */
export const AHEAD_DAYS = 14;
/** At most this many stays are read: a fortnight of a large site, never the whole calendar. */
const MAX_STAYS = 300;

/** A guest's stay as the overview names it. */
export type StayLine = {
  stayId: string;
  unitName: LangTexts;
  /** booking: made on the site or entered by the owner; import: from a channel's calendar. */
  kind: "booking" | "import";
  /** direct, manual, or the channel of an import. */
  source: string;
  guestName: string | null;
  /** An import's summary from the channel (Reserved, a guest's name). */
  label: string | null;
  reference: string | null;
  adults: number;
  children: number;
  checkIn: StayDate;
  checkOut: StayDate;
  arrivalTime: string | null;
  /**
   * Money: null where the site keeps no ledger for the stay (an import, paid on the
   * channel; a site without payments); else what is left to pay and whether any of it is late.
   */
  money: { dueCents: number; overdue: boolean } | null;
};

export type Movement = { on: StayDate; move: "arrival" | "departure"; stay: StayLine };

/** Who is at the house today, and who comes and goes in the next fortnight. */
export type HouseToday = {
  today: StayDate;
  arrivals: StayLine[];
  departures: StayLine[];
  staying: StayLine[];
  /** Arrivals and departures after today, up to `AHEAD_DAYS` ahead, in order. */
  ahead: Movement[];
};

/**
 * The site's confirmed guests (bookings and channel imports; owner blocks are not guests)
 * around the property's `today`: arriving, leaving and staying today, and every arrival and
 * departure of the next fortnight. `tracksMoney` says whether the site keeps a ledger, so an
 * unpaid booking can be told from one paid outside VayVista.
 */
export async function houseToday(
  db: Database,
  siteId: string,
  today: StayDate,
  tracksMoney: boolean,
): Promise<HouseToday> {
  assertUuid(siteId, "siteId");
  const until = addDays(today, AHEAD_DAYS);
  // Price paid so far (a refund given back later, a goodwill gesture, does not make the price due
  // again) and whether a payment's day has passed, from the ledger.
  const paid = sql<number>`(select coalesce(sum(payments.amount_cents), 0)::float8
    from payments where payments.stay_id = ${stays.id} and payments.site_id = ${stays.siteId}
    and payments.kind in ('charge', 'transfer', 'manual') and payments.purpose = 'instalment'
    and payments.state in ('paid', 'partly_refunded', 'refunded'))`;
  const late = sql<boolean>`exists (select 1 from payments where payments.stay_id = ${stays.id}
    and payments.site_id = ${stays.siteId} and payments.state = 'requires_payment'
    and payments.purpose = 'instalment' and payments.due_on < ${today}::date)`;
  const rows = await db
    .select({
      stayId: stays.id,
      unitName: rentalUnits.name,
      kind: stays.kind,
      source: stays.source,
      guestName: stays.guestName,
      label: stays.label,
      reference: stays.reference,
      adults: stays.adults,
      children: stays.children,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      arrivalTime: stays.arrivalTime,
      totalCents: stays.totalCents,
      paidCents: paid,
      late,
    })
    .from(stays)
    .innerJoin(rentalUnits, and(eq(rentalUnits.id, stays.unitId), eq(rentalUnits.siteId, stays.siteId)))
    .where(
      and(
        eq(stays.siteId, siteId),
        inArray(stays.kind, ["booking", "import"]),
        eq(stays.status, "confirmed"),
        lte(stays.checkIn, until),
        gte(stays.checkOut, today),
      ),
    )
    .orderBy(asc(stays.checkIn), asc(stays.checkOut), asc(stays.id))
    .limit(MAX_STAYS);

  const lines = rows.map(
    (row): StayLine => ({
      stayId: row.stayId,
      unitName: row.unitName,
      kind: row.kind === "import" ? "import" : "booking",
      source: row.source,
      guestName: row.guestName,
      label: row.label,
      reference: row.reference,
      adults: row.adults,
      children: row.children,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      arrivalTime: row.arrivalTime,
      money:
        row.kind === "booking" && tracksMoney && row.totalCents > 0
          ? { dueCents: Math.max(0, row.totalCents - Number(row.paidCents)), overdue: Boolean(row.late) }
          : null,
    }),
  );
  const ahead: Movement[] = [
    ...lines.filter((s) => s.checkIn > today).map((stay) => ({ on: stay.checkIn, move: "arrival" as const, stay })),
    ...lines
      .filter((s) => s.checkOut > today && s.checkOut <= until)
      .map((stay) => ({ on: stay.checkOut, move: "departure" as const, stay })),
  ].sort((a, b) => (a.on === b.on ? (a.move === b.move ? 0 : a.move === "departure" ? -1 : 1) : a.on < b.on ? -1 : 1));
  return {
    today,
    arrivals: lines.filter((s) => s.checkIn === today),
    departures: lines.filter((s) => s.checkOut === today),
    staying: lines.filter((s) => s.checkIn < today && s.checkOut > today),
    ahead,
  };
}
