import type { payments } from "../../db/schema.ts";
import { idempotencyKey } from "../payments/idempotency-key.ts";
import type { SubscriptionRow } from "./subscription-lines.ts";

/**
 * A subscription's charge as the ledger row written before the provider is called: what it
 * is for (`period`: the first payment's "first", else the period's first day, also its due
 * day unless said otherwise), which attempt, and our key for that call.
 */
export function chargeRowValues(
  subscription: Pick<SubscriptionRow, "id" | "provider">,
  charge: { period: string; attempt: number; amountCents: number; dueOn?: string },
): typeof payments.$inferInsert {
  const { period, attempt } = charge;
  return {
    subscriptionId: subscription.id,
    kind: "charge",
    purpose: "subscription",
    attempt,
    state: "requires_payment",
    amountCents: charge.amountCents,
    currency: "EUR",
    provider: subscription.provider,
    idempotencyKey: idempotencyKey({ kind: "subscription", subscriptionId: subscription.id, period, attempt }),
    dueOn: charge.dueOn ?? period,
  };
}
