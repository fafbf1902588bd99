import type { BillingSettings } from "../billing/billing-settings.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import type { PaymentProvider } from "../payments/provider-port.ts";

/**
 * The provider owners pay the platform through: the admin's choice, else the first the
 * platform can charge on (Stripe, then Mollie, then the test provider where it is allowed).
 * Null when none can: the checkout then takes no money and says so.
 */
export async function platformBillingProvider(
  services: PaymentServices,
  settings: BillingSettings,
): Promise<PaymentProvider | null> {
  if (settings.provider) return services.platformProvider(settings.provider);
  for (const name of ["stripe", "mollie", "test"] as const) {
    const provider = await services.platformProvider(name);
    if (provider) return provider;
  }
  return null;
}
