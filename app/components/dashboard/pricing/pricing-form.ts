import { ISO_WEEKDAYS, type IsoWeekday, parseStayDate } from "../../../../modules/dates/stay-date.ts";
import {
  euroAmountText,
  parseEuroAmount,
  parsePercentText,
  percentText,
} from "../../../../modules/pricing/euro-amount.ts";
import {
  BOOKING_MODES,
  type BookingMode,
  CANCELLATION_POLICIES,
  type CancellationPolicy,
  DEFAULT_CANCEL_UNPAID_GRACE_DAYS,
  DEFAULT_SPLIT_TERMS,
  DEPOSIT_COLLECTIONS,
  type DepositCollection,
  RATE_PLAN_LIMITS as L,
  PAYMENT_TERMS_KINDS,
  type PaymentTerms,
  type RatePlan,
  type Season,
  TOURIST_TAX_KINDS,
  type TouristTax,
} from "../../../../modules/pricing/rate-plan-choices.ts";
import { hasControlCharacter } from "../../../../modules/text/single-line.ts";
import type { Message } from "../../account/auth-messages.ts";

/**
 * The pricing page's form as the owner fills it in: every rule of a unit's rate plan
 * (modules/pricing) as text fields, weekday boxes and rows of seasons and discounts. Read
 * the same way in the browser (the example quote follows the typing) and on the server (which
 * then stores it through the plan's schema), so both see the same plan and the same problems.
 * Amounts are typed in euros with a comma or a point; problems are message keys.
 */

export const PRICING_FORM_ID = "pricing";

export const PRICING_FIELDS = [
  "baseNightly",
  "weekendNightly",
  "minNights",
  "maxNights",
  "leadTimeDays",
  "bookingWindowDays",
  "cleaningFee",
  "extraGuestAbove",
  "extraGuestFee",
  "touristTaxKind",
  "touristTaxAmount",
  "touristTaxPercent",
  "deposit",
  "lastMinuteDays",
  "lastMinutePercent",
  "earlyBookingDays",
  "earlyBookingPercent",
  "bookingMode",
  "requestHoldHours",
  "cancellationPolicy",
  "paymentTerms",
  "firstPercent",
  "balanceDaysBefore",
  "depositCollection",
  "depositReturnDays",
  "cancelUnpaid",
  "cancelUnpaidGraceDays",
] as const;
export type PricingField = (typeof PRICING_FIELDS)[number];

export const SEASON_PARTS = ["name", "from", "until", "nightly", "minNights", "priority"] as const;
export type SeasonPart = (typeof SEASON_PARTS)[number];
/** A season's row; its key is the season's id, which stays the same while the owner edits. */
export type SeasonRow = { key: string } & Record<SeasonPart, string>;

export const DISCOUNT_PARTS = ["nights", "percent"] as const;
export type DiscountPart = (typeof DISCOUNT_PARTS)[number];
export type DiscountRow = { key: string } & Record<DiscountPart, string>;

/** Everything the form holds, as typed. */
export type PricingValues = {
  fields: Record<PricingField, string>;
  checkInDays: string[];
  checkOutDays: string[];
  seasons: SeasonRow[];
  discounts: DiscountRow[];
};

/** What the form reads as: the plan (a field with a problem keeps `fallback`'s rule) and the problems per field. */
export type PricingRead = { plan: RatePlan; problems: Record<string, Message[]> };

/** The name a row's field has for its label, its id and its problems (the form sends `seasonName`, … for every row). */
export function seasonFieldName(key: string, part: SeasonPart): string {
  return `season-${key}-${part}`;
}
export function discountFieldName(key: string, part: DiscountPart): string {
  return `discount-${key}-${part}`;
}
/** What every row sends its part as: seasonName, seasonFrom, …, discountNights, discountPercent. */
export function seasonInputName(part: SeasonPart): string {
  return `season${part[0]?.toUpperCase()}${part.slice(1)}`;
}
export function discountInputName(part: DiscountPart): string {
  return `discount${part[0]?.toUpperCase()}${part.slice(1)}`;
}

const ROW_KEY = /^[A-Za-z0-9_-]{1,40}$/;

/** A fresh key for a row the owner adds. */
export function newRowKey(taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = used.size + 1; ; n++) {
    const key = `n${n}`;
    if (!used.has(key)) return key;
  }
}

/** The form's values for a stored plan, amounts written as the owner's language writes them. */
export function pricingValuesOf(plan: RatePlan, decimalSign: "," | "."): PricingValues {
  const euros = (cents: number | null | undefined) => (cents ? euroAmountText(cents, decimalSign) : "");
  const percent = (value: number | undefined) => (value === undefined ? "" : percentText(value, decimalSign));
  const number = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  const tax = plan.touristTax;
  // While the guest pays in full, the split's fields hold the usual split, ready if the owner switches.
  const split = plan.paymentTerms.kind === "split" ? plan.paymentTerms : DEFAULT_SPLIT_TERMS;
  return {
    fields: {
      baseNightly: euros(plan.baseNightlyCents),
      weekendNightly: euros(plan.weekendNightlyCents),
      minNights: String(plan.minNights),
      maxNights: String(plan.maxNights),
      leadTimeDays: String(plan.leadTimeDays),
      bookingWindowDays: String(plan.bookingWindowDays),
      cleaningFee: euros(plan.cleaningFeeCents),
      extraGuestAbove: number(plan.extraGuestFee?.aboveGuests),
      extraGuestFee: euros(plan.extraGuestFee?.perNightCents),
      touristTaxKind: tax.kind,
      touristTaxAmount: tax.kind === "perPersonNight" ? euros(tax.cents) : "",
      touristTaxPercent: tax.kind === "percent" ? percent(tax.percent) : "",
      deposit: euros(plan.depositCents),
      lastMinuteDays: number(plan.lastMinute?.withinDays),
      lastMinutePercent: percent(plan.lastMinute?.percent),
      earlyBookingDays: number(plan.earlyBooking?.daysAhead),
      earlyBookingPercent: percent(plan.earlyBooking?.percent),
      bookingMode: plan.bookingMode,
      requestHoldHours: number(plan.requestHoldHours),
      cancellationPolicy: plan.cancellationPolicy,
      paymentTerms: plan.paymentTerms.kind,
      firstPercent: String(split.firstPercent),
      balanceDaysBefore: String(split.balanceDaysBefore),
      depositCollection: plan.depositCollection,
      depositReturnDays: String(plan.depositReturnDays),
      cancelUnpaid: plan.cancelUnpaid ? "on" : "",
      cancelUnpaidGraceDays: String(plan.cancelUnpaid?.graceDays ?? DEFAULT_CANCEL_UNPAID_GRACE_DAYS),
    },
    checkInDays: plan.checkInDays.map(String),
    checkOutDays: plan.checkOutDays.map(String),
    seasons: plan.seasons.map((s) => ({
      key: s.id,
      name: s.name,
      from: s.from,
      until: s.until,
      nightly: euros(s.nightlyCents),
      minNights: number(s.minNights),
      priority: String(s.priority),
    })),
    discounts: plan.lengthOfStayDiscounts.map((d, i) => ({
      key: `d${i + 1}`,
      nights: String(d.minNights),
      percent: percent(d.percent),
    })),
  };
}

/** Rows of the same-named fields, one per `keyName` sent; a key that is malformed or used twice is replaced. */
function rowsOf<P extends string>(
  form: FormData,
  keyName: string,
  parts: readonly P[],
  inputName: (part: P) => string,
): ({ key: string } & Record<P, string>)[] {
  const text = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const keys = text(keyName);
  const columns = parts.map((part) => [part, text(inputName(part))] as const);
  const used = new Set<string>();
  return keys.map((sent, i) => {
    const key = ROW_KEY.test(sent) && !used.has(sent) ? sent : newRowKey([...used, ...keys]);
    used.add(key);
    const row = { key } as { key: string } & Record<P, string>;
    for (const [part, values] of columns) (row as Record<string, string>)[part] = values[i] ?? "";
    return row;
  });
}

/** The values a posted form holds. */
export function pricingValuesFrom(form: FormData): PricingValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  return {
    fields: Object.fromEntries(PRICING_FIELDS.map((name) => [name, text(name)])) as Record<PricingField, string>,
    checkInDays: all("checkInDays"),
    checkOutDays: all("checkOutDays"),
    seasons: rowsOf(form, "seasonKey", SEASON_PARTS, seasonInputName),
    discounts: rowsOf(form, "discountKey", DISCOUNT_PARTS, discountInputName),
  };
}

const WHOLE = /^[0-9]{1,6}$/;

/** A whole number from `min` to `max` as typed; undefined when it is not one. */
function wholeIn(text: string, min: number, max: number): number | undefined {
  const n = WHOLE.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * The plan the values describe, and each field's problem. A field left empty where the rule
 * is optional switches the rule off; a pair (last-minute days and percentage, …) must be
 * filled in together; an empty row is ignored.
 */
export function readPricingValues(values: PricingValues, fallback: RatePlan): PricingRead {
  const problems: Record<string, Message[]> = {};
  const refuse = (name: string, key: string, params?: Message["params"]) => {
    problems[name] ??= [
      params ? { key: `dashboard.pricing.errors.${key}`, params } : { key: `dashboard.pricing.errors.${key}` },
    ];
  };
  const field = (name: PricingField) => values.fields[name].trim();

  /** Cents of a filled-in amount; undefined when refused. */
  const amountAt = (name: string, text: string, max: number, emptyKey = "required"): number | undefined => {
    if (text === "") return void refuse(name, emptyKey);
    const cents = parseEuroAmount(text);
    if (cents === null) return void refuse(name, "amount");
    if (cents > max) return void refuse(name, "amountMax", { max: max / 100 });
    return cents;
  };
  /** Cents of an amount that may stay empty (null). */
  const optionalAmountAt = (name: string, text: string, max: number): number | null | undefined =>
    text === "" ? null : amountAt(name, text, max);
  const wholeAt = (name: string, text: string, min: number, max: number): number | undefined =>
    wholeIn(text, min, max) ?? void refuse(name, "whole", { min, max });
  const optionalWholeAt = (name: string, text: string, min: number, max: number): number | null | undefined =>
    text === "" ? null : wholeAt(name, text, min, max);
  const percentAt = (name: string, text: string, max: number) => {
    const p = parsePercentText(text);
    if (p !== null && p > 0 && p <= max) return p;
    return void refuse(name, "percent", { max });
  };
  /** Two fields that make one rule: both empty is none, one empty is a problem there. */
  const pair = <A, B>(
    [a, b]: [PricingField, PricingField],
    readA: (text: string) => A | undefined,
    readB: (text: string) => B | undefined,
  ): { a: A; b: B } | null | undefined => {
    const [textA, textB] = [field(a), field(b)];
    if (textA === "" && textB === "") return null;
    if (textA === "") return void refuse(a, "pair");
    if (textB === "") return void refuse(b, "pair");
    const [valueA, valueB] = [readA(textA), readB(textB)];
    return valueA === undefined || valueB === undefined ? undefined : { a: valueA, b: valueB };
  };
  const choice = <T extends string>(name: PricingField, options: readonly T[]): T | undefined => {
    const value = options.find((o) => o === field(name));
    if (value === undefined) refuse(name, "choice");
    return value;
  };
  const weekdays = (name: "checkInDays" | "checkOutDays"): IsoWeekday[] | undefined => {
    const days = values[name].map(Number);
    if (!days.every((d): d is IsoWeekday => (ISO_WEEKDAYS as number[]).includes(d))) return void refuse(name, "choice");
    return [...new Set(days)].sort((a, b) => a - b);
  };
  const or = <T>(value: T | undefined, kept: T): T => (value === undefined ? kept : value);

  const base = amountAt("baseNightly", field("baseNightly"), L.nightlyCents, "price");
  if (base === 0) refuse("baseNightly", "price");
  const weekend = optionalAmountAt("weekendNightly", field("weekendNightly"), L.nightlyCents);
  if (weekend === 0) refuse("weekendNightly", "amount");
  const minNights = wholeAt("minNights", field("minNights"), 1, L.nights);
  const maxNights = wholeAt("maxNights", field("maxNights"), 1, L.nights);
  if (typeof minNights === "number" && typeof maxNights === "number" && maxNights < minNights) {
    refuse("maxNights", "maxBelowMin");
  }

  const seasons: Season[] = [];
  const filledSeasons = values.seasons.filter((row) => SEASON_PARTS.some((part) => row[part].trim() !== ""));
  if (filledSeasons.length > L.seasons) refuse("seasons", "tooManySeasons", { max: L.seasons });
  for (const row of filledSeasons) {
    const name = (part: SeasonPart) => seasonFieldName(row.key, part);
    const title = row.name.trim();
    if (title === "" || title.length > L.seasonName) refuse(name("name"), "seasonName", { max: L.seasonName });
    else if (hasControlCharacter(title)) refuse(name("name"), "oneLine");
    const from = parseStayDate(row.from.trim());
    const until = parseStayDate(row.until.trim());
    if (!from) refuse(name("from"), "date");
    if (!until) refuse(name("until"), "date");
    if (from && until && until < from) refuse(name("until"), "dateOrder");
    const nightly = amountAt(name("nightly"), row.nightly.trim(), L.nightlyCents, "amount");
    if (nightly === 0) refuse(name("nightly"), "amount");
    const min = optionalWholeAt(name("minNights"), row.minNights.trim(), 1, L.nights);
    const priority = optionalWholeAt(name("priority"), row.priority.trim(), 0, L.seasonPriority) ?? 0;
    if (title && from && until && until >= from && nightly && min !== undefined && priority !== undefined) {
      seasons.push({ id: row.key, name: title, from, until, nightlyCents: nightly, minNights: min, priority });
    }
  }

  const discounts: RatePlan["lengthOfStayDiscounts"] = [];
  const filledDiscounts = values.discounts.filter((row) => row.nights.trim() !== "" || row.percent.trim() !== "");
  if (filledDiscounts.length > L.lengthOfStayDiscounts) {
    refuse("discounts", "tooManyDiscounts", { max: L.lengthOfStayDiscounts });
  }
  for (const row of filledDiscounts) {
    const nightsName = discountFieldName(row.key, "nights");
    const nights = wholeAt(nightsName, row.nights.trim(), 2, L.nights);
    const percent = percentAt(discountFieldName(row.key, "percent"), row.percent.trim(), L.discountPercent);
    if (typeof nights === "number" && discounts.some((d) => d.minNights === nights)) {
      refuse(nightsName, "duplicateStep");
    } else if (typeof nights === "number" && percent !== undefined) {
      discounts.push({ minNights: nights, percent });
    }
  }
  discounts.sort((a, b) => a.minNights - b.minNights);

  const extraGuest = pair(
    ["extraGuestAbove", "extraGuestFee"],
    (t) => wholeAt("extraGuestAbove", t, 1, L.guests),
    (t) => amountAt("extraGuestFee", t, L.feeCents) || void refuse("extraGuestFee", "amount"),
  );
  const taxKind = choice("touristTaxKind", TOURIST_TAX_KINDS);
  let touristTax: TouristTax | undefined;
  if (taxKind === "none") touristTax = { kind: "none" };
  else if (taxKind === "perPersonNight") {
    const cents = amountAt("touristTaxAmount", field("touristTaxAmount"), L.touristTaxCents);
    if (cents === 0) refuse("touristTaxAmount", "amount");
    else if (cents) touristTax = { kind: "perPersonNight", cents };
  } else if (taxKind === "percent") {
    const percent = percentAt("touristTaxPercent", field("touristTaxPercent"), L.touristTaxPercent);
    if (percent !== undefined) touristTax = { kind: "percent", percent };
  }
  const lastMinute = pair(
    ["lastMinuteDays", "lastMinutePercent"],
    (t) => wholeAt("lastMinuteDays", t, 0, L.discountDays),
    (t) => percentAt("lastMinutePercent", t, L.discountPercent),
  );
  const earlyBooking = pair(
    ["earlyBookingDays", "earlyBookingPercent"],
    (t) => wholeAt("earlyBookingDays", t, 1, L.discountDays),
    (t) => percentAt("earlyBookingPercent", t, L.discountPercent),
  );
  const hold = optionalWholeAt(
    "requestHoldHours",
    field("requestHoldHours"),
    L.requestHoldHours.min,
    L.requestHoldHours.max,
  );
  const cleaning = optionalAmountAt("cleaningFee", field("cleaningFee"), L.feeCents);
  const deposit = optionalAmountAt("deposit", field("deposit"), L.feeCents);

  // The split's fields count only for a split; the return days only for a deposit taken online
  // (shown only then, so a hidden field is never a problem: it keeps the stored days if unreadable).
  const termsKind = choice("paymentTerms", PAYMENT_TERMS_KINDS);
  let paymentTerms: PaymentTerms | undefined;
  if (termsKind === "full") paymentTerms = { kind: "full" };
  else if (termsKind === "split") {
    const { firstPercent: p, balanceDaysBefore: d } = L;
    const firstPercent = wholeAt("firstPercent", field("firstPercent"), p.min, p.max);
    const balanceDaysBefore = wholeAt("balanceDaysBefore", field("balanceDaysBefore"), d.min, d.max);
    if (firstPercent !== undefined && balanceDaysBefore !== undefined) {
      paymentTerms = { kind: "split", firstPercent, balanceDaysBefore };
    }
  }
  const collection = choice("depositCollection", DEPOSIT_COLLECTIONS);
  const { min: minReturn, max: maxReturn } = L.depositReturnDays;
  const returnDays =
    collection === "hold" || collection === "payment"
      ? wholeAt("depositReturnDays", field("depositReturnDays"), minReturn, maxReturn)
      : wholeIn(field("depositReturnDays"), minReturn, maxReturn);

  // Cancelling an unpaid balance counts only while there is a balance (a split) and the box is ticked.
  const { min: minGrace, max: maxGrace } = L.cancelUnpaidGraceDays;
  const cancelsUnpaid = termsKind === "split" && field("cancelUnpaid") !== "";
  const graceDays = cancelsUnpaid
    ? wholeAt("cancelUnpaidGraceDays", field("cancelUnpaidGraceDays"), minGrace, maxGrace)
    : null;
  const cancelUnpaid =
    termsKind === "full"
      ? null
      : graceDays === undefined
        ? fallback.cancelUnpaid
        : graceDays === null
          ? null
          : { graceDays };

  const plan: RatePlan = {
    baseNightlyCents: base || fallback.baseNightlyCents,
    weekendNightlyCents: weekend === 0 ? fallback.weekendNightlyCents : or(weekend, fallback.weekendNightlyCents),
    seasons,
    minNights: or(minNights, fallback.minNights),
    maxNights: or(maxNights, fallback.maxNights),
    checkInDays: or(weekdays("checkInDays"), fallback.checkInDays),
    checkOutDays: or(weekdays("checkOutDays"), fallback.checkOutDays),
    bookingWindowDays: or(
      wholeAt("bookingWindowDays", field("bookingWindowDays"), 1, L.bookingWindowDays),
      fallback.bookingWindowDays,
    ),
    leadTimeDays: or(wholeAt("leadTimeDays", field("leadTimeDays"), 0, L.leadTimeDays), fallback.leadTimeDays),
    cleaningFeeCents: cleaning === undefined ? fallback.cleaningFeeCents : (cleaning ?? 0),
    extraGuestFee:
      extraGuest === undefined
        ? fallback.extraGuestFee
        : extraGuest && { aboveGuests: extraGuest.a, perNightCents: extraGuest.b },
    touristTax: touristTax ?? fallback.touristTax,
    depositCents: deposit === undefined ? fallback.depositCents : (deposit ?? 0),
    lengthOfStayDiscounts: discounts,
    lastMinute:
      lastMinute === undefined
        ? fallback.lastMinute
        : lastMinute && { withinDays: lastMinute.a, percent: lastMinute.b },
    earlyBooking:
      earlyBooking === undefined
        ? fallback.earlyBooking
        : earlyBooking && { daysAhead: earlyBooking.a, percent: earlyBooking.b },
    cancellationPolicy: or<CancellationPolicy>(
      choice("cancellationPolicy", CANCELLATION_POLICIES),
      fallback.cancellationPolicy,
    ),
    bookingMode: or<BookingMode>(choice("bookingMode", BOOKING_MODES), fallback.bookingMode),
    requestHoldHours: hold === undefined ? fallback.requestHoldHours : hold,
    paymentTerms: paymentTerms ?? fallback.paymentTerms,
    depositCollection: or<DepositCollection>(collection, fallback.depositCollection),
    depositReturnDays: or(returnDays, fallback.depositReturnDays),
    cancelUnpaid,
  };
  return { plan, problems };
}

/** The fields a browser posts for `values` (a list: the field sent once per value, in order). */
export function pricingFormFields(values: PricingValues): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = { ...values.fields };
  fields.checkInDays = values.checkInDays;
  fields.checkOutDays = values.checkOutDays;
  fields.seasonKey = values.seasons.map((row) => row.key);
  for (const part of SEASON_PARTS) fields[seasonInputName(part)] = values.seasons.map((row) => row[part]);
  fields.discountKey = values.discounts.map((row) => row.key);
  for (const part of DISCOUNT_PARTS) fields[discountInputName(part)] = values.discounts.map((row) => row[part]);
  return fields;
}
