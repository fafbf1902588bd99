import type { Database } from "../../db/client.ts";
import { visitsInSpan } from "../analytics/visits-in-span.ts";
import { propertyTimeZone } from "../booking/bookable-unit.ts";
import { addDays } from "../dates/stay-date.ts";
import type { MonthFigures } from "../messaging/owner-series-values.ts";
import { bookedIn, receivedIn } from "../owner-overview/revenue.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";

/** `YYYY-MM` of the month before the one `today` (`YYYY-MM-DD`) falls in. */
export function previousMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** The first and last day of a month `YYYY-MM`. */
export function monthSpan(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

/**
 * One site's month as the owner's overview counts it (modules/owner-overview/revenue.ts):
 * the confirmed bookings arriving in it and their price, what guests paid in it on the
 * property's clock less refunds, and the visitors of its own statistics. Only this site's
 * rows are read.
 */
export async function monthlyFigures(db: Database, siteId: string, month: string): Promise<MonthFigures> {
  const span = monthSpan(month);
  const [timeZone, currency] = await Promise.all([propertyTimeZone(db, siteId), siteCurrency(db, siteId)]);
  const [booked, receivedCents, visits] = await Promise.all([
    bookedIn(db, siteId, span),
    receivedIn(db, siteId, span, timeZone),
    visitsInSpan(db, siteId, span.from, span.to),
  ]);
  return {
    month: span.from,
    bookings: booked.bookings,
    bookedCents: booked.bookedCents,
    receivedCents,
    visitors: visits.visitors,
    pageViews: visits.pageViews,
    currency,
  };
}
