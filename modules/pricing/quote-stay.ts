import {
  compareStayDates,
  dayNumber,
  fromDayNumber,
  type IsoWeekday,
  isoWeekday,
  isStayDate,
  nightsBetween,
  type StayDate,
} from "../dates/stay-date.ts";
import { arrivalMinNights, rankSeasons, seasonOf } from "./arrival-rules.ts";
import type { SiteCurrency } from "./currencies.ts";
import { RATE_PLAN_LIMITS, type RatePlan, type Season } from "./rate-plan-choices.ts";

/** The rules a stay can break, in the order a quote lists them. */
export const QUOTE_VIOLATIONS = [
  /** A date is not a real date, or check-out is not after check-in. */
  "invalid_dates",
  /** Check-in before the property's today. */
  "check_in_past",
  /** Check-in sooner than the lead time allows. params: days */
  "lead_time",
  /** Check-in further ahead than the booking window. params: days */
  "booking_window",
  /** Shorter than the minimum stay (the arrival night's season's, else the plan's). params: nights, season? */
  "min_nights",
  /** Longer than the maximum stay. params: nights */
  "max_nights",
  /** Check-in on a weekday that is not allowed. params: days ("6" or "5,6": ISO weekdays allowed) */
  "check_in_day",
  /** Check-out on a weekday that is not allowed. params: days */
  "check_out_day",
  "no_adults",
  /** More guests than the unit sleeps. params: guests (the most it takes) */
  "too_many_guests",
  /** A night without a price: the owner has not set the unit's rates yet. */
  "no_price",
] as const;
export type QuoteViolation = (typeof QUOTE_VIOLATIONS)[number];

/** One rule the stay breaks, with what a guest needs to hear about it. */
export type Violation = { code: QuoteViolation; params: Record<string, number | string> };

export type QuoteVoucher = { code: string; kind: "percent" | "fixed"; amount: number };

export type QuoteNight = { date: StayDate; cents: number; rate: "base" | "weekend" | "season"; season?: string };

export type QuoteDiscount = { kind: "lengthOfStay" | "lastMinute" | "earlyBooking"; percent: number; cents: number };

export type Quote = {
  nights: QuoteNight[];
  /** The nights' rates added up, before discounts. */
  accommodationCents: number;
  extraGuestCents: number;
  /** Each off the accommodation, as a positive amount. */
  discounts: QuoteDiscount[];
  voucher: { code: string; cents: number } | null;
  cleaningFeeCents: number;
  touristTaxCents: number;
  totalCents: number;
  /** Refundable, asked on top of the total. */
  depositCents: number;
  /** The site's, as the quote was asked in. */
  currency: SiteCurrency;
  violations: Violation[];
  bookable: boolean;
};

export type QuoteInput = {
  plan: RatePlan;
  /** The unit's capacity. */
  maxGuests: number;
  checkIn: StayDate;
  checkOut: StayDate;
  adults: number;
  children: number;
  /** The property's today (todayIn(site time zone, now)). */
  today: StayDate;
  /** What the site prices in: the plan's amounts are in it. */
  currency: SiteCurrency;
  /** A voucher already found valid for this stay (code, dates, uses): the quote only prices it. */
  voucher?: QuoteVoucher | null;
};

const WEEKEND: ReadonlySet<IsoWeekday> = new Set([5, 6]);

/** `percent` of `cents`, rounded to a whole cent, half up (percentages have at most two decimals). */
export function percentOf(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

function priceNight(plan: RatePlan, season: Season | undefined, date: StayDate): QuoteNight {
  if (season) return { date, cents: season.nightlyCents, rate: "season", season: season.name };
  if (plan.weekendNightlyCents !== null && WEEKEND.has(isoWeekday(date))) {
    return { date, cents: plan.weekendNightlyCents, rate: "weekend" };
  }
  return { date, cents: plan.baseNightlyCents, rate: "base" };
}

function emptyQuote(plan: RatePlan, currency: SiteCurrency, violations: Violation[]): Quote {
  return {
    nights: [],
    accommodationCents: 0,
    extraGuestCents: 0,
    discounts: [],
    voucher: null,
    cleaningFeeCents: 0,
    touristTaxCents: 0,
    totalCents: 0,
    depositCents: plan.depositCents,
    currency,
    violations,
    bookable: false,
  };
}

function guestViolations(input: QuoteInput): Violation[] {
  const violations: Violation[] = [];
  if (!(input.adults >= 1)) violations.push({ code: "no_adults", params: {} });
  if (input.adults + input.children > input.maxGuests) {
    violations.push({ code: "too_many_guests", params: { guests: input.maxGuests } });
  }
  return violations;
}

/**
 * The price of a stay and every rule it breaks, from the unit's plan alone (availability is
 * the booking's business). A quote that breaks a rule is still priced where it can be, so a
 * guest sees both the price and why the stay cannot be booked as chosen.
 *
 * The order of the sums, each line rounded once to a whole cent (half up):
 * 1. accommodation: every night at its rate — the season that wins it (priority, then the
 *    later start), else the weekend rate on Friday and Saturday nights, else the base rate;
 * 2. discounts, each a percentage of the accommodation: the best length-of-stay discount the
 *    stay reaches, last-minute, early-booking; together never more than the accommodation;
 * 3. extra-guest fee: per guest (adults and children) above the threshold, per night; not
 *    discounted;
 * 4. voucher, off the rent (accommodation − discounts + extra-guest fee): a percentage of it or
 *    a fixed amount, never more than the rent;
 * 5. cleaning fee, never discounted;
 * 6. tourist tax: per adult per night (children free), or a percentage of the rent after the
 *    voucher (what the guest pays for the nights);
 * total = rent − voucher + cleaning fee + tourist tax. The deposit is apart from the total.
 */
export function quoteStay(input: QuoteInput): Quote {
  const { plan, checkIn, checkOut, today } = input;
  const datesValid = isStayDate(checkIn) && isStayDate(checkOut) && nightsBetween(checkIn, checkOut) >= 1;
  if (!datesValid)
    return emptyQuote(plan, input.currency, [{ code: "invalid_dates", params: {} }, ...guestViolations(input)]);

  const nightCount = nightsBetween(checkIn, checkOut);
  const daysAhead = nightsBetween(today, checkIn);
  const violations: Violation[] = [];
  if (compareStayDates(checkIn, today) < 0) violations.push({ code: "check_in_past", params: {} });
  else if (daysAhead < plan.leadTimeDays) violations.push({ code: "lead_time", params: { days: plan.leadTimeDays } });
  if (daysAhead > plan.bookingWindowDays) {
    violations.push({ code: "booking_window", params: { days: plan.bookingWindowDays } });
  }
  // A stay longer than any plan allows is refused before its nights are listed one by one.
  if (nightCount > RATE_PLAN_LIMITS.nights) {
    violations.push({ code: "max_nights", params: { nights: plan.maxNights } });
    return emptyQuote(plan, input.currency, [...violations, ...guestViolations(input)]);
  }

  const ranked = rankSeasons(plan.seasons);
  const firstDay = dayNumber(checkIn);
  const nights: QuoteNight[] = [];
  for (let day = firstDay; day < firstDay + nightCount; day++) {
    nights.push(priceNight(plan, seasonOf(ranked, day), fromDayNumber(day)));
  }

  const minimum = arrivalMinNights(plan, ranked, firstDay);
  if (nightCount < minimum.nights) {
    const params: Violation["params"] = { nights: minimum.nights };
    if (minimum.season) params.season = minimum.season.name;
    violations.push({ code: "min_nights", params });
  }
  if (nightCount > plan.maxNights) violations.push({ code: "max_nights", params: { nights: plan.maxNights } });
  if (plan.checkInDays.length > 0 && !plan.checkInDays.includes(isoWeekday(checkIn))) {
    violations.push({ code: "check_in_day", params: { days: plan.checkInDays.join(",") } });
  }
  if (plan.checkOutDays.length > 0 && !plan.checkOutDays.includes(isoWeekday(checkOut))) {
    violations.push({ code: "check_out_day", params: { days: plan.checkOutDays.join(",") } });
  }
  violations.push(...guestViolations(input));
  if (nights.some((night) => night.cents <= 0)) violations.push({ code: "no_price", params: {} });

  const accommodationCents = nights.reduce((sum, night) => sum + night.cents, 0);

  const discounts: QuoteDiscount[] = [];
  const lengthOfStay = plan.lengthOfStayDiscounts
    .filter((d) => nightCount >= d.minNights)
    .reduce<number | null>((best, d) => (best === null || d.percent > best ? d.percent : best), null);
  if (lengthOfStay !== null) discounts.push({ kind: "lengthOfStay", percent: lengthOfStay, cents: 0 });
  if (plan.lastMinute && daysAhead >= 0 && daysAhead <= plan.lastMinute.withinDays) {
    discounts.push({ kind: "lastMinute", percent: plan.lastMinute.percent, cents: 0 });
  }
  if (plan.earlyBooking && daysAhead >= plan.earlyBooking.daysAhead) {
    discounts.push({ kind: "earlyBooking", percent: plan.earlyBooking.percent, cents: 0 });
  }
  let discountLeft = accommodationCents;
  for (const discount of discounts) {
    discount.cents = Math.min(percentOf(accommodationCents, discount.percent), discountLeft);
    discountLeft -= discount.cents;
  }
  const discountedCents = discountLeft;

  const fee = plan.extraGuestFee;
  const extraGuests = fee ? Math.max(0, input.adults + input.children - fee.aboveGuests) : 0;
  const extraGuestCents = fee ? extraGuests * fee.perNightCents * nightCount : 0;

  const rentCents = discountedCents + extraGuestCents;
  let voucher: Quote["voucher"] = null;
  if (input.voucher) {
    const { code, kind, amount } = input.voucher;
    const off =
      kind === "percent" ? percentOf(rentCents, Math.min(Math.max(amount, 0), 100)) : Math.max(0, Math.round(amount));
    voucher = { code, cents: Math.min(off, rentCents) };
  }
  const paidRentCents = rentCents - (voucher?.cents ?? 0);

  const tax = plan.touristTax;
  const touristTaxCents =
    tax.kind === "perPersonNight"
      ? Math.max(0, input.adults) * nightCount * tax.cents
      : tax.kind === "percent"
        ? percentOf(paidRentCents, tax.percent)
        : 0;

  const cleaningFeeCents = plan.cleaningFeeCents;
  return {
    nights,
    accommodationCents,
    extraGuestCents,
    discounts,
    voucher,
    cleaningFeeCents,
    touristTaxCents,
    totalCents: paidRentCents + cleaningFeeCents + touristTaxCents,
    depositCents: plan.depositCents,
    currency: input.currency,
    violations,
    bookable: violations.length === 0,
  };
}
