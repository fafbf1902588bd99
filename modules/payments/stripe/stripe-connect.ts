import type Stripe from "stripe";
import { PAYMENT_METHODS, type PaymentMethod } from "../payment-methods.ts";
import { capabilityOf } from "./stripe-methods.ts";

/**
 * Owners' Stripe accounts, made and onboarded by the platform through Stripe's Accounts v2
 * API (what Stripe asks new Connect platforms to use instead of Standard accounts) and its
 * hosted onboarding. The owner gets Stripe's full Dashboard, Stripe collects its fees from
 * the owner and carries the losses of an unpaid negative balance (a dispute is the owner's:
 * charges are direct charges on their account). We never see the owner's keys.
 */

export type OwnerAccountStatus = {
  /** At least one of our methods is active: guests can pay. */
  chargesEnabled: boolean;
  /** Nothing Stripe needs from the owner now (what remains is Stripe's own review). */
  detailsSubmitted: boolean;
  /** Our methods the account can take now, in our order. */
  methods: PaymentMethod[];
};

/**
 * A new connected account for an owner; its id (acct_…) is what the site keeps. `country`
 * is ISO 3166-1 alpha-2 ("NL"). With an idempotency key, a repeat after a lost answer gets
 * the same account instead of a second one.
 */
export async function createOwnerAccount(
  client: Stripe,
  owner: { email: string; country: string; idempotencyKey?: string },
): Promise<string> {
  const requested = { requested: true };
  const account = await client.v2.core.accounts.create(
    {
      contact_email: owner.email,
      identity: { country: owner.country },
      dashboard: "full",
      defaults: { responsibilities: { fees_collector: "stripe", losses_collector: "stripe" } },
      configuration: {
        merchant: {
          capabilities: Object.fromEntries(PAYMENT_METHODS.map((method) => [capabilityOf(method), requested])),
        },
      },
    },
    owner.idempotencyKey ? { idempotencyKey: owner.idempotencyKey } : {},
  );
  return account.id;
}

/** Stripe's hosted onboarding for the account, once: send the owner there straight away. */
export async function onboardingLink(
  client: Stripe,
  accountId: string,
  refreshUrl: string,
  returnUrl: string,
): Promise<string> {
  const link = await client.v2.core.accountLinks.create({
    account: accountId,
    use_case: {
      type: "account_onboarding",
      account_onboarding: { refresh_url: refreshUrl, return_url: returnUrl },
    },
  });
  return link.url;
}

/** What the account can do now, read from its merchant capabilities and open requirements. */
export async function accountStatus(client: Stripe, accountId: string): Promise<OwnerAccountStatus> {
  const account = await client.v2.core.accounts.retrieve(accountId, {
    include: ["configuration.merchant", "requirements"],
  });
  const capabilities = account.configuration?.merchant?.capabilities;
  const methods = PAYMENT_METHODS.filter((method) => capabilities?.[capabilityOf(method)]?.status === "active");
  const ownerMustAct = (account.requirements?.entries ?? []).some(
    (entry) => entry.awaiting_action_from === "user" && entry.minimum_deadline.status !== "eventually_due",
  );
  return { chargesEnabled: methods.length > 0, detailsSubmitted: !ownerMustAct, methods };
}
