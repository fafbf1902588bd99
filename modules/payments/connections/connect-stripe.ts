import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentAccounts, siteProfiles } from "../../../db/schema.ts";
import { siteCurrency } from "../../pricing/read-site-currency.ts";
import { connectPaymentAccount } from "../payment-account.ts";
import { paymentAccountOf } from "../payment-services.ts";
import type { PaymentPlatform } from "../platform/payment-platform.ts";
import { accountStatus, createOwnerAccount, onboardingLink } from "../stripe/stripe-connect.ts";
import type { ConnectionProblem } from "./connection-problem.ts";
import { connectionProblemOf } from "./connection-problem-of.ts";
import { mayConnect } from "./may-connect.ts";

/**
 * Stripe Connect from the owner's side: the platform makes the owner a Stripe account of
 * their own (Accounts v2) and sends them through Stripe's hosted onboarding; back from it, the
 * account is read again. We never link an account made elsewhere (one another booking
 * platform made belongs to that platform), and never see the owner's keys.
 */
export type StripeStart = { ok: true; url: string } | { ok: false; problem: ConnectionProblem | "connected_elsewhere" };

export type StripeStartInput = {
  siteId: string;
  ownerEmail: string;
  /** Where Stripe sends the owner when done, and when the link ran out before they were. */
  returnUrl: string;
  refreshUrl: string;
  now?: Date;
};

/**
 * The owner's onboarding link: for the Stripe account the site has, or one made for it first
 * (kept on the site at once, as a connection that cannot take charges yet). Made with a key
 * per site, so a double click, or a repeat after a lost answer, makes no second account.
 */
export async function startStripeOnboarding(
  db: Database,
  platform: PaymentPlatform,
  input: StripeStartInput,
): Promise<StripeStart> {
  const client = await platform.stripe();
  if (!client) return { ok: false, problem: "not_configured" };
  const account = await paymentAccountOf(db, input.siteId);
  if (!mayConnect(account, "stripe")) return { ok: false, problem: "connected_elsewhere" };
  try {
    let accountId = account?.provider === "stripe" ? account.externalAccountId : null;
    if (!accountId) {
      accountId = await createOwnerAccount(client, {
        email: input.ownerEmail,
        country: await siteCountry(db, input.siteId),
        idempotencyKey: `vv:stripe-account:${input.siteId}`,
      });
      await connectPaymentAccount(db, input.siteId, {
        provider: "stripe",
        externalAccountId: accountId,
        methods: [],
        chargesEnabled: false,
        ...(input.now ? { now: input.now } : {}),
      });
    }
    return { ok: true, url: await onboardingLink(client, accountId, input.refreshUrl, input.returnUrl) };
  } catch (error) {
    const problem = connectionProblemOf(error);
    if (!problem) throw error;
    return { ok: false, problem };
  }
}

export type StripeRead =
  | { ok: true; chargesEnabled: boolean; detailsSubmitted: boolean }
  | { ok: false; problem: ConnectionProblem }
  /** The site has no Stripe account in use to read. */
  | null;

/** The site's Stripe account read again (back from onboarding, or "check again"): whether and with what it can take charges. */
export async function readStripeAccount(
  db: Database,
  platform: PaymentPlatform,
  siteId: string,
  now: Date = new Date(),
): Promise<StripeRead> {
  const account = await paymentAccountOf(db, siteId);
  if (account?.provider !== "stripe" || account.disconnectedAt || !account.externalAccountId) return null;
  const client = await platform.stripe();
  if (!client) return { ok: false, problem: "not_configured" };
  try {
    const status = await accountStatus(client, account.externalAccountId);
    await db
      .update(paymentAccounts)
      .set({ chargesEnabled: status.chargesEnabled, methods: status.methods, updatedAt: now })
      // Not onto a connection the owner ended (or replaced) while the provider answered.
      .where(
        and(
          eq(paymentAccounts.siteId, siteId),
          eq(paymentAccounts.provider, "stripe"),
          isNull(paymentAccounts.disconnectedAt),
        ),
      );
    return { ok: true, chargesEnabled: status.chargesEnabled, detailsSubmitted: status.detailsSubmitted };
  } catch (error) {
    const problem = connectionProblemOf(error);
    if (!problem) throw error;
    return { ok: false, problem };
  }
}

/**
 * A Stripe account changed (its `account.updated` notice): every site connected to it now is
 * read again, as "check again" does. Null when done (or no site of ours has the account);
 * else the problem that kept it from being read, for the caller to try again later.
 */
export async function refreshStripeAccount(
  db: Database,
  platform: PaymentPlatform,
  externalAccountId: string,
  now: Date = new Date(),
): Promise<ConnectionProblem | null> {
  const sites = await db
    .select({ siteId: paymentAccounts.siteId })
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.provider, "stripe"),
        eq(paymentAccounts.externalAccountId, externalAccountId),
        isNull(paymentAccounts.disconnectedAt),
      ),
    );
  for (const { siteId } of sites) {
    const read = await readStripeAccount(db, platform, siteId, now);
    if (!read || read.ok) continue;
    if (read.problem !== "account_unreachable") return read.problem;
    // Removed or unlinked at Stripe: it takes no charges through us, so guests are not sent to pay there.
    await db
      .update(paymentAccounts)
      .set({ chargesEnabled: false, updatedAt: now })
      .where(and(eq(paymentAccounts.siteId, siteId), eq(paymentAccounts.externalAccountId, externalAccountId)));
  }
  return null;
}

/** The property's country for Stripe (ISO 3166-1 alpha-2), from the sign-up; else the one its currency suggests. */
async function siteCountry(db: Database, siteId: string): Promise<string> {
  const [profile] = await db
    .select({ country: siteProfiles.country })
    .from(siteProfiles)
    .where(eq(siteProfiles.siteId, siteId));
  if (profile) return profile.country;
  return (await siteCurrency(db, siteId)) === "PLN" ? "PL" : "NL";
}
