import { z } from "zod";
import { compareStayDates, ISO_WEEKDAYS, type IsoWeekday, isStayDate } from "../dates/stay-date.ts";
import {
  BOOKING_MODES,
  CANCELLATION_POLICIES,
  DEFAULT_RATE_PLAN,
  DEPOSIT_COLLECTIONS,
  hasTwoDecimalsAtMost,
  RATE_PLAN_LIMITS as L,
  type RatePlan,
  type Season,
} from "./rate-plan-choices.ts";

export type {
  BookingMode,
  CancellationPolicy,
  DepositCollection,
  LengthOfStayDiscount,
  PaymentTerms,
  RatePlan,
  Season,
  TouristTax,
} from "./rate-plan-choices.ts";
export { DEFAULT_RATE_PLAN, RATE_PLAN_LIMITS } from "./rate-plan-choices.ts";

const cents = (max: number) => z.number().int().min(0).max(max);
const count = (min: number, max: number) => z.number().int().min(min).max(max);
const percent = (max: number) => z.number().gt(0).max(max).refine(hasTwoDecimalsAtMost, "two decimals at most");
const stayDate = z.string().refine(isStayDate, "date");
const weekdays = z
  .array(z.literal(ISO_WEEKDAYS as IsoWeekday[]))
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const seasonSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    name: z.string().trim().min(1).max(L.seasonName),
    from: stayDate,
    until: stayDate,
    nightlyCents: count(1, L.nightlyCents),
    minNights: count(1, L.nights).nullable(),
    priority: count(0, L.seasonPriority),
  })
  .refine((s) => compareStayDates(s.from, s.until) <= 0, { message: "until before from", path: ["until"] });

/** Each rule of the plan on its own: what a stored document is read with, field by field. */
const fields = {
  baseNightlyCents: cents(L.nightlyCents),
  weekendNightlyCents: count(1, L.nightlyCents).nullable(),
  seasons: z.array(seasonSchema).max(L.seasons),
  minNights: count(1, L.nights),
  maxNights: count(1, L.nights),
  checkInDays: weekdays,
  checkOutDays: weekdays,
  bookingWindowDays: count(1, L.bookingWindowDays),
  leadTimeDays: count(0, L.leadTimeDays),
  cleaningFeeCents: cents(L.feeCents),
  extraGuestFee: z.object({ aboveGuests: count(1, L.guests), perNightCents: count(1, L.feeCents) }).nullable(),
  touristTax: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("none") }),
    z.object({ kind: z.literal("perPersonNight"), cents: count(1, L.touristTaxCents) }),
    z.object({ kind: z.literal("percent"), percent: percent(L.touristTaxPercent) }),
  ]),
  depositCents: cents(L.feeCents),
  lengthOfStayDiscounts: z
    .array(z.object({ minNights: count(2, L.nights), percent: percent(L.discountPercent) }))
    .max(L.lengthOfStayDiscounts)
    .transform((discounts) => [...discounts].sort((a, b) => a.minNights - b.minNights)),
  lastMinute: z.object({ withinDays: count(0, L.discountDays), percent: percent(L.discountPercent) }).nullable(),
  earlyBooking: z.object({ daysAhead: count(1, L.discountDays), percent: percent(L.discountPercent) }).nullable(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  bookingMode: z.enum(BOOKING_MODES),
  requestHoldHours: count(L.requestHoldHours.min, L.requestHoldHours.max).nullable(),
  paymentTerms: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("full") }),
    z.object({
      kind: z.literal("split"),
      firstPercent: count(L.firstPercent.min, L.firstPercent.max),
      balanceDaysBefore: count(L.balanceDaysBefore.min, L.balanceDaysBefore.max),
    }),
  ]),
  depositCollection: z.enum(DEPOSIT_COLLECTIONS),
  depositReturnDays: count(L.depositReturnDays.min, L.depositReturnDays.max),
  cancelUnpaid: z.object({ graceDays: count(L.cancelUnpaidGraceDays.min, L.cancelUnpaidGraceDays.max) }).nullable(),
};

/** A whole plan as it is saved: every rule valid, and the rules consistent with each other. */
export const ratePlanSchema = z.object(fields).superRefine((plan, ctx) => {
  if (plan.maxNights < plan.minNights) {
    ctx.addIssue({ code: "custom", path: ["maxNights"], message: "below the minimum stay" });
  }
  const ids = new Set<string>();
  plan.seasons.forEach((season, i) => {
    if (ids.has(season.id)) ctx.addIssue({ code: "custom", path: ["seasons", i, "id"], message: "id used twice" });
    ids.add(season.id);
  });
  const steps = new Set<number>();
  plan.lengthOfStayDiscounts.forEach((discount, i) => {
    if (steps.has(discount.minNights)) {
      ctx.addIssue({ code: "custom", path: ["lengthOfStayDiscounts", i, "minNights"], message: "step used twice" });
    }
    steps.add(discount.minNights);
  });
});

// The schema and the hand-written type (which the browser reads) must not drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const RATE_PLAN_SCHEMA_MATCHES_TYPE: Same<z.output<typeof ratePlanSchema>, RatePlan> = true;

/** A copy of the default, so nobody changes the shared one. */
function defaultOf<K extends keyof RatePlan>(key: K): RatePlan[K] {
  return structuredClone(DEFAULT_RATE_PLAN[key]);
}

/**
 * The plan in a stored document, whatever its age: a rule it lacks (an older document) or
 * holds in a shape no longer valid takes the default, a season that no longer reads is left
 * out, so a unit always has a plan the quote can use. A valid document comes back as it is.
 */
export function parseRatePlan(json: unknown): RatePlan {
  const whole = ratePlanSchema.safeParse(json);
  if (whole.success) return whole.data;
  const doc: Record<string, unknown> = typeof json === "object" && json !== null ? { ...json } : {};
  const seasons: Season[] = [];
  const seenIds = new Set<string>();
  for (const item of Array.isArray(doc.seasons) ? doc.seasons : []) {
    const season = seasonSchema.safeParse(item);
    if (season.success && !seenIds.has(season.data.id) && seasons.length < L.seasons) {
      seasons.push(season.data);
      seenIds.add(season.data.id);
    }
  }
  const read = <K extends keyof typeof fields>(key: K): RatePlan[K] => {
    const result = fields[key].safeParse(doc[key]);
    return (result.success ? result.data : defaultOf(key)) as RatePlan[K];
  };
  const minNights = read("minNights");
  const discounts = read("lengthOfStayDiscounts").filter(
    (d, i, all) => all.findIndex((other) => other.minNights === d.minNights) === i,
  );
  return {
    baseNightlyCents: read("baseNightlyCents"),
    weekendNightlyCents: read("weekendNightlyCents"),
    seasons,
    minNights,
    maxNights: Math.max(read("maxNights"), minNights),
    checkInDays: read("checkInDays"),
    checkOutDays: read("checkOutDays"),
    bookingWindowDays: read("bookingWindowDays"),
    leadTimeDays: read("leadTimeDays"),
    cleaningFeeCents: read("cleaningFeeCents"),
    extraGuestFee: read("extraGuestFee"),
    touristTax: read("touristTax"),
    depositCents: read("depositCents"),
    lengthOfStayDiscounts: discounts,
    lastMinute: read("lastMinute"),
    earlyBooking: read("earlyBooking"),
    cancellationPolicy: read("cancellationPolicy"),
    bookingMode: read("bookingMode"),
    requestHoldHours: read("requestHoldHours"),
    paymentTerms: read("paymentTerms"),
    depositCollection: read("depositCollection"),
    depositReturnDays: read("depositReturnDays"),
    cancelUnpaid: read("cancelUnpaid"),
  };
}
