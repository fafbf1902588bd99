import { PaymentStatus, SequenceType } from "@mollie/api-client";
import type { ProviderSetup } from "../provider-port.ts";
import { centsOf, type MollieAmount, type MolliePaymentView } from "./mollie-mapping.ts";

/**
 * A setup at Mollie is a first payment (`sequenceType: first`) of nothing: Mollie takes €0.00
 * for a first payment by card (and PayPal); every other method needs at least €0.01, which
 * would charge the owner. The card mandate it leaves is what the renewals are then charged on.
 */
export const SETUP_AMOUNT: MollieAmount = { currency: "EUR", value: "0.00" };

/** The metadata key naming our reference (the subscription) on a setup's payment, apart from a ledger row's `ledger_id`. */
export const META_SETUP_FOR = "setup_for";

const STATES: Record<PaymentStatus, "open" | "settled" | "failed"> = {
  [PaymentStatus.open]: "open",
  // The payer is on their way through the card's check (3-D Secure).
  [PaymentStatus.pending]: "open",
  [PaymentStatus.authorized]: "settled",
  [PaymentStatus.paid]: "settled",
  [PaymentStatus.failed]: "failed",
  [PaymentStatus.canceled]: "failed",
  [PaymentStatus.expired]: "failed",
};

/**
 * A setup's €0 first payment as our `ProviderSetup`, with the mandate it left (read by the
 * caller from the mandate itself, null when it left none we can charge). A payment that is not
 * a €0 first payment is no setup: reading one as a setup is a mistake of the caller's.
 */
export function toProviderSetup(
  payment: MolliePaymentView & { sequenceType: SequenceType },
  savedMethod: ProviderSetup["savedMethod"],
): ProviderSetup {
  if (payment.sequenceType !== SequenceType.first || centsOf(payment.amount) !== 0) {
    throw new Error(`Mollie payment ${payment.id} is no setup`);
  }
  const state = STATES[payment.status];
  if (!state) throw new Error(`unexpected Mollie payment status: ${JSON.stringify(payment.status)}`);
  const setup = {
    providerSetupId: payment.id,
    checkoutUrl: null,
    savedMethod: null,
    customerId: payment.customerId ?? null,
  };
  if (state === "open") return { ...setup, state: "open", checkoutUrl: payment._links.checkout?.href ?? null };
  // Paid without a mandate we can charge (none, or one already invalid) saved nothing.
  return state === "settled" && savedMethod ? { ...setup, state: "saved", savedMethod } : { ...setup, state: "failed" };
}
