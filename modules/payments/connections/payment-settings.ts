import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentAccounts } from "../../../db/schema.ts";
import type { SiteCurrency } from "../../pricing/currencies.ts";
import { siteCurrency } from "../../pricing/read-site-currency.ts";
import { connectPaymentAccount } from "../payment-account.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "../payment-methods.ts";
import { offeredMethods, type PaymentAccount, paymentAccountOf } from "../payment-services.ts";
import type { PaymentPlatform } from "../platform/payment-platform.ts";
import type { ProviderName } from "../provider-port.ts";
import { mayConnect } from "./may-connect.ts";
import { mollieAccessLost } from "./mollie-tokens.ts";

/**
 * What the owner's settings page shows of their payments, and the owner's own switches there:
 * the embedded test provider, and whether guests may still pay by bank transfer.
 */

/**
 * Where the site's connection stands:
 * - `active`: guests pay online through it now;
 * - `setup`: connected, but the provider cannot take charges yet (onboarding unfinished, no
 *   verified website profile): guests pay by transfer meanwhile;
 * - `access_lost`: Mollie no longer accepts our access (revoked by the owner, or expired):
 *   connect again;
 * - `disconnected`: the owner disconnected it; its payments stay in the ledger.
 */
export type ConnectionState = "active" | "setup" | "access_lost" | "disconnected";

export type PaymentSettingsView = {
  currency: SiteCurrency;
  connection: {
    provider: ProviderName;
    state: ConnectionState;
    /** The provider's id of the owner's account (acct_…, org_…), for them to recognise it; null for the test provider. */
    accountId: string | null;
    /** What guests of the site are offered now, in the site's currency (none unless active). */
    methods: PaymentMethod[];
    connectedAt: Date | null;
    disconnectedAt: Date | null;
  } | null;
  /** Guests may (also) pay by transfer, the owner marking it received. */
  bankTransfer: boolean;
  /** The providers offered to connect now (the one in use has its own buttons). */
  connectable: Record<ProviderName, boolean>;
  /** Owners' Mollie payments are test payments (the platform's setting). */
  mollieTestmode: boolean;
};

export async function paymentSettingsOf(
  db: Database,
  platform: PaymentPlatform,
  siteId: string,
): Promise<PaymentSettingsView> {
  const [account, currency, credentials] = await Promise.all([
    paymentAccountOf(db, siteId),
    siteCurrency(db, siteId),
    platform.credentials(),
  ]);
  const state: ConnectionState | null = !account
    ? null
    : account.disconnectedAt
      ? "disconnected"
      : mollieAccessLost(account)
        ? "access_lost"
        : account.chargesEnabled
          ? "active"
          : "setup";
  const available = {
    stripe: credentials.stripe !== null,
    mollie: credentials.mollie !== null,
    test: platform.testProvider,
  };
  return {
    currency,
    connection:
      account && state
        ? {
            provider: account.provider,
            state,
            accountId: account.provider === "test" ? null : account.externalAccountId,
            methods: state === "active" ? offeredMethods(account, currency) : [],
            connectedAt: account.connectedAt,
            disconnectedAt: account.disconnectedAt,
          }
        : null,
    bankTransfer: account?.bankTransfer ?? true,
    connectable: {
      stripe: available.stripe && offerable(account, "stripe"),
      mollie: available.mollie && offerable(account, "mollie"),
      test: available.test && offerable(account, "test"),
    },
    mollieTestmode: credentials.mollie?.testmode ?? false,
  };
}

/**
 * Whether the page offers connecting `provider` as a choice: where the site may connect it,
 * and it is not the one in use (that one is continued, checked or connected again from its
 * own card).
 */
function offerable(account: PaymentAccount | null, provider: ProviderName): boolean {
  const inUse = account !== null && account.disconnectedAt === null && account.provider === provider;
  return !inUse && mayConnect(account, provider);
}

/** Connects the embedded test provider (where the platform allows it), with every method: its page lets the payer pick any. */
export async function chooseTestProvider(
  db: Database,
  platform: PaymentPlatform,
  siteId: string,
  now: Date = new Date(),
): Promise<{ ok: true } | { ok: false; problem: "not_configured" | "connected_elsewhere" }> {
  if (!platform.testProvider) return { ok: false, problem: "not_configured" };
  if (!mayConnect(await paymentAccountOf(db, siteId), "test")) return { ok: false, problem: "connected_elsewhere" };
  await connectPaymentAccount(db, siteId, { provider: "test", methods: [...PAYMENT_METHODS], now });
  return { ok: true };
}

/** Whether guests may also pay by bank transfer; false when the site has no payment account to keep it on. */
export async function setBankTransfer(
  db: Database,
  siteId: string,
  on: boolean,
  now: Date = new Date(),
): Promise<boolean> {
  const changed = await db
    .update(paymentAccounts)
    .set({ bankTransfer: on, updatedAt: now })
    .where(and(eq(paymentAccounts.siteId, siteId), isNull(paymentAccounts.disconnectedAt)))
    .returning({ siteId: paymentAccounts.siteId });
  return changed.length > 0;
}
