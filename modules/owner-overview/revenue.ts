import { and, eq, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { addDays, type StayDate } from "../dates/stay-date.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type DaySpan, revenueSpans, spanYearEarlier, yearEarlier } from "./overview-periods.ts";

/** Booked: the price of confirmed bookings arriving in a span. Received: what guests paid in it, less refunds. */
export type RevenueFigure = { span: DaySpan; bookedCents: number; bookings: number; receivedCents: number };

/** This month and this year, each beside the same period a year earlier. */
export type Revenue = {
  month: { now: RevenueFigure; yearBefore: RevenueFigure };
  year: { now: RevenueFigure; yearBefore: RevenueFigure };
};

const origin = alias(payments, "origin");

/**
 * The site's revenue around the property's `today`. Booked counts whole periods (a stay
 * later this month is already booked); received can only have happened up to today, so
 * last year's is counted up to the same day, which keeps the two comparable.
 */
export async function revenue(db: Database, siteId: string, today: StayDate, timeZone: string): Promise<Revenue> {
  assertUuid(siteId, "siteId");
  const spans = revenueSpans(today);
  const figure = async (span: DaySpan, receivedUntil: StayDate): Promise<RevenueFigure> => {
    const [booked, received] = await Promise.all([
      bookedIn(db, siteId, span),
      receivedIn(db, siteId, { from: span.from, to: receivedUntil < span.to ? receivedUntil : span.to }, timeZone),
    ]);
    return { span, ...booked, receivedCents: received };
  };
  const lastYear = yearEarlier(today);
  const [month, monthBefore, year, yearBefore] = await Promise.all([
    figure(spans.month, today),
    figure(spanYearEarlier(spans.month), lastYear),
    figure(spans.year, today),
    figure(spanYearEarlier(spans.year), lastYear),
  ]);
  return { month: { now: month, yearBefore: monthBefore }, year: { now: year, yearBefore } };
}

/** The price of the confirmed bookings whose guests arrive within the span. */
export async function bookedIn(db: Database, siteId: string, span: DaySpan) {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${stays.totalCents}), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(stays)
    .where(
      and(
        eq(stays.siteId, siteId),
        eq(stays.kind, "booking"),
        eq(stays.status, "confirmed"),
        gte(stays.checkIn, span.from),
        lte(stays.checkIn, span.to),
      ),
    );
  return { bookedCents: Number(row?.cents ?? 0), bookings: Number(row?.count ?? 0) };
}

/**
 * Money received towards the price in the span, on the property's clock: payments made
 * (online, or recorded by the owner) less refunds of them. Security deposits are the guest's
 * money held, not revenue, and stay out.
 */
export async function receivedIn(db: Database, siteId: string, span: DaySpan, timeZone: string): Promise<number> {
  if (span.to < span.from) return 0;
  const start = sql`(${span.from}::date::timestamp at time zone ${timeZone})`;
  const end = sql`(${addDays(span.to, 1)}::date::timestamp at time zone ${timeZone})`;
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end), 0)::float8`,
    })
    .from(payments)
    .leftJoin(origin, eq(origin.id, payments.refundOf))
    .where(
      and(
        eq(payments.siteId, siteId),
        gte(payments.settledAt, start),
        lt(payments.settledAt, end),
        or(
          and(
            inArray(payments.kind, ["charge", "transfer", "manual"]),
            eq(payments.purpose, "instalment"),
            inArray(payments.state, ["paid", "partly_refunded", "refunded"]),
          ),
          and(eq(payments.kind, "refund"), eq(payments.state, "refunded"), eq(origin.purpose, "instalment")),
        ),
      ),
    );
  return Number(row?.cents ?? 0);
}
