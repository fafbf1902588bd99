import { and, asc, eq, gt, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { payments, siteBookingSettings, stays, unitRates } from "../../db/schema.ts";
import { todayIn } from "../dates/stay-date.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";
import type { StayRow } from "../stays/owned-stay.ts";
import { bookingBalance } from "./booking-balance.ts";
import { type LedgerRow, stayPayments } from "./ledger-rows.ts";
import { queuePaymentEmails } from "./payment-emails.ts";
import { type PaymentServices, paymentAccountOf } from "./payment-services.ts";
import { cancelWithRefund } from "./refunds.ts";
import { settleFromProvider } from "./settle-payment.ts";
import { cancelDayOf, cancelsToday, UNPAID_DEADLINE, unpaidBalanceOf } from "./unpaid-balance.ts";

/** How many bookings one run looks at: the rest waits for the next run. */
const BATCH = 100;

/**
 * Bookings that may be cancelled for their balance: confirmed, not yet begun, with a balance
 * not paid by any attempt, whose unit's owner chose to cancel and whose grace may have passed
 * (the grace is read from the plan in SQL to keep the batch to those; the code checks again).
 */
async function candidates(db: Database, now: Date) {
  const paid = alias(payments, "paid");
  // Every zone's today is at most a day after UTC's.
  const latestToday = sql`(${todayIn("UTC", now)}::date + 1)`;
  const grace = sql`case when jsonb_typeof(${unitRates.plan} -> 'cancelUnpaid' -> 'graceDays') = 'number'
    then least(greatest((${unitRates.plan} -> 'cancelUnpaid' ->> 'graceDays')::numeric, 0), 14)::int else 0 end`;
  return db
    .selectDistinct({ siteId: stays.siteId, stayId: stays.id, dueOn: payments.dueOn })
    .from(payments)
    .innerJoin(stays, and(eq(stays.id, payments.stayId), eq(stays.siteId, payments.siteId)))
    .innerJoin(unitRates, and(eq(unitRates.unitId, stays.unitId), eq(unitRates.siteId, stays.siteId)))
    .where(
      and(
        eq(payments.purpose, "instalment"),
        gt(payments.instalment, 1),
        inArray(payments.state, ["requires_payment", "failed"]),
        isNotNull(payments.dueOn),
        sql`${payments.dueOn} + ${grace} + 1 <= ${latestToday}`,
        eq(stays.kind, "booking"),
        eq(stays.status, "confirmed"),
        sql`${stays.checkIn} > ${todayIn("UTC", now)}::date - 1`,
        sql`jsonb_typeof(${unitRates.plan} -> 'cancelUnpaid') = 'object'`,
        notExists(
          db
            .select({ id: paid.id })
            .from(paid)
            .where(
              and(
                eq(paid.stayId, payments.stayId),
                eq(paid.purpose, "instalment"),
                eq(paid.instalment, payments.instalment),
                inArray(paid.state, ["paid", "partly_refunded", "refunded"]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(payments.dueOn))
    .limit(BATCH);
}

/**
 * An attempt at the balance the guest may have just paid (their payment page still open):
 * read again from the provider and settled first, so money on its way is never met with a
 * cancellation. False: the provider could not say; the booking waits for the next run.
 */
async function settleOpenAttempts(db: Database, services: PaymentServices, rows: LedgerRow[], now: Date) {
  const open = rows.filter(
    (row) => row.purpose === "instalment" && row.state === "requires_payment" && row.providerPaymentId,
  );
  if (open.length === 0) return true;
  const account = await paymentAccountOf(db, rows[0]?.siteId ?? "");
  const provider = account ? await services.providerFor(account) : null;
  if (!provider) return true;
  try {
    for (const row of open) {
      if (row.provider !== account?.provider || !row.providerPaymentId) continue;
      await settleFromProvider(db, services, row.id, await provider.readPayment(row.providerPaymentId), now);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the booking is still to be cancelled, read under its row lock (the lock every
 * payment's settling and the owner's recording take first): its balance still unpaid, its
 * owner still choosing to cancel, the day come, and something of its price still owed.
 */
async function stillUnpaid(tx: Database, stay: StayRow, now: Date): Promise<LedgerRow | null> {
  const rows = await stayPayments(tx, stay.siteId, stay.id);
  const balance = unpaidBalanceOf(rows);
  if (!balance || bookingBalance(stay, rows).outstandingCents <= 0) return null;
  const plan = await loadRatePlan(tx, stay.siteId, stay.unitId);
  const [settings] = await tx
    .select({ timeZone: siteBookingSettings.timeZone })
    .from(siteBookingSettings)
    .where(eq(siteBookingSettings.siteId, stay.siteId));
  const today = todayIn(settings?.timeZone ?? "Europe/Amsterdam", now);
  return cancelsToday(cancelDayOf(balance.dueOn, plan), stay.checkIn, today) ? balance.latest : null;
}

/**
 * Balances not paid by the owner's deadline (issue 16 §2), where the owner chose so: the
 * booking is cancelled by its own policy (the one it was booked under) through the same
 * `cancelWithRefund` as the owner's cancelling (what was paid goes back as the policy gives,
 * the nights are freed), and the guest and the owner are told why. The check and the
 * cancellation are one transaction under the stay's row lock, so a payment settled or
 * recorded a moment before stops it, and two runs at once cancel and email once: the second
 * finds the booking cancelled. Returns how many bookings it cancelled.
 */
export async function cancelUnpaidBalances(
  db: Database,
  services: PaymentServices,
  now: Date = new Date(),
): Promise<number> {
  let cancelled = 0;
  const seen = new Set<string>();
  for (const { siteId, stayId } of await candidates(db, now)) {
    if (seen.has(stayId)) continue;
    seen.add(stayId);
    if (!(await settleOpenAttempts(db, services, await stayPayments(db, siteId, stayId), now))) continue;
    let balanceRow: LedgerRow | null = null;
    const result = await cancelWithRefund(
      db,
      services,
      {
        siteId,
        stayId,
        refundCents: null,
        onlyIf: async (tx, stay) => {
          balanceRow = await stillUnpaid(tx, stay, now);
          return balanceRow !== null;
        },
        tell: async (tx) => {
          const row = balanceRow as LedgerRow | null;
          if (!row) return;
          await tx
            .update(payments)
            .set({ failureCode: UNPAID_DEADLINE, updatedAt: now })
            .where(eq(payments.id, row.id));
          await queuePaymentEmails(tx, {
            siteId,
            stayId,
            paymentId: row.id,
            occasion: "cancelled_unpaid",
            addressing: services.addressing,
            now,
          });
        },
      },
      { addressing: services.addressing, bookingEvents: services.bookingEvents, now },
    );
    if (result.ok) cancelled++;
  }
  return cancelled;
}
