import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { LangTexts } from "../../db/schema/units.ts";
import { rentalUnits, stays } from "../../db/schema.ts";
import { addDays, nightsBetween } from "../dates/stay-date.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { DaySpan } from "./overview-periods.ts";

/** Nights of a unit (or the whole site) in a span: booked of those it could be let. */
export type NightsFigure = {
  /** Nights taken by guests: bookings and the channels' imports. */
  booked: number;
  /** Nights in the span less the owner's own blocks. */
  available: number;
  /** The span's share of the direct bookings' price, and their nights: the average nightly rate. */
  rateCents: number;
  rateNights: number;
};

export type UnitOccupancy = { unitId: string; name: LangTexts } & NightsFigure;

export type Occupancy = { span: DaySpan; units: UnitOccupancy[]; total: NightsFigure };

/**
 * How full each of the site's units is in `span` (both days included, as nights): nights
 * booked (bookings and imports) of nights available (owner blocks take nights out of both,
 * as the owner chose not to let them), and the price per night of the direct bookings, a
 * stay across the span's edge counted by its nights inside. Counted in the database.
 */
export async function occupancy(db: Database, siteId: string, span: DaySpan): Promise<Occupancy> {
  assertUuid(siteId, "siteId");
  const range = sql`daterange(${span.from}::date, ${addDays(span.to, 1)}::date, '[)')`;
  const inside = sql`(upper(${stays.stay} * ${range}) - lower(${stays.stay} * ${range}))`;
  const priced = sql`${stays.kind} = 'booking' and ${stays.totalCents} > 0`;
  const rows = await db
    .select({
      unitId: rentalUnits.id,
      name: rentalUnits.name,
      booked: sql<number>`coalesce(sum(${inside}) filter (where ${stays.kind} in ('booking', 'import')), 0)::int`,
      blocked: sql<number>`coalesce(sum(${inside}) filter (where ${stays.kind} = 'block'), 0)::int`,
      rateCents: sql<number>`coalesce(sum(${stays.totalCents}::float8 * ${inside} / (${stays.checkOut} - ${stays.checkIn})) filter (where ${priced}), 0)::float8`,
      rateNights: sql<number>`coalesce(sum(${inside}) filter (where ${priced}), 0)::int`,
    })
    .from(rentalUnits)
    .leftJoin(
      stays,
      and(
        eq(stays.unitId, rentalUnits.id),
        eq(stays.siteId, rentalUnits.siteId),
        eq(stays.status, "confirmed"),
        sql`${stays.stay} && ${range}`,
      ),
    )
    .where(and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.status, "active")))
    .groupBy(rentalUnits.id, rentalUnits.name, rentalUnits.position)
    .orderBy(asc(rentalUnits.position), asc(rentalUnits.id));
  const nights = nightsBetween(span.from, addDays(span.to, 1));
  const units = rows.map(
    (row): UnitOccupancy => ({
      unitId: row.unitId,
      name: row.name,
      booked: Number(row.booked),
      available: Math.max(0, nights - Number(row.blocked)),
      rateCents: Math.round(Number(row.rateCents)),
      rateNights: Number(row.rateNights),
    }),
  );
  const total = units.reduce<NightsFigure>(
    (sum, unit) => ({
      booked: sum.booked + unit.booked,
      available: sum.available + unit.available,
      rateCents: sum.rateCents + unit.rateCents,
      rateNights: sum.rateNights + unit.rateNights,
    }),
    { booked: 0, available: 0, rateCents: 0, rateNights: 0 },
  );
  return { span, units, total };
}
