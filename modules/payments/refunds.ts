import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { type CancelBookingInput, type CancelBookingResult, cancelBooking } from "../booking/cancel-booking.ts";
import { queueBookingEmails } from "../booking/queue-booking-emails.ts";
import type { OwnerActionContext } from "../stays/owned-stay.ts";
import { idempotencyKey } from "./idempotency-key.ts";
import {
  isStayRow,
  type LedgerRow,
  paidCents,
  receivedCents,
  stayPayments,
  stayRow,
  withdrawAsked,
} from "./ledger-rows.ts";
import { queueGuestCancelledEmail, queuePaymentEmails } from "./payment-emails.ts";
import { type PaymentServices, paymentAccountOf } from "./payment-services.ts";
import { settleFromProvider } from "./settle-payment.ts";

/**
 * Cancels a confirmed booking (by its owner, or by its guest on their page) and gives back
 * what its policy (or the owner) grants, out of what was actually paid: the refund is issued
 * through the provider, spread over the payments newest first; what was still to be paid is
 * no longer asked; a deposit hold is let go. A refund the provider refuses stays on the
 * timeline as failed and is tried again by the payments job. When the guest cancels
 * (`byGuest`), the owner is emailed in the same transaction as the cancellation.
 */
export async function cancelWithRefund(
  db: Database,
  services: PaymentServices,
  input: { siteId: string; stayId: string; byGuest?: boolean } & CancelBookingInput,
  ctx: OwnerActionContext,
): Promise<CancelBookingResult> {
  // The guest cancelled on their page: they get their usual email, and the owner hears of it, once, with the cancellation.
  const tell: CancelBookingInput["tell"] = input.byGuest
    ? async (tx, stay) => {
        const at = { siteId: input.siteId, stayId: input.stayId, addressing: ctx.addressing };
        await queueBookingEmails(tx, { ...at, occasion: "cancelled", message: input.message?.trim() ?? "" });
        await queueGuestCancelledEmail(tx, { ...at, refundCents: stay.refundCents ?? 0 });
      }
    : input.tell;
  const cancelled = await cancelBooking(db, input.siteId, input.stayId, { ...input, tell }, ctx);
  if (!cancelled.ok) return cancelled;
  await settleCancelledStay(db, services, input.siteId, input.stayId, cancelled.refundCents, ctx.now ?? new Date());
  return cancelled;
}

/** After a cancellation: stop what is still due, let a hold go, refund up to `refundCents` of what was paid. */
export async function settleCancelledStay(
  db: Database,
  services: PaymentServices,
  siteId: string,
  stayId: string,
  refundCents: number,
  now: Date,
): Promise<void> {
  const refunds = await db.transaction(async (tx) => {
    await tx
      .select({ id: stays.id })
      .from(stays)
      .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)))
      .for("update");
    const rows = await stayPayments(tx, siteId, stayId);
    const open = rows.filter((row) => row.state === "requires_payment" && row.kind !== "refund");
    await withdrawAsked(tx, open, now);
    let left = Math.min(refundCents, paidCents(rows));
    const made: LedgerRow[] = [];
    const paid = rows.filter((row) => receivedCents(row) > 0).reverse();
    for (const row of paid) {
      if (left <= 0) break;
      const already = rows
        .filter((other) => other.refundOf === row.id && other.state !== "failed" && other.state !== "cancelled")
        .reduce((sum, other) => sum + other.amountCents, 0);
      const amount = Math.min(left, row.amountCents - already);
      if (amount <= 0) continue;
      const sequence = rows.filter((other) => other.refundOf === row.id).length + 1;
      const [refund] = await tx
        .insert(payments)
        .values({
          siteId,
          stayId,
          kind: "refund",
          purpose: "refund",
          state: "requires_payment",
          amountCents: amount,
          currency: row.currency,
          provider: row.provider,
          refundOf: row.id,
          idempotencyKey: idempotencyKey({ kind: "refund", stayId, paymentId: row.id, attempt: sequence }),
        })
        .returning();
      if (refund) made.push(stayRow(refund));
      left -= amount;
    }
    return made;
  });
  for (const refund of refunds) await issueRefund(db, services, refund, now);
  const holds = (await stayPayments(db, siteId, stayId)).filter(
    (row) => row.kind === "hold" && row.state === "authorised",
  );
  for (const hold of holds) await releaseDepositHold(db, services, hold, now);
}

/**
 * Asks the provider for one refund row's money back, with the row's own key (a retry after
 * a timeout repeats the same call; after a refusal the next try is a new attempt with a new
 * key). The refunded payment is read again and settled, so its own row shows what went back.
 */
export async function issueRefund(
  db: Database,
  services: PaymentServices,
  refund: LedgerRow,
  now: Date,
): Promise<void> {
  const [origin] = refund.refundOf ? await db.select().from(payments).where(eq(payments.id, refund.refundOf)) : [];
  if (!origin?.providerPaymentId || origin.provider === "owner") {
    // Paid outside any provider (a transfer, cash): the owner pays it back themselves.
    await markRefund(db, services, refund, "refunded", null, now);
    return;
  }
  const account = await paymentAccountOf(db, refund.siteId);
  const provider = account && account.provider === origin.provider ? await services.providerFor(account) : null;
  if (!provider) {
    await markRefund(db, services, refund, "failed", "provider_disconnected", now);
    return;
  }
  const key = refund.idempotencyKey ?? "";
  try {
    const result = await provider.refund(origin.providerPaymentId, refund.amountCents, key);
    await markRefund(
      db,
      services,
      refund,
      result.state === "failed" ? "failed" : "refunded",
      result.state === "failed" ? "refused" : null,
      now,
      result.providerRefundId,
    );
    const observed = await provider.readPayment(origin.providerPaymentId);
    await settleFromProvider(db, services, origin.id, observed, now);
  } catch (error) {
    await markRefund(
      db,
      services,
      refund,
      "failed",
      error instanceof Error ? error.message.slice(0, 200) : "unreachable",
      now,
    );
  }
}

async function markRefund(
  db: Database,
  services: PaymentServices,
  refund: LedgerRow,
  state: "refunded" | "failed",
  failure: string | null,
  now: Date,
  providerRefundId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({
        state,
        failureCode: failure,
        providerRefundId: providerRefundId ?? refund.providerRefundId,
        attempts: refund.attempts + 1,
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(payments.id, refund.id), inArray(payments.state, ["requires_payment", "failed"])))
      .returning();
    if (changed && state === "refunded") {
      await queuePaymentEmails(tx, {
        siteId: refund.siteId,
        stayId: refund.stayId,
        paymentId: refund.id,
        occasion: "refunded",
        addressing: services.addressing,
      });
    }
  });
}

/** Lets a deposit hold go without taking anything. */
export async function releaseDepositHold(
  db: Database,
  services: PaymentServices,
  hold: LedgerRow,
  now: Date,
): Promise<void> {
  if (!hold.providerPaymentId) return;
  const account = await paymentAccountOf(db, hold.siteId);
  const provider = account ? await services.providerFor(account) : null;
  if (!provider) return;
  const observed = await provider.releaseHold(
    hold.providerPaymentId,
    idempotencyKey({ kind: "release", stayId: hold.stayId, attempt: hold.attempt }),
  );
  await settleFromProvider(db, services, hold.id, observed, now);
}

/** How often a refund the provider refused or could not take is tried again. */
const REFUND_TRIES = 5;

/**
 * Refunds still owed (the provider refused or could not be reached): each tried again under
 * a new key (a provider keeps its answer to a key, a refusal too), up to a few times; one
 * that still fails stays on the owner's timeline as failed. Returns how many were tried.
 */
export async function retryFailedRefunds(
  db: Database,
  services: PaymentServices,
  now: Date = new Date(),
): Promise<number> {
  const failed = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, "refund"), eq(payments.state, "failed"), isNotNull(payments.stayId)))
    .limit(50);
  let tried = 0;
  for (const refund of failed.filter(isStayRow)) {
    if (refund.attempts >= REFUND_TRIES || !refund.refundOf) continue;
    const key = idempotencyKey({
      kind: "refund",
      stayId: refund.stayId,
      paymentId: refund.refundOf,
      attempt: 100 + refund.attempts,
    });
    const [again] = await db
      .update(payments)
      .set({ idempotencyKey: key, updatedAt: now })
      .where(and(eq(payments.id, refund.id), eq(payments.state, "failed")))
      .returning();
    if (!again) continue;
    await issueRefund(db, services, stayRow(again), now);
    tried++;
  }
  return tried;
}
