import type { SiteCurrency } from "../../pricing/currencies.ts";
import type { PaymentState } from "../payment-state.ts";
import type { ProviderName } from "../provider-port.ts";

/**
 * What the nightly reconciliation tells the admin, one entry per difference between a
 * provider and our ledger:
 * - `only_at_provider`: a payment the provider holds for one of our ledger rows (its metadata
 *   names it) that the account's ledger does not know;
 * - `only_in_ledger`: a row our ledger has as held or paid that the provider does not list;
 * - `amount` / `currency`: both know it, with other money;
 * - `state`: both know it, in other states, still after the provider's state was settled;
 * - `account_failed`: the account could not be read at all (access withdrawn, provider down).
 */
export const DIFFERENCE_KINDS = [
  "only_at_provider",
  "only_in_ledger",
  "amount",
  "currency",
  "state",
  "account_failed",
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export type MoneySide = { state: PaymentState; amountCents: number; currency: SiteCurrency };

export type ReconciliationDifference = {
  kind: DifferenceKind;
  siteId: string;
  /** "Duinhuis (duinhuis)": which owner's site, as the admin knows it. */
  site: string;
  provider: ProviderName;
  providerPaymentId: string | null;
  stayId: string | null;
  /** The booking's reference (VV-…), when the ledger row is known. */
  stayReference: string | null;
  ledger: MoneySide | null;
  atProvider: MoneySide | null;
  /** For an account that could not be read: what the provider answered (never a secret). */
  error: string | null;
};
