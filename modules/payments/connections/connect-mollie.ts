import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentAccounts } from "../../../db/schema.ts";
import { siteCurrency } from "../../pricing/read-site-currency.ts";
import { accountStatus, authorizeUrl, exchangeCode } from "../mollie/mollie-connect.ts";
import { connectPaymentAccount } from "../payment-account.ts";
import { paymentAccountOf } from "../payment-services.ts";
import type { PaymentPlatform } from "../platform/payment-platform.ts";
import type { ConnectionProblem } from "./connection-problem.ts";
import { connectionProblemOf } from "./connection-problem-of.ts";
import { mayConnect } from "./may-connect.ts";
import { mollieAccessToken, sealMollieTokens } from "./mollie-tokens.ts";
import { checkOAuthState, makeOAuthState, type StateOwner } from "./oauth-state.ts";

/**
 * Mollie Connect from the owner's side: the owner authorises our app on Mollie's page (every
 * scope at once), comes back with a code and our `state`, and the tokens the code is
 * exchanged for are kept sealed on the site's payment account with the organisation and the
 * website profile payments are made on.
 */
export type MollieStart = { ok: true; url: string } | { ok: false; problem: "not_configured" | "connected_elsewhere" };

export async function startMollieConnection(
  db: Database,
  platform: PaymentPlatform,
  key: Buffer,
  owner: StateOwner,
  now: Date = new Date(),
): Promise<MollieStart> {
  const app = await platform.mollie();
  if (!app) return { ok: false, problem: "not_configured" };
  if (!mayConnect(await paymentAccountOf(db, owner.siteId), "mollie"))
    return { ok: false, problem: "connected_elsewhere" };
  const state = makeOAuthState(key, owner, now);
  return { ok: true, url: authorizeUrl({ clientId: app.clientId, redirectUri: app.redirectUri, state }) };
}

/** What Mollie sent the owner back with (the callback's query). */
export type MollieCallback = { state: string; code: string | null; error: string | null };

export type MollieFinish =
  | { ok: true; chargesEnabled: boolean }
  /** `forged`: the state is not this session's (another owner's, too old, made up): nothing is done. */
  | { ok: false; problem: ConnectionProblem | "connected_elsewhere" | "forged" };

export async function finishMollieConnection(
  db: Database,
  platform: PaymentPlatform,
  key: Buffer,
  owner: StateOwner,
  callback: MollieCallback,
  now: Date = new Date(),
): Promise<MollieFinish> {
  if (!checkOAuthState(key, owner, callback.state, now)) return { ok: false, problem: "forged" };
  if (callback.error) return { ok: false, problem: callback.error === "access_denied" ? "denied" : "refused" };
  if (!callback.code) return { ok: false, problem: "code_rejected" };
  const app = await platform.mollie();
  if (!app) return { ok: false, problem: "not_configured" };
  if (!mayConnect(await paymentAccountOf(db, owner.siteId), "mollie"))
    return { ok: false, problem: "connected_elsewhere" };
  try {
    const tokens = await exchangeCode({
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      redirectUri: app.redirectUri,
      ...(app.tokenUrl ? { tokenUrl: app.tokenUrl } : {}),
      code: callback.code,
      now,
    });
    const status = await accountStatus(app.client(tokens.accessToken), {
      currency: await siteCurrency(db, owner.siteId),
    });
    const chargesEnabled = status.canTakePayments && status.profileId !== null;
    await connectPaymentAccount(db, owner.siteId, {
      provider: "mollie",
      externalAccountId: status.organization.id,
      profileId: status.profileId,
      ...sealMollieTokens(tokens, key, owner.siteId),
      methods: status.methods,
      chargesEnabled,
      now,
    });
    return { ok: true, chargesEnabled };
  } catch (error) {
    const problem = connectionProblemOf(error);
    if (!problem) throw error;
    return { ok: false, problem };
  }
}

export type MollieRead = { ok: true; chargesEnabled: boolean } | { ok: false; problem: ConnectionProblem } | null;

/**
 * The site's Mollie account read again ("check again", after the owner finished Mollie's
 * onboarding or added a website profile): whether it can take charges, with which methods
 * and on which profile. Null when the site has no Mollie account in use, or its access ended.
 */
export async function readMollieAccount(
  db: Database,
  platform: PaymentPlatform,
  key: Buffer,
  siteId: string,
  now: Date = new Date(),
): Promise<MollieRead> {
  const account = await paymentAccountOf(db, siteId);
  if (account?.provider !== "mollie" || account.disconnectedAt) return null;
  const app = await platform.mollie();
  if (!app) return { ok: false, problem: "not_configured" };
  const accessToken = await mollieAccessToken(db, app, key, account, now);
  if (!accessToken) return null;
  try {
    const status = await accountStatus(app.client(accessToken), { currency: await siteCurrency(db, siteId) });
    const chargesEnabled = status.canTakePayments && status.profileId !== null;
    await db
      .update(paymentAccounts)
      .set({ chargesEnabled, methods: status.methods, profileId: status.profileId, updatedAt: now })
      // Not onto a connection the owner ended (or replaced) while the provider answered.
      .where(
        and(
          eq(paymentAccounts.siteId, siteId),
          eq(paymentAccounts.provider, "mollie"),
          isNull(paymentAccounts.disconnectedAt),
        ),
      );
    return { ok: true, chargesEnabled };
  } catch (error) {
    const problem = connectionProblemOf(error);
    if (!problem) throw error;
    return { ok: false, problem };
  }
}
