import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentAccounts } from "../../db/schema.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import type { AccessChanges } from "../sites/access-changes.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import type { BookingEventPublisher } from "../stays/booking-events.ts";
import type { SubscriptionLedgerRow } from "./ledger-rows.ts";
import { methodsFor, type PaymentMethod } from "./payment-methods.ts";
import type { PaymentState } from "./payment-state.ts";
import type { PaymentPlatform } from "./platform/payment-platform.ts";
import type { PaymentProvider, ProviderName, WebhookReader } from "./provider-port.ts";

export type PaymentAccount = typeof paymentAccounts.$inferSelect;

/**
 * What the payment code needs from the process (made once in server/main.ts): an adapter
 * for a site's connected account, the webhook readers of the providers the platform has
 * credentials for, the platform's side of the providers (for owners connecting theirs),
 * where providers post their notices, where email links lead and the owners' live calendars.
 *
 * Both lookups are asynchronous: the platform's credentials may change at runtime (the
 * admin's settings, read again after a short while), and a Mollie account's access token is
 * renewed first when it is about to run out.
 */
export type PaymentServices = {
  /**
   * The adapter for the account; null when there is none to use (the platform has no
   * credentials for its provider, or the owner's Mollie access ended). Never throws for a
   * provider that cannot be reached: the adapter's calls do, and are retried like any.
   */
  providerFor(account: PaymentAccount): Promise<PaymentProvider | null>;
  /** The webhook reader of a provider the platform has credentials for, else null (the endpoint's 404). */
  readerFor(provider: ProviderName): Promise<WebhookReader | null>;
  platform: PaymentPlatform;
  webhookUrl(provider: ProviderName): string;
  addressing: SiteAddressing;
  bookingEvents: BookingEventPublisher;
  /** Tells the settling job that the inbox has work (a pg-boss job), or runs it (tests). */
  wake(): Promise<void>;
  /**
   * What a step of a subscription's row does to the subscription (modules/subscriptions),
   * called by settleFromProvider inside its transaction, under the subscription's row lock.
   */
  subscriptionSettled: SubscriptionSettled;
  /** Told after a subscription's change may have changed who sees the owner's site (its host resolution listens). */
  accessChanges: AccessChanges;
  /** The adapter for the platform's own account at a provider (owners' subscriptions); null without credentials. */
  platformProvider(provider: ProviderName): Promise<PaymentProvider | null>;
};

export type SubscriptionSettled = (
  tx: Database,
  services: PaymentServices,
  row: SubscriptionLedgerRow,
  from: PaymentState,
  to: PaymentState,
  now: Date,
) => Promise<void>;

/** A site's payment account, whether connected or not. */
export async function paymentAccountOf(db: Database, siteId: string): Promise<PaymentAccount | null> {
  const [account] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, siteId));
  return account ?? null;
}

/** The account guests of the site pay through now: connected and able to take charges; else null (bank transfer). */
export function activeAccount(account: PaymentAccount | null): PaymentAccount | null {
  return account && !account.disconnectedAt && account.chargesEnabled ? account : null;
}

/** The methods a site's guests are offered: what the currency allows and the account can take, in order. */
export function offeredMethods(account: PaymentAccount, currency: SiteCurrency): PaymentMethod[] {
  const enabled = new Set(account.methods);
  return methodsFor(currency).filter((method) => enabled.has(method));
}
