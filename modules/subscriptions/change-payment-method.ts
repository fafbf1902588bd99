import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import type { PaymentProvider } from "../payments/provider-port.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";
import { payDue } from "./pay-due.ts";
import type { SubscriptionRow } from "./subscription-lines.ts";
import { changeSubscription } from "./subscription-settled.ts";

export type MethodChangeStart =
  | { ok: true; checkoutUrl: string }
  | { ok: false; code: "nothing_renews" | "still_confirming" | "billing_unavailable" | "provider_unreachable" };

/** What became of a change the owner started, when it was read just now; null when none was waiting. */
export type MethodChangeOutcome = "saved" | "failed" | "open" | null;

/**
 * The owner changes the card their subscription renews on, on the provider's hosted page,
 * paying nothing now (a setup: Stripe Checkout in setup mode, Mollie's €0 first payment).
 * When a renewal is due (past due, suspended) the page pays it instead, with the new card
 * (pay-due.ts): one button, "change the card", whatever the state. Our key is written
 * before the provider is asked, so a repeat after a lost answer finds the same setup; a
 * setup still open is offered again rather than a second one made.
 */
export async function startMethodChange(
  db: Database,
  services: PaymentServices,
  input: { userId: string; email: string; returnUrl: string; now?: Date },
): Promise<MethodChangeStart> {
  const now = input.now ?? new Date();
  const current = await openSubscriptionOf(db, input.userId);
  if (current?.state === "past_due" || current?.state === "suspended") {
    const paying = await payDue(db, services, input);
    if (paying.ok) return paying;
    return { ok: false, code: paying.code === "nothing_due" ? "nothing_renews" : paying.code };
  }
  if (!renews(current)) return { ok: false, code: "nothing_renews" };
  const provider = await services.platformProvider(current.provider);
  if (!provider) return { ok: false, code: "billing_unavailable" };
  try {
    const waiting = await settlePendingSetup(db, provider, current, now);
    if (waiting.outcome === "open") {
      // Finished on the page, but the bank still confirms it (SEPA): a new page would forget it.
      return waiting.checkoutUrl
        ? { ok: true, checkoutUrl: waiting.checkoutUrl }
        : { ok: false, code: "still_confirming" };
    }
    const key = await claimSetupKey(db, current.id, now);
    if (!key) return { ok: false, code: "nothing_renews" };
    const setup = await provider.createSetup({
      description: "VayVista",
      payer: { email: input.email, name: current.billingCompany ?? current.billingName, locale: current.lang },
      customerId: current.customerId,
      returnUrl: input.returnUrl,
      webhookUrl: services.webhookUrl(provider.name),
      reference: current.id,
      idempotencyKey: key,
    });
    await db
      .update(subscriptions)
      .set({ pendingSetupId: setup.providerSetupId, updatedAt: now })
      .where(and(eq(subscriptions.id, current.id), eq(subscriptions.pendingSetupKey, key)));
    return setup.checkoutUrl
      ? { ok: true, checkoutUrl: setup.checkoutUrl }
      : { ok: false, code: "provider_unreachable" };
  } catch {
    return { ok: false, code: "provider_unreachable" };
  }
}

/**
 * Reads the owner's waiting change from the provider (the billing section after the owner
 * came back, whether or not they finished): a saved method replaces the old one, a failed
 * one is forgotten. A provider that cannot be reached leaves it waiting.
 */
export async function finishMethodChange(
  db: Database,
  services: PaymentServices,
  userId: string,
  now = new Date(),
): Promise<MethodChangeOutcome> {
  const current = await openSubscriptionOf(db, userId);
  if (!current?.pendingSetupId) return null;
  const provider = await services.platformProvider(current.provider);
  if (!provider) return null;
  try {
    return (await settlePendingSetup(db, provider, current, now)).outcome;
  } catch {
    return null;
  }
}

/**
 * The subscription as a renewal should charge it: with a change the owner finished on the
 * provider's page taken in first, even if they never came back to our page. Throws when the
 * provider cannot be read (the renewal is then tried on the next run).
 */
export async function withFinishedMethodChange(
  db: Database,
  provider: PaymentProvider,
  subscription: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRow> {
  if (!subscription.pendingSetupId) return subscription;
  const { outcome } = await settlePendingSetup(db, provider, subscription, now);
  if (outcome !== "saved") return subscription;
  const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  return after ?? subscription;
}

function renews(subscription: SubscriptionRow | null): subscription is SubscriptionRow {
  return (subscription?.state === "active" || subscription?.state === "trialing") && !subscription.cancelAtPeriodEnd;
}

/** Our key for a new setup, or the one a setup whose answer was lost was asked with. */
async function claimSetupKey(db: Database, subscriptionId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    if (!renews(locked ?? null) || !locked) return null;
    if (locked.pendingSetupKey && !locked.pendingSetupId) return locked.pendingSetupKey;
    const key = `vv:sub:${subscriptionId}:setup:${randomUUID()}`;
    await tx
      .update(subscriptions)
      .set({ pendingSetupKey: key, pendingSetupId: null, updatedAt: now })
      .where(eq(subscriptions.id, subscriptionId));
    return key;
  });
}

/** The waiting setup read afresh and, once it has ended, taken in (saved) or forgotten (failed), once. */
async function settlePendingSetup(
  db: Database,
  provider: PaymentProvider,
  subscription: SubscriptionRow,
  now: Date,
): Promise<{ outcome: MethodChangeOutcome; checkoutUrl: string | null }> {
  const setupId = subscription.pendingSetupId;
  if (!setupId) return { outcome: null, checkoutUrl: null };
  const setup = await provider.readSetup(setupId);
  if (setup.state === "open") return { outcome: "open", checkoutUrl: setup.checkoutUrl };
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.pendingSetupId, setupId)))
      .for("update");
    if (!locked) return;
    const done = { pendingSetupId: null, pendingSetupKey: null };
    if (setup.state !== "saved" || !setup.savedMethod) {
      await changeSubscription(tx, locked, done, null, now);
      return;
    }
    await changeSubscription(
      tx,
      locked,
      {
        ...done,
        savedMethodId: setup.savedMethod.id,
        savedMethodKind: setup.savedMethod.kind,
        customerId: setup.customerId ?? locked.customerId,
        method: setup.savedMethod.kind === "card" ? "card" : "sepa_debit",
      },
      { actorId: locked.userId, action: "subscription.payment_method_change" },
      now,
    );
  });
  return { outcome: setup.state, checkoutUrl: null };
}
