import type { IsoWeekday, StayDate } from "../dates/stay-date.ts";

/**
 * A unit's rates and booking rules (stored whole in `unit_rates.plan`), its limits and its
 * defaults, without the schema library: the owner's pricing page and the guest's booking
 * widget run in the browser and read them from here; the schema (rate-plan.ts) too.
 *
 * Money is in integer euro cents. Percentages may have two decimals (a tourist tax of 12.5 %).
 * A rule that is switched off is `null` (JSON keeps it, unlike undefined).
 */

export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const BOOKING_MODES = ["request", "instant"] as const;
/** request: the owner accepts or declines, the dates held meanwhile; instant: booked at once. */
export type BookingMode = (typeof BOOKING_MODES)[number];

export const TOURIST_TAX_KINDS = ["none", "perPersonNight", "percent"] as const;
export type TouristTax =
  | { kind: "none" }
  /** Per adult per night, as Dutch municipalities charge it; children stay free. */
  | { kind: "perPersonNight"; cents: number }
  /** Of the rent paid for the nights (see quote-stay.ts). */
  | { kind: "percent"; percent: number };

/** A period with its own nightly rate; `from` and `until` are the first and last night it covers. */
export type Season = {
  /** Stable within the plan (the form's rows), not shown to guests. */
  id: string;
  name: string;
  from: StayDate;
  until: StayDate;
  nightlyCents: number;
  /** The minimum stay for an arrival in this season, in place of the plan's; null keeps the plan's. */
  minNights: number | null;
  /** Where seasons overlap, the higher priority wins, then the one that starts later. */
  priority: number;
};

export const PAYMENT_TERMS_KINDS = ["full", "split"] as const;
/** What a guest pays online, and when (issue 16 §2). */
export type PaymentTerms =
  | { kind: "full" }
  /** A first payment of `firstPercent` of the total at booking, the rest `balanceDaysBefore` days before arrival. */
  | { kind: "split"; firstPercent: number; balanceDaysBefore: number };

/** The split a unit starts with, and the one the owner's form offers when switching from "in full". */
export const DEFAULT_SPLIT_TERMS = {
  kind: "split",
  firstPercent: 30,
  balanceDaysBefore: 30,
} as const satisfies PaymentTerms;

export const DEPOSIT_COLLECTIONS = ["owner", "hold", "payment"] as const;
/**
 * How the security deposit is taken: by the owner themselves (as before online payment), as
 * a hold on the guest's card placed the day before arrival, or as a refundable payment with
 * the balance; a hold or payment comes back by itself `depositReturnDays` after check-out
 * unless the owner claims part of it.
 */
export type DepositCollection = (typeof DEPOSIT_COLLECTIONS)[number];

export type LengthOfStayDiscount = { minNights: number; percent: number };

export type RatePlan = {
  baseNightlyCents: number;
  /** Friday and Saturday nights; null: the base rate. */
  weekendNightlyCents: number | null;
  seasons: Season[];
  minNights: number;
  maxNights: number;
  /** ISO weekdays a stay may start on; empty: any day. */
  checkInDays: IsoWeekday[];
  /** ISO weekdays a stay may end on; empty: any day. */
  checkOutDays: IsoWeekday[];
  /** How far ahead a stay can start, in days from the property's today. */
  bookingWindowDays: number;
  /** How soon a stay can start: check-in at least this many days after the property's today. */
  leadTimeDays: number;
  cleaningFeeCents: number;
  /** Per guest (adults and children) above `aboveGuests`, per night; null: none. */
  extraGuestFee: { aboveGuests: number; perNightCents: number } | null;
  touristTax: TouristTax;
  /** Refundable security deposit: asked on top of the total, not part of it. */
  depositCents: number;
  /** The best one the stay reaches applies. */
  lengthOfStayDiscounts: LengthOfStayDiscount[];
  /** Off the accommodation when the stay starts within this many days of today. */
  lastMinute: { withinDays: number; percent: number } | null;
  /** Off the accommodation when the stay starts at least this many days after today. */
  earlyBooking: { daysAhead: number; percent: number } | null;
  cancellationPolicy: CancellationPolicy;
  bookingMode: BookingMode;
  /** How long a request holds its dates; null: the platform's setting. */
  requestHoldHours: number | null;
  paymentTerms: PaymentTerms;
  depositCollection: DepositCollection;
  depositReturnDays: number;
  /**
   * A balance still unpaid `graceDays` after its due day cancels the booking by its own
   * policy the day after (issue 16 §2); null: off, the guest is only reminded.
   */
  cancelUnpaid: { graceDays: number } | null;
};

export const RATE_PLAN_LIMITS = {
  /** €10,000 a night. */
  nightlyCents: 1_000_000,
  /** Cleaning fee, extra-guest fee, deposit: €10,000. */
  feeCents: 1_000_000,
  /** Tourist tax per person per night: €100. */
  touristTaxCents: 10_000,
  touristTaxPercent: 50,
  discountPercent: 90,
  nights: 730,
  bookingWindowDays: 1_095,
  leadTimeDays: 365,
  /** Last-minute and early-booking thresholds. */
  discountDays: 730,
  guests: 500,
  seasons: 60,
  seasonName: 60,
  seasonPriority: 99,
  lengthOfStayDiscounts: 8,
  requestHoldHours: { min: 1, max: 336 },
  firstPercent: { min: 1, max: 99 },
  balanceDaysBefore: { min: 1, max: 120 },
  depositReturnDays: { min: 1, max: 30 },
  /** Days after a balance's due day before an unpaid one cancels the booking: up to two weeks. */
  cancelUnpaidGraceDays: { min: 0, max: 14 },
} as const;

/**
 * The grace the owner's form offers when they switch cancelling on. Tripadvisor Rentals
 * (FlipKey) cancels on the due day itself; RoomBoss lets the operator set days after it (its
 * help shows 2). Three days leave room for the reminder and for a SEPA transfer to arrive.
 */
export const DEFAULT_CANCEL_UNPAID_GRACE_DAYS = 3;

/**
 * A unit whose owner has set nothing yet: no price (such a unit cannot be booked, see
 * quote-stay.ts), one night at least, a year ahead at most, arrival from tomorrow,
 * requests rather than instant bookings, the moderate cancellation policy.
 */
export const DEFAULT_RATE_PLAN: RatePlan = {
  baseNightlyCents: 0,
  weekendNightlyCents: null,
  seasons: [],
  minNights: 1,
  maxNights: 365,
  checkInDays: [],
  checkOutDays: [],
  bookingWindowDays: 365,
  leadTimeDays: 1,
  cleaningFeeCents: 0,
  extraGuestFee: null,
  touristTax: { kind: "none" },
  depositCents: 0,
  lengthOfStayDiscounts: [],
  lastMinute: null,
  earlyBooking: null,
  cancellationPolicy: "moderate",
  bookingMode: "request",
  requestHoldHours: null,
  paymentTerms: { ...DEFAULT_SPLIT_TERMS },
  depositCollection: "owner",
  depositReturnDays: 7,
  cancelUnpaid: null,
};

/** Whether a percentage has at most two decimals (12.5 and 7.25, not 7.125). */
export function hasTwoDecimalsAtMost(percent: number): boolean {
  return Number.isFinite(percent) && Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-7;
}
