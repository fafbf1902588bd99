import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentAccounts } from "../../db/schema.ts";
import type { PaymentMethod } from "./payment-methods.ts";
import type { ProviderName } from "./provider-port.ts";

export type AccountConnection = {
  provider: ProviderName;
  methods: PaymentMethod[];
  /** Stripe acct_…; Mollie the organisation. */
  externalAccountId?: string | null;
  profileId?: string | null;
  accessTokenSealed?: string | null;
  refreshTokenSealed?: string | null;
  tokenExpiresAt?: Date | null;
  /** Whether the provider says the account can take charges now (the test provider: always). */
  chargesEnabled?: boolean;
  now?: Date;
};

/**
 * Connects (or re-connects) a site to a provider. One account per site: connecting another
 * provider replaces the connection, never the payments made through the last one (the
 * ledger keeps their provider and ids, and they can still be read and refunded while that
 * provider's credentials are at hand).
 */
export async function connectPaymentAccount(
  db: Database,
  siteId: string,
  connection: AccountConnection,
): Promise<void> {
  const now = connection.now ?? new Date();
  const values = {
    provider: connection.provider,
    methods: connection.methods,
    externalAccountId: connection.externalAccountId ?? null,
    profileId: connection.profileId ?? null,
    accessTokenSealed: connection.accessTokenSealed ?? null,
    refreshTokenSealed: connection.refreshTokenSealed ?? null,
    tokenExpiresAt: connection.tokenExpiresAt ?? null,
    chargesEnabled: connection.chargesEnabled ?? connection.provider === "test",
    connectedAt: now,
    disconnectedAt: null,
    updatedAt: now,
  };
  await db
    .insert(paymentAccounts)
    .values({ siteId, ...values })
    .onConflictDoUpdate({
      target: paymentAccounts.siteId,
      set: { ...values, createdAt: sql`${paymentAccounts.createdAt}` },
    });
}

/** Disconnects the site's provider: guests pay by transfer again; the payments made stay in the ledger. */
export async function disconnectPaymentAccount(db: Database, siteId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(paymentAccounts)
    .set({
      disconnectedAt: now,
      chargesEnabled: false,
      accessTokenSealed: null,
      refreshTokenSealed: null,
      updatedAt: now,
    })
    .where(sql`${paymentAccounts.siteId} = ${siteId}`);
}
