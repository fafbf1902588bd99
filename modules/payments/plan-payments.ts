import type { Database } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { addDays, type StayDate } from "../dates/stay-date.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { idempotencyKey } from "./idempotency-key.ts";
import { paymentSchedule } from "./payment-schedule.ts";
import type { PaymentAccount } from "./payment-services.ts";

export type PlannedStay = {
  id: string;
  siteId: string;
  checkIn: StayDate;
  totalCents: number;
  depositCents: number;
};

/**
 * Writes a booking's money timeline into the ledger, in the booking's own transaction: one
 * row per instalment of the unit's terms (the first due at booking, the balance on its day in
 * the property's calendar) and, where the owner takes the deposit online, the deposit's row
 * (a card hold the day before arrival, or a refundable payment with the balance). Each row
 * carries the idempotency key of its first attempt; nothing is asked of the provider yet.
 * Returns the first instalment's row, what the guest pays now (null: nothing to pay).
 */
export async function planPayments(
  tx: Database,
  input: {
    stay: PlannedStay;
    account: PaymentAccount;
    plan: Pick<RatePlan, "paymentTerms" | "depositCollection">;
    currency: SiteCurrency;
    bookedOn: StayDate;
  },
): Promise<string | null> {
  const { stay, account, plan, currency } = input;
  if (stay.totalCents <= 0) return null;
  const instalments = paymentSchedule(plan.paymentTerms, {
    totalCents: stay.totalCents,
    checkIn: stay.checkIn,
    bookedOn: input.bookedOn,
  });
  const common = { siteId: stay.siteId, stayId: stay.id, currency, provider: account.provider } as const;
  const rows: (typeof payments.$inferInsert)[] = instalments.map((part) => ({
    ...common,
    kind: "charge",
    purpose: "instalment",
    instalment: part.number,
    state: "requires_payment",
    amountCents: part.amountCents,
    dueOn: part.due === "at_booking" ? input.bookedOn : part.due,
    idempotencyKey: idempotencyKey({ kind: "charge", stayId: stay.id, instalment: part.number, attempt: 1 }),
  }));
  if (stay.depositCents > 0 && plan.depositCollection !== "owner") {
    const last = instalments.at(-1);
    const hold = plan.depositCollection === "hold";
    rows.push({
      ...common,
      kind: hold ? "hold" : "charge",
      purpose: "deposit",
      state: "requires_payment",
      amountCents: stay.depositCents,
      // A hold lapses within days, so it is placed the day before arrival; a payment goes with the balance.
      dueOn: hold ? addDays(stay.checkIn, -1) : last && last.due !== "at_booking" ? last.due : input.bookedOn,
      idempotencyKey: idempotencyKey({ kind: hold ? "hold" : "deposit", stayId: stay.id, attempt: 1 }),
    });
  }
  const inserted = await tx
    .insert(payments)
    .values(rows)
    .returning({ id: payments.id, instalment: payments.instalment });
  return inserted.find((row) => row.instalment === 1)?.id ?? null;
}
