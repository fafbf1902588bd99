import type { PaymentAccount } from "../payment-services.ts";
import type { ProviderName } from "../provider-port.ts";

/**
 * Whether the site may start connecting `provider` now: when it has no provider in use, when
 * it is that provider again (continuing an onboarding, connecting again after Mollie access
 * ended), or when the one it has cannot take charges (an onboarding left unfinished). A
 * provider guests pay through is disconnected first, by the owner, on purpose: connecting
 * another never switches a working one off by surprise.
 */
export function mayConnect(account: PaymentAccount | null, provider: ProviderName): boolean {
  return !account || account.disconnectedAt !== null || account.provider === provider || !account.chargesEnabled;
}
