import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import { idempotencyKey } from "../payments/idempotency-key.ts";
import { type AnyLedgerRow, isSubscriptionRow, type SubscriptionLedgerRow } from "../payments/ledger-rows.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { isSettledPaid, type PaymentState } from "../payments/payment-state.ts";
import { settleFromProvider } from "../payments/settle-payment.ts";
import type { SubscriptionRow } from "./subscription-lines.ts";
import { issueCreditNote } from "./subscription-settled.ts";

/** A paid charge of a subscription and what of it has not gone back yet (nor is on its way back). */
export type RefundableCharge = { row: AnyLedgerRow; cents: number; refundsSoFar: number };

/**
 * The subscription's paid charges with money left to give back, newest first. A refund
 * already asked for counts as given back even before the provider reports it on the charge
 * (a failed one does not), so a second refund never asks for the same money twice. Read
 * under the subscription's row lock when refunds follow.
 */
export async function refundableCharges(db: Database, subscriptionId: string): Promise<RefundableCharge[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), inArray(payments.kind, ["charge", "refund"])))
    .orderBy(desc(payments.settledAt), desc(payments.createdAt));
  const refunds = rows.filter((row) => row.kind === "refund");
  return rows
    .filter((row) => row.kind === "charge" && isSettledPaid(row.state as PaymentState))
    .map((row) => {
      const own = refunds.filter((refund) => refund.refundOf === row.id);
      const asked = own.filter((refund) => refund.state !== "failed").reduce((sum, r) => sum + r.amountCents, 0);
      return { row, cents: row.amountCents - Math.max(row.refundedCents, asked), refundsSoFar: own.length };
    })
    .filter(({ cents }) => cents > 0);
}

/** One refund row per charge for what is left of it, each with our key (a retry of a refused one is a new attempt). */
export async function requestRefunds(
  tx: Database,
  subscription: SubscriptionRow,
  charges: RefundableCharge[],
): Promise<SubscriptionLedgerRow[]> {
  const made: SubscriptionLedgerRow[] = [];
  for (const { row, cents, refundsSoFar } of charges) {
    const [refund] = await tx
      .insert(payments)
      .values({
        subscriptionId: subscription.id,
        kind: "refund",
        purpose: "refund",
        state: "requires_payment",
        amountCents: cents,
        currency: "EUR",
        provider: row.provider,
        refundOf: row.id,
        idempotencyKey: idempotencyKey({
          kind: "subscription_refund",
          subscriptionId: subscription.id,
          paymentId: row.id,
          attempt: refundsSoFar + 1,
        }),
      })
      .returning();
    if (refund && isSubscriptionRow(refund)) made.push(refund);
  }
  return made;
}

/**
 * Asks the platform's provider for one refund row's money back with the row's key (a retry
 * repeats the same call), marks the row, and issues its credit note in the same
 * transaction, under the subscription's lock. A refusal leaves the row failed for the admin.
 */
export async function issueSubscriptionRefund(
  db: Database,
  services: PaymentServices,
  refund: SubscriptionLedgerRow,
  now: Date,
): Promise<void> {
  const [origin] = refund.refundOf ? await db.select().from(payments).where(eq(payments.id, refund.refundOf)) : [];
  const provider = origin && origin.provider !== "owner" ? await services.platformProvider(origin.provider) : null;
  let state: "refunded" | "failed" = "failed";
  let failure: string | null = "provider_unavailable";
  let providerRefundId: string | null = null;
  if (origin?.providerPaymentId && provider) {
    try {
      const result = await provider.refund(origin.providerPaymentId, refund.amountCents, refund.idempotencyKey ?? "");
      state = result.state === "failed" ? "failed" : "refunded";
      failure = result.state === "failed" ? "refused" : null;
      providerRefundId = result.providerRefundId;
    } catch (error) {
      failure = error instanceof Error ? error.message.slice(0, 200) : "unreachable";
    }
  }
  await db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, refund.subscriptionId))
      .for("update");
    const [changed] = await tx
      .update(payments)
      .set({
        state,
        failureCode: failure,
        providerRefundId,
        attempts: refund.attempts + 1,
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(payments.id, refund.id), inArray(payments.state, ["requires_payment", "failed"])))
      .returning();
    if (changed && state === "refunded" && subscription && isSubscriptionRow(changed))
      await issueCreditNote(tx, subscription, changed, now);
  });
  if (origin?.providerPaymentId && provider && state === "refunded") {
    const observed = await provider.readPayment(origin.providerPaymentId);
    await settleFromProvider(db, services, origin.id, observed, now);
  }
}

/**
 * Issues each refund (issueSubscriptionRefund) and says whether every one went through: a
 * refused or unreachable provider leaves its row failed, and its money refundable again.
 */
export async function issueSubscriptionRefunds(
  db: Database,
  services: PaymentServices,
  refunds: SubscriptionLedgerRow[],
  now: Date,
): Promise<{ allRefunded: boolean }> {
  for (const refund of refunds) await issueSubscriptionRefund(db, services, refund, now);
  if (refunds.length === 0) return { allRefunded: true };
  const rows = await db
    .select({ state: payments.state })
    .from(payments)
    .where(
      inArray(
        payments.id,
        refunds.map((refund) => refund.id),
      ),
    );
  return { allRefunded: rows.every((row) => row.state === "refunded") };
}
