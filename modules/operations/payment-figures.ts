import { and, count, eq, gte, min } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentEvents, payments } from "../../db/schema.ts";
import { PAYMENT_STATES, type PaymentState } from "../payments/payment-state.ts";

/** How far back the payments by state look: the ledger's history would grow the count for ever. */
export const PAYMENT_FIGURES_DAYS = 30;

export type PaymentFigures = {
  /** Ledger rows made in the last PAYMENT_FIGURES_DAYS days, by state. */
  byState: Record<PaymentState, number>;
  /** Providers' notices waiting in the inbox, and when the oldest arrived. */
  inboxPending: number;
  oldestPendingAt: Date | null;
  /** Notices the inbox gave up on, received in the last 24 hours. */
  inboxFailedLastDay: number;
};

export async function paymentFigures(db: Database, now: Date): Promise<PaymentFigures> {
  const since = new Date(now.getTime() - PAYMENT_FIGURES_DAYS * 86_400_000);
  const rows = await db
    .select({ state: payments.state, n: count() })
    .from(payments)
    .where(gte(payments.createdAt, since))
    .groupBy(payments.state);
  const byState = Object.fromEntries(PAYMENT_STATES.map((state) => [state, 0])) as Record<PaymentState, number>;
  for (const row of rows) byState[row.state] += row.n;
  const [pending] = await db
    .select({ n: count(), oldest: min(paymentEvents.receivedAt) })
    .from(paymentEvents)
    .where(eq(paymentEvents.state, "pending"));
  const [failed] = await db
    .select({ n: count() })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.state, "failed"), gte(paymentEvents.receivedAt, new Date(now.getTime() - 86_400_000))));
  return {
    byState,
    inboxPending: pending?.n ?? 0,
    oldestPendingAt: pending?.oldest ?? null,
    inboxFailedLastDay: failed?.n ?? 0,
  };
}
