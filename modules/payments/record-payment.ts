import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { siteCurrency } from "../pricing/currencies.ts";
import { obligationsOf, paidCents, stayPayments } from "./ledger-rows.ts";
import type { OwnerPaymentMethod } from "./owner-payment-methods.ts";

export type RecordPaymentResult =
  | { ok: true; paidCents: number }
  | { ok: false; reason: "not-found" | "not-payable" }
  | { ok: false; reason: "too-much"; maxCents: number };

/**
 * The owner records money received outside the providers (a bank transfer they saw come in,
 * cash, a card terminal at the door; a phone booking's payment). It joins the ledger as
 * paid; once everything is paid, instalments still planned online are no longer asked.
 * Only a confirmed booking of the owner's own site; never more than is still outstanding.
 */
export async function recordOwnerPayment(
  db: Database,
  siteId: string,
  stayId: string,
  input: { amountCents: number; method: OwnerPaymentMethod; note?: string | null; now?: Date },
): Promise<RecordPaymentResult> {
  const now = input.now ?? new Date();
  const currency = await siteCurrency(db, siteId);
  return db.transaction(async (tx): Promise<RecordPaymentResult> => {
    const [stay] = await tx
      .select()
      .from(stays)
      .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)))
      .for("update");
    if (stay?.kind !== "booking") return { ok: false, reason: "not-found" };
    if (stay.status !== "confirmed") return { ok: false, reason: "not-payable" };
    const rows = await stayPayments(tx, siteId, stayId);
    const outstanding = Math.max(0, stay.totalCents - paidCents(rows));
    if (input.amountCents < 1 || input.amountCents > outstanding)
      return { ok: false, reason: "too-much", maxCents: outstanding };
    await tx.insert(payments).values({
      siteId,
      stayId,
      kind: input.method === "transfer" ? "transfer" : "manual",
      purpose: "instalment",
      state: "paid",
      amountCents: input.amountCents,
      currency,
      provider: "owner",
      method: input.method,
      note: input.note?.trim() || null,
      settledAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const paid = paidCents(rows) + input.amountCents;
    if (paid >= stay.totalCents) {
      const planned = obligationsOf(rows)
        .filter((o) => o.purpose === "instalment" && !o.met && o.latest.state === "requires_payment")
        .map((o) => o.latest.id);
      if (planned.length > 0) {
        await tx
          .update(payments)
          .set({ state: "cancelled", checkoutUrl: null, updatedAt: now })
          .where(inArray(payments.id, planned));
      }
    }
    return { ok: true, paidCents: paid };
  });
}
