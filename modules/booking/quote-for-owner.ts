import type { Database } from "../../db/client.ts";
import { type StayDate, todayIn } from "../dates/stay-date.ts";
import { type Quote, type QuoteVoucher, quoteStay, type Violation } from "../pricing/quote-stay.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";
import { propertyTimeZone } from "./bookable-unit.ts";

export type OwnerQuote = {
  quote: Quote;
  plan: RatePlan;
  /** The rules the stay breaks that stop it: all of them, unless the owner overrides the rules. */
  refusals: Violation[];
};

/**
 * A stay priced for the owner (a phone booking, a change to a booking): the unit's rates and
 * rules on the property's today, like a guest's quote, but the owner may book past the rules
 * (a shorter stay, another arrival day, one guest more): with `overrideRules` only dates
 * that are no stay at all are refused. Availability is left to the exclusion constraint.
 */
export async function quoteForOwner(
  db: Database,
  siteId: string,
  unit: { id: string; maxGuests: number },
  stay: { checkIn: StayDate; checkOut: StayDate; adults: number; children: number },
  options: { now: Date; overrideRules: boolean; voucher?: QuoteVoucher | null },
): Promise<OwnerQuote> {
  const [plan, timeZone, currency] = await Promise.all([
    loadRatePlan(db, siteId, unit.id),
    propertyTimeZone(db, siteId),
    siteCurrency(db, siteId),
  ]);
  const quote = quoteStay({
    plan,
    maxGuests: unit.maxGuests,
    ...stay,
    today: todayIn(timeZone, options.now),
    currency,
    voucher: options.voucher ?? null,
  });
  const refusals = options.overrideRules
    ? quote.violations.filter((violation) => violation.code === "invalid_dates")
    : quote.violations;
  return { quote, plan, refusals };
}
