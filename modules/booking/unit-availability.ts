import type { Database } from "../../db/client.ts";
import { addDays, compareStayDates, eachNight, type IsoWeekday, type StayDate, todayIn } from "../dates/stay-date.ts";
import { type MinNightsRun, minNightsByArrival } from "../pricing/arrival-rules.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { heldRanges } from "../stays/held-nights.ts";
import type { BookableUnit } from "./bookable-unit.ts";

/** The longest span one availability answer covers: two years of a calendar. */
export const MAX_AVAILABILITY_DAYS = 732;

export type UnitAvailability = {
  unit: string;
  from: StayDate;
  to: StayDate;
  /** Nights in [from, to) that a booking, request, owner block or imported event holds. */
  unavailable: StayDate[];
  checkInDays: IsoWeekday[];
  checkOutDays: IsoWeekday[];
  /** The shortest stay, for an arrival on a day no run of `minNightsByArrival` covers. */
  minNights: number;
  /** Arrival days in [from, to) whose shortest stay is another (a season's): runs of days with one minimum. */
  minNightsByArrival: MinNightsRun[];
  maxNights: number;
  /** The earliest check-in the lead time allows, counted from the property's today. */
  firstCheckIn: StayDate;
  /** The latest check-in the booking window allows. */
  lastCheckIn: StayDate;
};

/** What the unit's calendar and rules say about [from, to): for the booking widget's date picker. */
export async function unitAvailability(
  db: Database,
  unit: BookableUnit,
  range: { from: StayDate; to: StayDate },
  now: Date,
): Promise<UnitAvailability> {
  const held = await heldRanges(db, unit.id, range.from, range.to, now);
  const unavailable = new Set<StayDate>();
  for (const stay of held) {
    const first = compareStayDates(stay.checkIn, range.from) < 0 ? range.from : stay.checkIn;
    const end = compareStayDates(stay.checkOut, range.to) > 0 ? range.to : stay.checkOut;
    for (const night of eachNight(first, end)) unavailable.add(night);
  }
  return {
    unit: unit.slug,
    from: range.from,
    to: range.to,
    unavailable: [...unavailable].sort(),
    ...bookingWindow(unit.plan, todayIn(unit.timeZone, now)),
    minNightsByArrival: minNightsByArrival(unit.plan, range.from, range.to),
  };
}

/** The plan's rules a date picker shows before any dates are chosen. */
export function bookingWindow(plan: RatePlan, today: StayDate) {
  return {
    checkInDays: plan.checkInDays,
    checkOutDays: plan.checkOutDays,
    minNights: plan.minNights,
    maxNights: plan.maxNights,
    firstCheckIn: addDays(today, plan.leadTimeDays),
    lastCheckIn: addDays(today, plan.bookingWindowDays),
  };
}
