import type { BankTransfer } from "../../../../modules/booking/bank-transfer.ts";
import type { StayDate } from "../../../../modules/dates/stay-date.ts";
import type { BookingMode } from "../../../../modules/pricing/rate-plan-choices.ts";
import type { QuoteAnswer } from "./quote-lines.ts";

/** The booking form's fields, named as the plain form posts them. */
export const BOOKING_FIELDS = [
  "unit",
  "checkIn",
  "checkOut",
  "adults",
  "children",
  "voucher",
  "name",
  "email",
  "phone",
  "country",
  "arrivalTime",
  "message",
  "marketingConsent",
  "acceptHouseRules",
  "acceptCancellationPolicy",
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** A booking just made, as its guest sees it: from the booking API's answer or the form's. */
export type BookingConfirmationView = {
  reference: string;
  status: "confirmed" | "request";
  /** Until when a request holds its dates, written out in the page's language; null for a booking. */
  heldUntil: string | null;
  unitName: string;
  checkIn: StayDate;
  checkOut: StayDate;
  adults: number;
  children: number;
  quote: QuoteAnswer;
  /** How to pay a confirmed booking by transfer; null for a request, or when the owner gave no IBAN. */
  payment: BankTransfer | null;
};

/**
 * What the booking page shows: the stay chosen so far (from the widget's link or the form),
 * its price when the dates are known, the unit's rules for the guest, and after a plain form
 * post every value typed with the problems beside the fields, or the confirmation.
 */
export type BookingPageState = {
  /** The unit being booked (its slug); null on a site with several until the guest chooses. */
  unitSlug: string | null;
  mode: BookingMode;
  cancellation: { name: string; text: string };
  values: Partial<Record<BookingField, string>>;
  errors: Partial<Record<BookingField, string>>;
  /** A problem with the whole form (rate limit, a failure on our side, a demo site). */
  formError: string | null;
  /** The price of the chosen stay, when it can be booked. */
  quote: QuoteAnswer | null;
  /** What keeps the chosen stay from being booked, in the page's language. */
  problems: string[];
  /** The chosen nights were just taken (409): the calendar opens again. */
  datesTaken: boolean;
  confirmation: BookingConfirmationView | null;
  /** Whether the site takes bookings: an owner's site does, a theme's demo does not. */
  bookable: boolean;
};
