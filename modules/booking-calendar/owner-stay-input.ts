import { nightsBetween, parseStayDate, type StayDate } from "../dates/stay-date.ts";
import { isSiteLang, type SiteLang } from "../i18n/site-languages.ts";
import { parseEuroAmount } from "../pricing/euro-amount.ts";
import { hasStrayControlCharacter } from "../text/multi-line.ts";
import { hasControlCharacter } from "../text/single-line.ts";

/**
 * The owner's forms of the booking calendar read as typed (a booking taken by phone, blocked
 * dates, a change of dates, unit or guests): every problem named with its field, so the form
 * can say each one beside it. Whether the stay keeps to the unit's rules is the quote's to
 * say (modules/booking), and whether the dates are free the database's.
 */

/** The longest stay the forms accept, as the rate plan's limit. */
export const OWNER_STAY_MAX_NIGHTS = 730;
export const OWNER_STAY_MAX_GUESTS = 500;
export const OWNER_STAY_TEXT_MAX = {
  guestName: 120,
  guestPhone: 40,
  guestEmail: 254,
  label: 80,
  notes: 5000,
} as const;

export type OwnerStayProblemCode =
  | "required"
  | "date"
  | "order"
  | "tooLong"
  | "oneLine"
  | "controls"
  | "guests"
  | "noAdults"
  | "email"
  | "amount"
  | "unit";

export type OwnerStayProblem = { field: string; code: OwnerStayProblemCode; params?: Record<string, number> };

/** A unit the stay may be in: one of the owner's. */
export type StayUnitChoice = { id: string };

export type StayDates = { unitId: string; checkIn: StayDate; checkOut: StayDate };
export type StayGuests = { adults: number; children: number };

export type OwnerBookingInput = StayDates &
  StayGuests & {
    guestName: string;
    guestPhone: string | null;
    guestEmail: string | null;
    lang: SiteLang;
    /** An agreed price; null: the price at the unit's rates. */
    totalCents: number | null;
    notes: string;
  };

export type OwnerBlockInput = StayDates & { label: string | null; notes: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: OwnerStayProblem[] };

type Values = Partial<Record<string, string>>;

const text = (values: Values, name: string) => (values[name] ?? "").trim();

/** A one-line field (a name, a phone number, a label) as typed; a line break or control character is a problem. */
function line(values: Values, name: keyof typeof OWNER_STAY_TEXT_MAX, problems: OwnerStayProblem[]): string {
  const typed = text(values, name);
  if (hasControlCharacter(typed)) problems.push({ field: name, code: "oneLine" });
  return typed.slice(0, OWNER_STAY_TEXT_MAX[name]);
}

/** The owner's notes: tabs and line breaks, no other control character. */
function notesOf(values: Values, problems: OwnerStayProblem[]): string {
  const typed = text(values, "notes");
  if (hasStrayControlCharacter(typed)) problems.push({ field: "notes", code: "controls" });
  return typed.slice(0, OWNER_STAY_TEXT_MAX.notes);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readDates(values: Values, units: readonly StayUnitChoice[], problems: OwnerStayProblem[]) {
  const unit = units.find((u) => u.id === text(values, "unitId"));
  if (!unit) problems.push({ field: "unitId", code: "unit" });
  const dates: Partial<Record<"checkIn" | "checkOut", StayDate>> = {};
  for (const field of ["checkIn", "checkOut"] as const) {
    const typed = text(values, field);
    const date = parseStayDate(typed);
    if (typed === "") problems.push({ field, code: "required" });
    else if (!date) problems.push({ field, code: "date" });
    else dates[field] = date;
  }
  const { checkIn, checkOut } = dates;
  if (checkIn && checkOut) {
    const nights = nightsBetween(checkIn, checkOut);
    if (nights <= 0) problems.push({ field: "checkOut", code: "order" });
    else if (nights > OWNER_STAY_MAX_NIGHTS) {
      problems.push({ field: "checkOut", code: "tooLong", params: { count: OWNER_STAY_MAX_NIGHTS } });
    }
  }
  return { unit, checkIn, checkOut };
}

function readCount(values: Values, field: string, problems: OwnerStayProblem[]): number | undefined {
  const typed = text(values, field);
  const count = Number(typed);
  if (typed === "" || !/^\d+$/.test(typed) || count > OWNER_STAY_MAX_GUESTS) {
    problems.push({ field, code: "guests", params: { max: OWNER_STAY_MAX_GUESTS } });
    return undefined;
  }
  return count;
}

/** Guests as counted; whether the unit sleeps them is the unit's rules' to say (the owner may override them). */
function readGuests(values: Values, problems: OwnerStayProblem[]) {
  const adults = readCount(values, "adults", problems);
  const children = readCount(values, "children", problems);
  if (adults === 0) problems.push({ field: "adults", code: "noAdults" });
  return { adults, children };
}

/** A booking the owner enters by hand: dates, guests, who, and an agreed price if any. */
export function parseOwnerBooking(
  values: Values,
  units: readonly StayUnitChoice[],
  languages: readonly SiteLang[],
): Parsed<OwnerBookingInput> {
  const problems: OwnerStayProblem[] = [];
  const { unit, checkIn, checkOut } = readDates(values, units, problems);
  const { adults, children } = readGuests(values, problems);
  const guestName = line(values, "guestName", problems);
  if (guestName === "") problems.push({ field: "guestName", code: "required" });
  const guestPhone = line(values, "guestPhone", problems);
  const email = text(values, "guestEmail").toLowerCase();
  if (
    email !== "" &&
    (hasControlCharacter(email) || !EMAIL.test(email) || email.length > OWNER_STAY_TEXT_MAX.guestEmail)
  ) {
    problems.push({ field: "guestEmail", code: "email" });
  }
  const lang = text(values, "lang");
  const total = text(values, "total");
  const totalCents = total === "" ? null : parseEuroAmount(total);
  if (totalCents === null && total !== "") problems.push({ field: "total", code: "amount" });
  const notes = notesOf(values, problems);
  if (problems.length > 0 || !unit || !checkIn || !checkOut || adults === undefined || children === undefined) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      unitId: unit.id,
      checkIn,
      checkOut,
      adults,
      children,
      guestName,
      guestPhone: guestPhone || null,
      guestEmail: email || null,
      lang: isSiteLang(lang) && languages.includes(lang) ? lang : (languages[0] ?? "nl"),
      totalCents,
      notes,
    },
  };
}

/** Dates the owner keeps free, with a label for themselves. */
export function parseOwnerBlock(values: Values, units: readonly StayUnitChoice[]): Parsed<OwnerBlockInput> {
  const problems: OwnerStayProblem[] = [];
  const { unit, checkIn, checkOut } = readDates(values, units, problems);
  const label = line(values, "label", problems);
  const notes = notesOf(values, problems);
  if (problems.length > 0 || !unit || !checkIn || !checkOut) return { ok: false, problems };
  return {
    ok: true,
    value: {
      unitId: unit.id,
      checkIn,
      checkOut,
      label: label || null,
      notes,
    },
  };
}

/** New dates and unit of a stay, and for a booking its guests. */
export function parseStayChange(
  values: Values,
  units: readonly StayUnitChoice[],
  withGuests: boolean,
): Parsed<StayDates & Partial<StayGuests>> {
  const problems: OwnerStayProblem[] = [];
  const { unit, checkIn, checkOut } = readDates(values, units, problems);
  const guests = withGuests ? readGuests(values, problems) : {};
  if (problems.length > 0 || !unit || !checkIn || !checkOut) return { ok: false, problems };
  return { ok: true, value: { unitId: unit.id, checkIn, checkOut, ...guests } };
}
