import { randomUUID } from "node:crypto";
import type { ChargeSavedInput, CreatePaymentInput, CreateSetupInput } from "../provider-port.ts";

/**
 * Builders for the adapter's tests: a stay's first payment on Stripe's page, its balance on
 * what that saved, and an owner changing the card their subscription renews on.
 */

export function hostedPaymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    amountCents: 36_000,
    currency: "EUR",
    description: "VV-7K3P9Q · Duinhuis",
    methods: ["card", "ideal", "bancontact", "przelewy24", "sepa_debit"],
    payer: { email: "anna@example.nl", name: "Anna de Vries", locale: "nl" },
    saveForLater: false,
    returnUrl: "https://duinhuis.example/mijn-boeking?b=tok",
    webhookUrl: "https://vayvista.example/api/payments/webhooks/stripe",
    ledgerId: "0b6f2c1e-5d8a-4f7e-9a31-2c4e6f8a0b1d",
    idempotencyKey: "vv:charge:stay-1:i1:a1",
    ...overrides,
  };
}

export function balanceInput(
  saved: { customerId: string; savedMethodId: string },
  overrides: Partial<ChargeSavedInput> = {},
): ChargeSavedInput {
  return {
    amountCents: 84_000,
    currency: "EUR",
    description: "VV-7K3P9Q · Duinhuis (balance)",
    ...saved,
    capture: "automatic",
    webhookUrl: "https://vayvista.example/api/payments/webhooks/stripe",
    ledgerId: "7d0c2e4a-1b3f-4a5c-8e9d-0f1a2b3c4d5e",
    idempotencyKey: "vv:charge:stay-1:i2:a1",
    ...overrides,
  };
}

/** A setup page for a subscription of its own (its own reference and key, so tests share no keys). */
export function setupInput(overrides: Partial<CreateSetupInput> = {}): CreateSetupInput {
  const subscriptionId = randomUUID();
  return {
    description: "VayVista",
    payer: { email: "sanne@example.nl", name: "Sanne Jansen", locale: "nl" },
    customerId: null,
    returnUrl: "https://vayvista.example/dashboard/account?method=changed",
    webhookUrl: "https://vayvista.example/api/payments/webhooks/stripe",
    reference: subscriptionId,
    idempotencyKey: `vv:setup:${subscriptionId}:a1`,
    ...overrides,
  };
}
