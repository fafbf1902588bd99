import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentAccounts, paymentEvents, payments } from "../../db/schema.ts";
import { refreshStripeAccount } from "./connections/connect-stripe.ts";
import type { PaymentServices } from "./payment-services.ts";
import type { PaymentProvider, ProviderName, WebhookRequest } from "./provider-port.ts";
import { settleFromProvider } from "./settle-payment.ts";

export type WebhookAnswer = { status: 200 | 400 | 404; body: string };

/**
 * A provider's webhook, as its endpoint receives it: verified by the provider's reader
 * (a bad or stale signature is 400 and changes nothing), then written to the inbox before
 * anything else is done with it, and the settling job woken. Answered at once: the provider
 * only needs to know we have it. A copy of a notice already in the inbox arms it again.
 */
export async function receiveWebhook(
  db: Database,
  services: PaymentServices,
  provider: ProviderName,
  request: WebhookRequest,
): Promise<WebhookAnswer> {
  const reader = await services.readerFor(provider);
  if (!reader) return { status: 404, body: "not found" };
  const reading = reader.read(request);
  if (!reading.ok) return { status: 400, body: reading.reason };
  if (!reading.notice) return { status: 200, body: "ignored" };
  const { eventId, providerPaymentId, subject = "payment" } = reading.notice;
  await db
    .insert(paymentEvents)
    .values({ provider, eventId, subject, providerPaymentId, receivedAt: request.receivedAt })
    .onConflictDoUpdate({
      target: [paymentEvents.provider, paymentEvents.eventId],
      set: { state: "pending", processedAt: null, copies: sql`${paymentEvents.copies} + 1` },
    });
  await services.wake();
  return { status: 200, body: "ok" };
}

/** How many notices one run takes at most: a burst is worked off in bounded steps. */
const BATCH = 50;
/** A notice that keeps failing (the provider unreachable) is retried this often, then shown as failed. */
const MAX_ATTEMPTS = 8;
/** A claimed notice not finished in this time (its instance stopped) is taken again; also the wait before a retry. */
const LEASE_MS = 60_000;

/**
 * The settling job's work: claims up to a batch of pending notices (each by one instance:
 * `skip locked`, and a claim time after which another may retry it), reads each payment
 * afresh from its owner's provider and settles it, each in its own transaction. A notice
 * for a payment we do not know (another platform's, or one whose row is gone) is done with.
 * Returns how many notices were claimed, for the caller to run again while there are more.
 */
export async function settlePendingNotices(
  db: Database,
  services: PaymentServices,
  now: () => Date = () => new Date(),
): Promise<number> {
  const claimedAt = now();
  const leaseEnd = new Date(claimedAt.getTime() - LEASE_MS);
  const claimable = db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.state, "pending"),
        lt(paymentEvents.attempts, MAX_ATTEMPTS),
        or(isNull(paymentEvents.processedAt), lt(paymentEvents.processedAt, leaseEnd)),
      ),
    )
    .orderBy(asc(paymentEvents.receivedAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const batch = await db
    .update(paymentEvents)
    .set({ processedAt: claimedAt, attempts: sql`${paymentEvents.attempts} + 1` })
    .where(inArray(paymentEvents.id, claimable))
    .returning();
  // Notices about one payment in a batch need one reading of it: the provider's state now covers them all.
  const byPayment = new Map<string, typeof batch>();
  for (const event of batch) {
    const key = `${event.provider} ${event.subject} ${event.providerPaymentId}`;
    byPayment.set(key, [...(byPayment.get(key) ?? []), event]);
  }
  for (const events of byPayment.values()) {
    const [event] = events;
    if (!event) continue;
    const ids = events.map((one) => one.id);
    try {
      if (event.subject === "account")
        await refreshAccount(db, services, event.provider, event.providerPaymentId, now());
      else await settleNotice(db, services, event.provider, event.providerPaymentId, now());
      // Done, unless a copy arrived meanwhile and armed it again (its claim time was cleared).
      await db
        .update(paymentEvents)
        .set({ state: "done", lastError: null })
        .where(and(inArray(paymentEvents.id, ids), eq(paymentEvents.processedAt, claimedAt)));
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
      for (const one of events) {
        await db
          .update(paymentEvents)
          .set({ state: one.attempts >= MAX_ATTEMPTS ? "failed" : "pending", lastError })
          .where(eq(paymentEvents.id, one.id));
      }
    }
  }
  return batch.length;
}

/**
 * A connected account changed at its provider (Stripe's `account.updated`): the account is read
 * again and what it can take now kept on the site's connection, whatever the order of the
 * notices; one no site of ours has is done with. A provider that cannot be read throws (retried).
 */
async function refreshAccount(
  db: Database,
  services: PaymentServices,
  provider: ProviderName,
  accountId: string,
  now: Date,
): Promise<void> {
  if (provider !== "stripe") return;
  const problem = await refreshStripeAccount(db, services.platform, accountId, now);
  if (problem) throw new Error(`Stripe account ${accountId} could not be read: ${problem}`);
}

/** Reads the notice's payment from its owner's provider and settles the ledger row it belongs to. */
async function settleNotice(
  db: Database,
  services: PaymentServices,
  provider: ProviderName,
  providerPaymentId: string,
  now: Date,
): Promise<void> {
  const [found] = await db
    .select({ row: payments, account: paymentAccounts })
    .from(payments)
    .leftJoin(paymentAccounts, eq(paymentAccounts.siteId, payments.siteId))
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  if (!found) return;
  // A subscription's payment is on the platform's own account; a stay's on its owner's.
  let adapter: PaymentProvider | null;
  if (found.row.subscriptionId) adapter = await services.platformProvider(provider);
  else if (found.account?.provider === provider) adapter = await services.providerFor(found.account);
  else return;
  if (!adapter) throw new Error(`no ${provider} adapter on this instance`);
  const observed = await adapter.readPayment(providerPaymentId);
  await settleFromProvider(db, services, found.row.id, observed, now);
}
