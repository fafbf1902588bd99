import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays, testProviderPayments } from "../../db/schema.ts";
import { compareStayDates, type StayDate } from "../dates/stay-date.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { idempotencyKey } from "../payments/idempotency-key.ts";
import { connectPaymentAccount } from "../payments/payment-account.ts";
import { laterCollection, methodsFor, type PaymentMethod } from "../payments/payment-methods.ts";
import { paymentSchedule } from "../payments/payment-schedule.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * A demo owner's money, as months of guests paying online would have left it: the test
 * provider connected with the methods of the site's currency, each confirmed booking's
 * instalments paid when they fell due (by card, or iDEAL on a euro site and BLIK on a złoty
 * one; a card or iDEAL's mandate kept for the balance, which after BLIK is paid by Przelewy24
 * from the guest's link), a balance still to come where its day is ahead,
 * and the latest booking cancelled by its guest with the policy's refund paid back. Written
 * into the ledger and the test provider's own books alike, so later refunds and charges of
 * these payments go through the test provider as any other.
 */
export async function seedDemoPayments(tx: Database, siteId: string, today: StayDate, now: Date): Promise<void> {
  const currency = await siteCurrency(tx, siteId);
  const methods = methodsFor(currency);
  await connectPaymentAccount(tx, siteId, { provider: "test", methods, now });
  const other: PaymentMethod = currency === "PLN" ? "blik" : "ideal";
  const booked = await tx
    .select()
    .from(stays)
    .where(
      and(
        eq(stays.siteId, siteId),
        eq(stays.kind, "booking"),
        eq(stays.status, "confirmed"),
        eq(stays.source, "direct"),
      ),
    )
    .orderBy(asc(stays.createdAt));
  for (const [index, stay] of booked.entries()) {
    if (stay.totalCents <= 0) continue;
    const plan = await loadRatePlan(tx, siteId, stay.unitId);
    const bookedOn = stay.createdAt.toISOString().slice(0, 10);
    const parts = paymentSchedule(plan.paymentTerms, { totalCents: stay.totalCents, checkIn: stay.checkIn, bookedOn });
    const customer = id("tc");
    const card = id("tm");
    const method: PaymentMethod = index % 3 === 1 ? other : "card";
    const saved = laterCollection(method);
    const later: PaymentMethod = saved === "card" ? "card" : saved === "sepa_mandate" ? "sepa_debit" : "przelewy24";
    for (const part of parts) {
      const due = part.due === "at_booking" ? bookedOn : part.due;
      const paid = compareStayDates(due, today) <= 0;
      const key = idempotencyKey({ kind: "charge", stayId: stay.id, instalment: part.number, attempt: 1 });
      const providerId = paid ? id("tp") : null;
      const [row] = await tx
        .insert(payments)
        .values({
          siteId,
          stayId: stay.id,
          kind: "charge",
          purpose: "instalment",
          instalment: part.number,
          state: paid ? "paid" : "requires_payment",
          amountCents: part.amountCents,
          currency,
          provider: "test",
          providerPaymentId: providerId,
          idempotencyKey: key,
          method: paid ? (part.number === 1 ? method : later) : null,
          customerId: customer,
          savedMethodId: part.number === 1 && parts.length > 1 && saved ? card : null,
          savedMethodKind: part.number === 1 && parts.length > 1 ? saved : null,
          dueOn: due,
          settledAt: paid ? new Date(`${due}T10:05:00Z`) : null,
          createdAt: new Date(`${bookedOn}T10:00:00Z`),
        })
        .returning();
      if (row && providerId) {
        await tx.insert(testProviderPayments).values({
          id: providerId,
          siteId,
          ledgerId: row.id,
          idempotencyKey: key,
          amountCents: part.amountCents,
          currency,
          description: `${stay.reference ?? ""}`,
          methods,
          state: "paid",
          capture: "automatic",
          method: row.method,
          customerId: customer,
          savedMethodId: row.savedMethodId,
          webhookUrl: "http://localhost/api/payments/webhooks/test",
        });
      }
    }
  }
  await cancelLatestWithRefund(tx, siteId, today, now);
}

/** The last booking made and paid in full for a stay still ahead: its guest cancelled, and got their first payment back. */
async function cancelLatestWithRefund(tx: Database, siteId: string, today: StayDate, now: Date): Promise<void> {
  const rows = await tx
    .select({ payment: payments, stay: stays })
    .from(payments)
    .innerJoin(stays, eq(stays.id, payments.stayId))
    .where(and(eq(payments.siteId, siteId), eq(payments.instalment, 1), eq(payments.state, "paid")))
    .orderBy(asc(stays.createdAt));
  // A stay ahead that was paid in full, so the demo keeps its booking paid in part.
  const ahead = rows.filter((row) => compareStayDates(row.stay.checkIn, today) > 0);
  const open = new Set(
    (
      await tx
        .select({ stayId: payments.stayId })
        .from(payments)
        .where(and(eq(payments.siteId, siteId), eq(payments.state, "requires_payment")))
    ).map((r) => r.stayId),
  );
  const latest = ahead.filter((row) => !open.has(row.stay.id)).at(-1) ?? (ahead.length > 1 ? ahead.at(-1) : undefined);
  if (!latest) return;
  const { payment, stay } = latest;
  await tx
    .update(stays)
    .set({ status: "cancelled", cancelledAt: now, refundCents: payment.amountCents, updatedAt: now })
    .where(eq(stays.id, stay.id));
  await planStayMessages(tx, stay.id);
  await tx
    .update(payments)
    .set({ state: "cancelled", updatedAt: now })
    .where(and(eq(payments.stayId, stay.id), eq(payments.state, "requires_payment")));
  await tx
    .update(payments)
    .set({ state: "refunded", refundedCents: payment.amountCents, updatedAt: now })
    .where(eq(payments.id, payment.id));
  const key = idempotencyKey({ kind: "refund", stayId: stay.id, paymentId: payment.id, attempt: 1 });
  await tx.insert(payments).values({
    siteId,
    stayId: stay.id,
    kind: "refund",
    purpose: "refund",
    state: "refunded",
    amountCents: payment.amountCents,
    currency: payment.currency,
    provider: "test",
    refundOf: payment.id,
    providerRefundId: `tr_${key}`,
    idempotencyKey: key,
    settledAt: now,
  });
  if (payment.providerPaymentId) {
    await tx
      .update(testProviderPayments)
      .set({ state: "refunded", refundedCents: payment.amountCents, refundKeys: [key] })
      .where(eq(testProviderPayments.id, payment.providerPaymentId));
  }
}
