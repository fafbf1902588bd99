import { z } from "zod";
import { SITE_LANGUAGES } from "../i18n/site-languages.ts";
import { SITE_CURRENCIES } from "../pricing/currencies.ts";
import { multiLine, oneLine } from "../text/text-checks.ts";

/**
 * The one contract of the booking API on every owner host (GET /api/availability,
 * GET /api/quote, POST /api/bookings): the booking widget, the booking page and any other
 * client use these schemas, and docs/api/booking-api.json is generated from them
 * (scripts/generate-openapi.ts).
 */

const stayDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("A date without time, YYYY-MM-DD (a night or a check-in/out day)");
/**
 * The detail code of an invalid_request answer for a text holding control characters: one
 * line (a name, a phone, a code) holds none, the message only tabs and line breaks.
 */
export const CONTROL_CHARACTER = "control_character";
const oneLineText = () => z.string().trim().check(oneLine(CONTROL_CHARACTER));
const unit = z
  .string()
  .check(oneLine(CONTROL_CHARACTER))
  .min(1)
  .max(80)
  .describe("The unit's slug; may be left out on a site with one unit");
const voucher = oneLineText().max(40);
const guestsCount = (max: number) => z.coerce.number().int().min(0).max(max);
const lang = z.enum(SITE_LANGUAGES).describe("The language of messages in the answer");

export const availabilityQuerySchema = z.object({
  unit: unit.optional(),
  from: stayDate,
  to: stayDate,
  lang: lang.optional(),
});

export const quoteQuerySchema = z.object({
  unit: unit.optional(),
  checkIn: stayDate,
  checkOut: stayDate,
  adults: guestsCount(100).default(2),
  children: guestsCount(100).default(0),
  voucher: voucher.optional(),
  lang: lang.optional(),
});

export const bookingRequestSchema = z.object({
  unit: unit.optional(),
  checkIn: stayDate,
  checkOut: stayDate,
  adults: z.number().int().min(1).max(100),
  children: z.number().int().min(0).max(100).default(0),
  voucher: voucher.optional(),
  lang,
  guest: z.object({
    name: oneLineText().min(2).max(120),
    email: z.email().max(254),
    phone: oneLineText().min(6).max(40),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe("ISO 3166-1 alpha-2"),
    arrivalTime: z
      .string()
      .regex(/^[0-2]\d:[0-5]\d$/)
      .optional(),
    message: z.string().trim().check(multiLine(CONTROL_CHARACTER)).max(2000).optional(),
    marketingConsent: z.boolean().default(false),
  }),
  acceptHouseRules: z.literal(true),
  acceptCancellationPolicy: z.literal(true),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/**
 * The most a booking request's body may be: its longest fields (a 2,000-character message,
 * the guest's name and phone) fit several times over, even with every character escaped.
 */
export const MAX_BOOKING_REQUEST_BYTES = 32 * 1024;

const cents = z.number().int().describe("An amount in cents (grosze) of the site's currency");

export const quoteSchema = z.object({
  nights: z.array(
    z.object({ date: stayDate, cents, rate: z.enum(["base", "weekend", "season"]), season: z.string().optional() }),
  ),
  accommodationCents: cents,
  extraGuestCents: cents,
  discounts: z.array(
    z.object({ kind: z.enum(["lengthOfStay", "lastMinute", "earlyBooking"]), percent: z.number(), cents }),
  ),
  voucher: z.object({ code: z.string(), cents }).nullable(),
  cleaningFeeCents: cents,
  touristTaxCents: cents,
  totalCents: cents,
  depositCents: cents.describe("Refundable, not part of the total"),
  currency: z.enum(SITE_CURRENCIES).describe("What the site prices in: every amount is in its cents (grosze)"),
});

export const availabilitySchema = z.object({
  unit: z.string(),
  from: stayDate,
  to: stayDate,
  unavailable: z.array(stayDate).describe("Nights that cannot be booked (taken or blocked)"),
  checkInDays: z.array(z.number().int().min(1).max(7)).describe("ISO weekdays a stay may start on; empty: any"),
  checkOutDays: z.array(z.number().int().min(1).max(7)).describe("ISO weekdays a stay may end on; empty: any"),
  minNights: z.number().int().describe("The shortest stay, for an arrival on any day minNightsByArrival leaves out"),
  minNightsByArrival: z
    .array(z.object({ from: stayDate, until: stayDate, minNights: z.number().int() }))
    .describe(
      "Arrival days within [from, to) whose shortest stay is another (a season's), as runs of days with one minimum; from and until are both arrival days of the run",
    ),
  maxNights: z.number().int(),
  firstCheckIn: stayDate.describe("The earliest check-in (lead time, in the property's time zone)"),
  lastCheckIn: stayDate.describe("The latest check-in (booking window)"),
});

export const quoteAnswerSchema = z.object({
  unit: z.string(),
  quote: quoteSchema,
  bookingMode: z.enum(["request", "instant"]),
});

export const bankTransferSchema = z
  .object({
    accountHolder: z.string().nullable().describe("The name of the owner's account"),
    iban: z.string().describe("The owner's IBAN, without spaces"),
    bic: z.string().nullable(),
    reference: z.string().describe("The booking's reference, to put on the transfer"),
  })
  .describe(
    "How to pay a confirmed booking by bank transfer (or on arrival); null for a request (the details come with the owner's acceptance) and when the owner gave no IBAN",
  );

export const bookingAnswerSchema = z.object({
  reference: z.string(),
  status: z.enum(["request", "confirmed"]),
  holdExpiresAt: z.iso.datetime().nullable(),
  timeZone: z
    .string()
    .describe(
      "The property's IANA time zone: the hold's end is shown to the guest on the property's clock, zone named",
    ),
  quote: quoteSchema,
  payment: bankTransferSchema.nullable(),
  bookingPage: z
    .url()
    .nullable()
    .describe("The guest's own page of the booking on the owner's site (private: its address is the key)"),
  awaitingPayment: z
    .boolean()
    .describe("The booking is confirmed once its first payment (payNow) is paid; until then its nights are held"),
  payNow: z
    .url()
    .nullable()
    .describe(
      "Where the guest pays what is due now (the provider's hosted page), when the site takes online payment: the booking is confirmed once it is paid, its nights held until holdExpiresAt",
    ),
});

export const API_ERROR_CODES = [
  "invalid_request",
  "unknown_unit",
  "stay_not_allowed",
  "voucher_invalid",
  "dates_unavailable",
  "rate_limited",
  "too_many_open_stays",
  "payload_too_large",
  "unsupported_media_type",
  "not_bookable",
  /** No endpoint of the API at this path (or not with this method). */
  "not_found",
  "server_error",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string().describe("For the guest, in the requested language"),
    details: z
      .array(z.object({ code: z.string(), message: z.string(), field: z.string().optional() }))
      .optional()
      .describe(
        "Every rule the stay breaks, or every field that is wrong (code control_character: a text holding a control character)",
      ),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
