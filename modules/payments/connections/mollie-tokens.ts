import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentAccounts } from "../../../db/schema.ts";
import { decryptSecret, encryptSecret } from "../../messaging/secret-box.ts";
import { MollieConnectError, type MollieTokens, refreshAccessToken } from "../mollie/mollie-connect.ts";
import type { PaymentAccount } from "../payment-services.ts";
import type { MollieConnectApp } from "../platform/payment-platform.ts";

/**
 * An owner's Mollie tokens at rest: sealed with SECRETS_KEY, bound to their column and site
 * (a token copied onto another site's row does not open there), and renewed shortly before
 * the access token (an hour) runs out.
 */
export const REFRESH_AHEAD_MS = 5 * 60_000;

const accessPurpose = (siteId: string) => `payment_accounts.access_token:${siteId}`;
const refreshPurpose = (siteId: string) => `payment_accounts.refresh_token:${siteId}`;

export type SealedTokens = { accessTokenSealed: string; refreshTokenSealed: string; tokenExpiresAt: Date };

export function sealMollieTokens(tokens: MollieTokens, key: Buffer, siteId: string): SealedTokens {
  return {
    accessTokenSealed: encryptSecret(tokens.accessToken, key, accessPurpose(siteId)),
    refreshTokenSealed: encryptSecret(tokens.refreshToken, key, refreshPurpose(siteId)),
    tokenExpiresAt: tokens.expiresAt,
  };
}

/** A Mollie account whose tokens are gone: Mollie refused them (revoked), or they no longer open. */
export function mollieAccessLost(account: PaymentAccount): boolean {
  return account.provider === "mollie" && !account.disconnectedAt && !account.refreshTokenSealed;
}

/**
 * The owner's access token, renewed first when it runs out within five minutes (the new pair
 * stored sealed, unless the account was disconnected or renewed elsewhere meanwhile). Null when
 * there is none to use: Mollie refused the refresh token (the owner revoked our access, or it
 * expired), or the stored tokens no longer open with SECRETS_KEY. The account is then marked as
 * unable to take charges, with its tokens removed, so the owner's settings ask them to connect
 * again and guests pay by transfer meanwhile. When Mollie cannot be reached, the token at hand
 * is used: a call with it that fails is retried later like any provider call.
 */
export async function mollieAccessToken(
  db: Database,
  app: MollieConnectApp,
  key: Buffer,
  account: PaymentAccount,
  now: Date = new Date(),
): Promise<string | null> {
  const { siteId, accessTokenSealed, refreshTokenSealed, tokenExpiresAt } = account;
  if (!accessTokenSealed || !refreshTokenSealed) return null;
  let accessToken: string;
  let refreshToken: string;
  try {
    accessToken = decryptSecret(accessTokenSealed, key, accessPurpose(siteId));
    refreshToken = decryptSecret(refreshTokenSealed, key, refreshPurpose(siteId));
  } catch {
    await dropTokens(db, account, now);
    return null;
  }
  const fresh = tokenExpiresAt && tokenExpiresAt.getTime() - now.getTime() > REFRESH_AHEAD_MS;
  if (fresh) return accessToken;
  let renewed: MollieTokens;
  try {
    renewed = await refreshAccessToken({
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      redirectUri: app.redirectUri,
      ...(app.tokenUrl ? { tokenUrl: app.tokenUrl } : {}),
      refreshToken,
      now,
    });
  } catch (error) {
    if (error instanceof MollieConnectError && (error.code === "rejected" || error.code === "invalid_code")) {
      await dropTokens(db, account, now);
      return null;
    }
    return accessToken;
  }
  await db
    .update(paymentAccounts)
    .set({ ...sealMollieTokens(renewed, key, siteId), updatedAt: now })
    .where(sameConnection(account));
  return renewed.accessToken;
}

/** The row as it was read: still Mollie, still connected, with the same refresh token. */
function sameConnection(account: PaymentAccount) {
  return and(
    eq(paymentAccounts.siteId, account.siteId),
    eq(paymentAccounts.provider, "mollie"),
    isNull(paymentAccounts.disconnectedAt),
    eq(paymentAccounts.refreshTokenSealed, account.refreshTokenSealed ?? ""),
  );
}

async function dropTokens(db: Database, account: PaymentAccount, now: Date): Promise<void> {
  await db
    .update(paymentAccounts)
    .set({ accessTokenSealed: null, refreshTokenSealed: null, chargesEnabled: false, updatedAt: now })
    .where(sameConnection(account));
}
