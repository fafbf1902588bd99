import {
  addDays,
  compareStayDates,
  type IsoWeekday,
  isoWeekday,
  nightsBetween,
  type StayDate,
} from "../../../modules/dates/stay-date.ts";
import type { MinNightsRun } from "../../../modules/pricing/arrival-rules.ts";

/**
 * Which days of the calendar a guest may pick, from the unit's availability as the booking
 * API gives it (GET /api/availability): the nights another stay holds, the weekdays a stay
 * may start and end on, the shortest stay for each arrival day (a season's, else the unit's)
 * and the longest, and the first and last possible check-in. The server checks everything
 * again when it quotes and books; this only keeps the guest from picking what cannot be
 * booked. Nights beyond what has been loaded count as free.
 */
export type Availability = {
  unavailable: ReadonlySet<StayDate>;
  checkInDays: readonly IsoWeekday[];
  checkOutDays: readonly IsoWeekday[];
  minNights: number;
  /** Arrival days whose shortest stay is not `minNights`, in the order of their days. */
  minNightsByArrival: readonly MinNightsRun[];
  maxNights: number;
  firstCheckIn: StayDate;
  lastCheckIn: StayDate;
};

export type Selection = { checkIn: StayDate | null; checkOut: StayDate | null };

/** Why a day cannot be picked now; null when it can. tooShort: it ends the stay before its shortest length. */
export type Refusal = "taken" | "noArrival" | "noDeparture" | "tooShort" | null;

export type DayState = {
  /** The night that starts this day is held by another stay. */
  taken: boolean;
  refusal: Refusal;
  /** Where the day sits in the chosen stay. */
  range: "checkIn" | "checkOut" | "inside" | null;
};

function allowedDay(days: readonly IsoWeekday[], date: StayDate): boolean {
  return days.length === 0 || days.includes(isoWeekday(date));
}

/** The shortest stay for an arrival on `checkIn`, as the server's rules give it. */
export function minNightsOn(checkIn: StayDate, a: Availability): number {
  return a.minNightsByArrival.find((run) => run.from <= checkIn && checkIn <= run.until)?.minNights ?? a.minNights;
}

/** Whether a stay may end on `checkOut` after starting on `checkIn`: length, weekday and every night free. */
export function canCheckOut(checkIn: StayDate, checkOut: StayDate, a: Availability): boolean {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < minNightsOn(checkIn, a) || nights > a.maxNights || !allowedDay(a.checkOutDays, checkOut)) return false;
  for (let n = 0; n < nights; n++) if (a.unavailable.has(addDays(checkIn, n))) return false;
  return true;
}

/**
 * Whether a stay may start on `date`: within the lead time and booking window, on an allowed
 * weekday, and with at least one allowed check-out before the next taken night (no sooner
 * than the arrival's shortest stay, no later than the longest).
 */
export function canCheckIn(date: StayDate, a: Availability): boolean {
  if (compareStayDates(date, a.firstCheckIn) < 0 || compareStayDates(date, a.lastCheckIn) > 0) return false;
  if (!allowedDay(a.checkInDays, date) || a.unavailable.has(date)) return false;
  const minNights = minNightsOn(date, a);
  for (let n = 1; n <= a.maxNights; n++) {
    if (n > 1 && a.unavailable.has(addDays(date, n - 1))) return false;
    if (n >= minNights && allowedDay(a.checkOutDays, addDays(date, n))) return true;
  }
  return false;
}

/** Whether the guest is choosing a check-out day now (a check-in is picked, no check-out yet). */
export function choosingCheckOut(selection: Selection): selection is { checkIn: StayDate; checkOut: null } {
  return selection.checkIn !== null && selection.checkOut === null;
}

/** What a day of the calendar shows and whether it can be picked, given what is chosen so far. */
export function dayState(date: StayDate, selection: Selection, a: Availability): DayState {
  const taken = a.unavailable.has(date);
  const { checkIn, checkOut } = selection;
  let range: DayState["range"] = null;
  if (checkIn && date === checkIn) range = "checkIn";
  else if (checkOut && date === checkOut) range = "checkOut";
  else if (checkIn && checkOut && date > checkIn && date < checkOut) range = "inside";

  let refusal: Refusal = null;
  if (choosingCheckOut(selection)) {
    // A later day ends the stay; one too soon for the arrival's shortest stay cannot be
    // picked at all; any other day that can start a stay starts a new choice.
    const nights = nightsBetween(selection.checkIn, date);
    if (nights > 0 && nights < minNightsOn(selection.checkIn, a)) refusal = "tooShort";
    else if (!(nights > 0 && canCheckOut(selection.checkIn, date, a)) && !canCheckIn(date, a))
      refusal = nights > 0 ? "noDeparture" : "noArrival";
  } else if (!canCheckIn(date, a)) {
    refusal = taken ? "taken" : "noArrival";
  }
  if (refusal === "noArrival" && taken) refusal = "taken";
  return { taken, refusal, range };
}

/** The selection after the guest picks `date`. */
export function pick(date: StayDate, selection: Selection, a: Availability): Selection {
  if (
    choosingCheckOut(selection) &&
    compareStayDates(date, selection.checkIn) > 0 &&
    canCheckOut(selection.checkIn, date, a)
  ) {
    return { checkIn: selection.checkIn, checkOut: date };
  }
  return { checkIn: date, checkOut: null };
}
