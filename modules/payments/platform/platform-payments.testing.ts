import { randomUUID } from "node:crypto";
import { idempotencyKey } from "../idempotency-key.ts";
import type { ChargeSavedInput, CreatePaymentInput, ProviderName } from "../provider-port.ts";

/**
 * Builders for the adapters' tests of the platform's own account (ADR 0023): an owner's first
 * subscription payment (the setup fee and the first month) on the provider's hosted page,
 * saving the method, and a month's renewal charged on it with our key, each for its own
 * subscription so tests do not share keys.
 */
export function platformSubscription(provider: ProviderName) {
  const subscriptionId = randomUUID();
  const webhookUrl = `https://vayvista.example/api/payments/webhooks/${provider}`;
  return {
    subscriptionId,
    firstPayment(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
      return {
        amountCents: 20_000,
        currency: "EUR",
        description: "VayVista · set-up and first month",
        methods: ["card", "ideal", "bancontact"],
        payer: { email: "sanne@example.nl", name: "Sanne Jansen", locale: "nl" },
        saveForLater: true,
        returnUrl: "https://vayvista.example/checkout-success",
        webhookUrl,
        ledgerId: randomUUID(),
        idempotencyKey: idempotencyKey({ kind: "subscription", subscriptionId, period: "2026-12-01", attempt: 1 }),
        ...overrides,
      };
    },
    renewal(
      saved: { customerId: string; savedMethodId: string },
      overrides: Partial<ChargeSavedInput> = {},
    ): ChargeSavedInput {
      return {
        amountCents: 5_000,
        currency: "EUR",
        description: "VayVista · January 2027",
        ...saved,
        capture: "automatic",
        webhookUrl,
        ledgerId: randomUUID(),
        idempotencyKey: idempotencyKey({ kind: "subscription", subscriptionId, period: "2027-01-01", attempt: 1 }),
        ...overrides,
      };
    },
    refundKey: (paymentId: string) =>
      idempotencyKey({ kind: "subscription_refund", subscriptionId, paymentId, attempt: 1 }),
  };
}
