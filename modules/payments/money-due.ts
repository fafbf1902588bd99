import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { propertyTimeZone } from "../booking/bookable-unit.ts";
import { addDays, type StayDate, todayIn } from "../dates/stay-date.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { activeAccount, paymentAccountOf } from "./payment-services.ts";

/** How far ahead the overview looks for payments falling due. */
export const DUE_HORIZON_DAYS = 14;
/** How many of the payments due the overview names. */
export const DUE_SHOWN = 5;

/** One payment a guest still has to make: what for, how much, by when, of which booking. */
export type DueLine = {
  paymentId: string;
  stayId: string;
  reference: string;
  guestName: string;
  /** The balance, a security deposit paid with it, or a payment (the first, or the whole price). */
  what: "payment" | "balance" | "deposit";
  amountCents: number;
  dueOn: StayDate;
  overdue: boolean;
};

export type DueSum = { count: number; cents: number };

/** What the owner's guests still have to pay: overdue, and due within the horizon. */
export type MoneyDue = {
  today: StayDate;
  /** How many days ahead "due soon" looks. */
  horizonDays: number;
  currency: SiteCurrency;
  overdue: DueSum;
  dueSoon: DueSum;
  /** The most pressing payments, overdue first (oldest first), then the next to fall due, however far off. */
  nearest: DueLine[];
};

/**
 * Whether the site deals in payments at all: it takes them online now, or its ledger holds
 * anything (a provider connected once, or payments recorded by hand).
 */
export async function tracksPayments(db: Database, siteId: string): Promise<boolean> {
  assertUuid(siteId, "siteId");
  if (activeAccount(await paymentAccountOf(db, siteId))) return true;
  const [row] = await db.select({ any: sql<boolean>`true` }).from(payments).where(eq(payments.siteId, siteId)).limit(1);
  return row !== undefined;
}

/**
 * The site's payments still to be made by the guests of confirmed bookings: rows waiting for
 * their money (a charge, or a transfer the owner waits for), counted as overdue (their day
 * has passed) or due soon (within `horizonDays` of today in the property's calendar), and
 * the first few of them in order of their day. A card hold is left out: it is no payment,
 * and the job places it by itself.
 */
export async function moneyDue(
  db: Database,
  siteId: string,
  opts: { now?: Date; horizonDays?: number; shown?: number } = {},
): Promise<MoneyDue> {
  assertUuid(siteId, "siteId");
  const [timeZone, currency] = await Promise.all([propertyTimeZone(db, siteId), siteCurrency(db, siteId)]);
  const today = todayIn(timeZone, opts.now ?? new Date());
  const horizonDays = opts.horizonDays ?? DUE_HORIZON_DAYS;
  const until = addDays(today, horizonDays);
  const waiting = and(
    eq(payments.siteId, siteId),
    eq(payments.state, "requires_payment"),
    inArray(payments.kind, ["charge", "transfer", "manual"]),
    isNotNull(payments.dueOn),
    eq(stays.kind, "booking"),
    eq(stays.status, "confirmed"),
  );
  const ofStay = and(eq(stays.id, payments.stayId), eq(stays.siteId, payments.siteId));
  const late = sql`${payments.dueOn} < ${today}`;
  const [sums] = await db
    .select({
      overdueCount: sql<number>`count(*) filter (where ${late})::int`,
      overdueCents: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${late}), 0)::float8`,
      soonCount: sql<number>`count(*) filter (where not ${late})::int`,
      soonCents: sql<number>`coalesce(sum(${payments.amountCents}) filter (where not ${late}), 0)::float8`,
    })
    .from(payments)
    .innerJoin(stays, ofStay)
    .where(and(waiting, lte(payments.dueOn, until)));
  const nearest = await db
    .select({
      paymentId: payments.id,
      stayId: stays.id,
      reference: stays.reference,
      guestName: stays.guestName,
      purpose: payments.purpose,
      instalment: payments.instalment,
      amountCents: payments.amountCents,
      dueOn: payments.dueOn,
    })
    .from(payments)
    .innerJoin(stays, ofStay)
    .where(waiting)
    .orderBy(asc(payments.dueOn), asc(stays.checkIn), asc(payments.id))
    .limit(opts.shown ?? DUE_SHOWN);
  return {
    today,
    horizonDays,
    currency,
    overdue: { count: Number(sums?.overdueCount ?? 0), cents: Number(sums?.overdueCents ?? 0) },
    dueSoon: { count: Number(sums?.soonCount ?? 0), cents: Number(sums?.soonCents ?? 0) },
    nearest: nearest.map((row) => {
      const dueOn = row.dueOn ?? today;
      return {
        paymentId: row.paymentId,
        stayId: row.stayId,
        reference: row.reference ?? "",
        guestName: row.guestName ?? "",
        what: row.purpose === "deposit" ? "deposit" : row.instalment === 2 ? "balance" : "payment",
        amountCents: row.amountCents,
        dueOn,
        overdue: dueOn < today,
      };
    }),
  };
}
