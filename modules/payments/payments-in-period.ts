import { and, asc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { type StayDate, todayIn } from "../dates/stay-date.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { stayRow } from "./ledger-rows.ts";
import type { PaymentPeriod } from "./payment-period.ts";

/**
 * What a row of the books is: a payment towards the price (online, or recorded by the owner:
 * its method says how), a security deposit paid or the part of a deposit hold the owner
 * kept, and money that went back (a refund, a deposit returned).
 */
export const PERIOD_PAYMENT_KINDS = ["payment", "deposit", "depositKept", "refund", "depositReturned"] as const;
export type PeriodPaymentKind = (typeof PERIOD_PAYMENT_KINDS)[number];

/** One movement of money in the period, as the owner's bookkeeping needs it. */
export type PeriodPayment = {
  id: string;
  /** The day the money moved, in the property's calendar. */
  on: StayDate;
  stayId: string;
  reference: string;
  guestName: string;
  kind: PeriodPaymentKind;
  method: string | null;
  /** Money in is positive, money back negative. */
  amountCents: number;
  /** Of a payment: how much of it went back since (each refund is its own row too). */
  refundedCents: number;
  currency: SiteCurrency;
  provider: "test" | "stripe" | "mollie" | "owner";
  /** The provider's id of the payment, or of the refund. */
  providerId: string | null;
};

const origin = alias(payments, "origin");

/**
 * Every movement of money of the site's stays settled within the period (both days included,
 * in the property's `timeZone`), oldest first: payments made, deposit holds captured, and
 * refunds made (negative). What never moved money (a failed, expired or cancelled attempt, a
 * hold in place or let go, a refund not yet made) is not in the books.
 */
export async function paymentsInPeriod(
  db: Database,
  siteId: string,
  period: PaymentPeriod,
  timeZone: string,
): Promise<PeriodPayment[]> {
  assertUuid(siteId, "siteId");
  // Midnight at the start of `from` and after `to` on the property's clock, whatever the offset that day.
  const start = sql`(${period.from}::date::timestamp at time zone ${timeZone})`;
  const end = sql`((${period.to}::date + 1)::timestamp at time zone ${timeZone})`;
  const moved = or(
    and(
      inArray(payments.kind, ["charge", "transfer", "manual"]),
      inArray(payments.state, ["paid", "partly_refunded", "refunded"]),
    ),
    and(eq(payments.kind, "hold"), eq(payments.state, "paid")),
    and(eq(payments.kind, "refund"), eq(payments.state, "refunded")),
  );
  const rows = await db
    .select({
      payment: payments,
      reference: stays.reference,
      guestName: stays.guestName,
      originPurpose: origin.purpose,
    })
    .from(payments)
    .innerJoin(stays, and(eq(stays.id, payments.stayId), eq(stays.siteId, payments.siteId)))
    .leftJoin(origin, eq(origin.id, payments.refundOf))
    .where(and(eq(payments.siteId, siteId), moved, gte(payments.settledAt, start), lt(payments.settledAt, end)))
    .orderBy(asc(payments.settledAt), asc(payments.id));
  return rows.flatMap(({ payment, reference, guestName, originPurpose }): PeriodPayment[] => {
    const row = stayRow(payment);
    const kind = kindOf(row, originPurpose);
    const cents = row.kind === "hold" ? (row.capturedCents ?? row.amountCents) : row.amountCents;
    if (!row.settledAt || cents <= 0) return [];
    const back = row.kind === "refund";
    return [
      {
        id: row.id,
        on: todayIn(timeZone, row.settledAt),
        stayId: row.stayId,
        reference: reference ?? "",
        guestName: guestName ?? "",
        kind,
        method: back ? null : row.method,
        amountCents: back ? -cents : cents,
        refundedCents: back ? 0 : row.refundedCents,
        currency: row.currency,
        provider: row.provider,
        providerId: back ? row.providerRefundId : row.providerPaymentId,
      },
    ];
  });
}

function kindOf(row: typeof payments.$inferSelect, originPurpose: string | null): PeriodPaymentKind {
  if (row.kind === "refund") return originPurpose === "deposit" ? "depositReturned" : "refund";
  if (row.kind === "hold") return "depositKept";
  return row.purpose === "deposit" ? "deposit" : "payment";
}
