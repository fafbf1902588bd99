import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { publishCommitted, type SiteBookingEvent } from "../stays/owned-stay.ts";
import { paidCents, stayPayments, unmetInstalments, withdrawAsked } from "./ledger-rows.ts";
import type { OwnerPaymentMethod } from "./owner-payment-methods.ts";
import type { PaymentServices } from "./payment-services.ts";
import { confirmHeldStay } from "./settle-payment.ts";

export type RecordPaymentResult =
  | { ok: true; paidCents: number }
  | { ok: false; reason: "not-found" | "not-payable" }
  | { ok: false; reason: "too-much"; maxCents: number };

/**
 * The owner records money received outside the providers (a bank transfer they saw come in,
 * cash, a card terminal at the door; a phone booking's payment). It joins the ledger as
 * paid and pays the earliest instalments first: those it covers are no longer asked online.
 * A confirmed booking of the owner's own site, or an accepted request held for its payment
 * (a guest who chose to transfer it), which the transfer of its first payment confirms as
 * the online payment would; never more than is still outstanding.
 */
export async function recordOwnerPayment(
  db: Database,
  services: PaymentServices,
  siteId: string,
  stayId: string,
  input: { amountCents: number; method: OwnerPaymentMethod; note?: string | null; now?: Date },
): Promise<RecordPaymentResult> {
  const now = input.now ?? new Date();
  const currency = await siteCurrency(db, siteId);
  const events: SiteBookingEvent[] = [];
  const result = await db.transaction(async (tx): Promise<RecordPaymentResult> => {
    const [stay] = await tx
      .select()
      .from(stays)
      .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)))
      .for("update");
    if (stay?.kind !== "booking") return { ok: false, reason: "not-found" };
    const held =
      stay.status === "request" && stay.holdFor === "payment" && !!stay.holdExpiresAt && stay.holdExpiresAt > now;
    if (stay.status !== "confirmed" && !held) return { ok: false, reason: "not-payable" };
    const rows = await stayPayments(tx, siteId, stayId);
    const asked = unmetInstalments(rows);
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
    const after = await stayPayments(tx, siteId, stayId);
    const still = new Set(unmetInstalments(after).map((o) => o.key));
    const covered = asked.filter((o) => !still.has(o.key) && o.latest.state === "requires_payment");
    await withdrawAsked(
      tx,
      covered.map((o) => o.latest),
      now,
    );
    // The first payment came by transfer: the booking is confirmed, as a payment online would.
    const first = asked[0];
    if (held && first && !still.has(first.key)) await confirmHeldStay(tx, stay, now, services, events);
    await planStayMessages(tx, stayId);
    return { ok: true, paidCents: paid };
  });
  publishCommitted(services.bookingEvents, events);
  return result;
}
