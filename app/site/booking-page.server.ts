import type { RouterContextProvider } from "react-router";
import { findBookableUnit } from "../../modules/booking/bookable-unit.ts";
import { quoteForUnit } from "../../modules/booking/quote-for-unit.ts";
import { parseStayDate } from "../../modules/dates/stay-date.ts";
import { loadRatePlan } from "../../modules/pricing/unit-rates.ts";
import { services } from "../context.ts";
import { emptyBookingState } from "../themes/kit/booking/booking-page.tsx";
import type { BookingField, BookingPageState } from "../themes/kit/booking/booking-state.ts";
import { policyText, ruleText } from "../themes/kit/booking/stay-text.ts";
import type { SitePageData } from "../themes/kit/page-data.ts";
import { themeStrings } from "../themes/strings/index.ts";

/** The stay the widget's form (or a link) hands the booking page in its query. */
export const STAY_QUERY = ["unit", "checkIn", "checkOut", "adults", "children", "voucher"] as const;

/** The stay's values from the booking page's query, each trimmed and cut to a sane length. */
export function stayValues(url: URL): Partial<Record<BookingField, string>> {
  const values: Partial<Record<BookingField, string>> = {};
  for (const name of STAY_QUERY) {
    const value = url.searchParams.get(name)?.trim().slice(0, 80);
    if (value) values[name] = value;
  }
  return values;
}

/** A whole number from a form or query value within [min, max], else the fallback. */
export function countIn(value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= min && n <= max ? n : fallback;
}

/**
 * The booking page's state for the stay in `values`: the unit (a single-unit site's only one,
 * else the one named), how it is booked (at once or on request) and its cancellation policy
 * in the page's language, and, once the dates are given, its price at this moment or what
 * keeps it from being booked. A theme's demo shows the form but takes no bookings.
 */
export async function bookingPageState(
  context: Readonly<RouterContextProvider>,
  page: SitePageData,
  values: Partial<Record<BookingField, string>>,
  now: Date = new Date(),
): Promise<BookingPageState> {
  const { host, db } = services(context);
  const { site, lang } = page;
  const t = themeStrings(lang).booking;
  const named = values.unit ? site.units.find((unit) => unit.slug === values.unit) : undefined;
  const chosen = named ?? (site.units.length === 1 ? site.units[0] : undefined);
  const state: BookingPageState = {
    ...emptyBookingState(page),
    unitSlug: chosen?.slug ?? null,
    values,
    errors: values.unit && !named && site.units.length > 1 ? { unit: t.errors.unit } : {},
    bookable: host.kind === "owner-site",
  };
  if (host.kind !== "owner-site" || !chosen) return state;

  const siteId = host.site.id;
  const unit = await findBookableUnit(db, siteId, chosen.slug);
  if (!unit) return state;
  const plan = await loadRatePlan(db, siteId, unit.id);
  state.mode = plan.bookingMode;
  state.cancellation = policyText(plan.cancellationPolicy, lang);

  const checkIn = parseStayDate(values.checkIn);
  const checkOut = parseStayDate(values.checkOut);
  if (!checkIn || !checkOut) return state;
  const priced = await quoteForUnit(
    db,
    siteId,
    unit,
    {
      checkIn,
      checkOut,
      adults: countIn(values.adults, 1, 100, 2),
      children: countIn(values.children, 0, 100, 0),
      voucher: values.voucher,
    },
    now,
  );
  if (priced.ok) {
    const { violations: _none, bookable: _yes, ...quote } = priced.quote;
    state.quote = quote;
  } else if (priced.code === "stay_not_allowed") {
    state.problems = priced.violations.map((violation) => ruleText(violation, lang));
  } else if (priced.code === "voucher_invalid") {
    state.errors = { ...state.errors, voucher: themeStrings(lang).stay.vouchers[priced.reason] };
  } else {
    state.problems = [t.refusals.dates_unavailable];
  }
  return state;
}
