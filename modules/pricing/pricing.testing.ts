import { addDays, type StayDate } from "../dates/stay-date.ts";
import { type Quote, type QuoteInput, type QuoteViolation, quoteStay } from "./quote-stay.ts";
import { DEFAULT_RATE_PLAN, type RatePlan, type Season } from "./rate-plan-choices.ts";

/**
 * Scenario builders for pricing tests: a plan that differs from a plain one only where the
 * test says, a stay named by its arrival and length, a quote of the two.
 */

/** Monday 1 June 2026, the property's today unless a test says otherwise. */
export const TODAY: StayDate = "2026-06-01";

/** €100 a night, bookable from today on, otherwise the defaults; `rules` overrides. */
export function planWith(rules: Partial<RatePlan> = {}): RatePlan {
  return { ...structuredClone(DEFAULT_RATE_PLAN), baseNightlyCents: 10_000, leadTimeDays: 0, ...rules };
}

let seasonRow = 0;
/** A season over the nights `from` to `until` (inclusive) at `nightlyCents`. */
export function season(from: StayDate, until: StayDate, nightlyCents: number, rest: Partial<Season> = {}): Season {
  seasonRow += 1;
  return {
    id: `s${seasonRow}`,
    name: `Season ${seasonRow}`,
    from,
    until,
    nightlyCents,
    minNights: null,
    priority: 0,
    ...rest,
  };
}

export type StayInput = Pick<QuoteInput, "checkIn" | "checkOut" | "adults" | "children">;

/** `nights` nights from `checkIn`, two adults unless said otherwise. */
export function stay(
  checkIn: StayDate,
  nights: number,
  guests: { adults?: number; children?: number } = {},
): StayInput {
  return { checkIn, checkOut: addDays(checkIn, nights), adults: guests.adults ?? 2, children: guests.children ?? 0 };
}

/** The quote of `stay` under `plan`, for a unit of six, today being TODAY unless given. */
export function quote(
  plan: RatePlan,
  chosen: StayInput,
  more: { today?: StayDate; maxGuests?: number; voucher?: QuoteInput["voucher"] } = {},
): Quote {
  return quoteStay({
    plan,
    maxGuests: more.maxGuests ?? 6,
    today: more.today ?? TODAY,
    currency: "EUR",
    voucher: more.voucher,
    ...chosen,
  });
}

/** The codes of the rules a quote says the stay breaks. */
export function broken(q: Quote): QuoteViolation[] {
  return q.violations.map((v) => v.code);
}
