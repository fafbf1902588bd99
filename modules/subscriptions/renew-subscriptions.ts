import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import { type BillingSettings, DEFAULT_GRACE_DAYS, loadBillingSettings } from "../billing/billing-settings.ts";
import { addDays, todayIn } from "../dates/stay-date.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import type { PaymentState } from "../payments/payment-state.ts";
import { settleFromProvider } from "../payments/settle-payment.ts";
import { withFinishedMethodChange } from "./change-payment-method.ts";
import { chargeRowValues } from "./charge-row.ts";
import { BILLING_TIME_ZONE } from "./start-checkout.ts";
import { billingFormat, billingUrls, queueBillingEmail } from "./subscription-emails.ts";
import { type SubscriptionRow, subscriptionCharge } from "./subscription-lines.ts";
import { changeSubscription, queuePaymentReminder } from "./subscription-settled.ts";

/** How many subscriptions one run works on: the rest wait for the next run (the job runs hourly). */
const BATCH = 100;
/** A failed renewal is tried again with the reminders: 3 and 7 days after it failed. */
const RETRY_DAYS = [3, 7] as const;

/**
 * The subscriptions' daily work (issue 17 §2), once across instances (a pg-boss schedule):
 * a period that has ended is renewed on the saved method, with our key for the period and
 * attempt (a repeated run repeats the same call); a subscription set to end does so; a
 * failed renewal is tried again and reminded 3 and 7 days later, and after the grace period
 * the owner's site is suspended. Returns how many subscriptions it worked on.
 */
export async function renewSubscriptions(db: Database, services: PaymentServices, now = new Date()): Promise<number> {
  const settings = await loadBillingSettings(db);
  if (!settings) return 0;
  const today = todayIn(BILLING_TIME_ZONE, now);
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      or(
        and(inArray(subscriptions.state, ["trialing", "active"]), lte(subscriptions.periodEnd, today)),
        eq(subscriptions.state, "past_due"),
      ),
    )
    .limit(BATCH);
  for (const subscription of due) {
    if (subscription.state === "past_due") await dun(db, services, settings, subscription, now);
    else if (subscription.cancelAtPeriodEnd) await endAtPeriodEnd(db, subscription, now);
    else await chargeRenewal(db, services, settings, subscription, 1, now);
  }
  // Suspended or ended ones: their sites are seen otherwise now.
  if (due.length > 0) services.accessChanges.notify();
  return due.length;
}

/** Charges the period starting at the subscription's period end, attempt `attempt`, on its saved method. */
async function chargeRenewal(
  db: Database,
  services: PaymentServices,
  settings: BillingSettings,
  subscription: SubscriptionRow,
  attempt: number,
  now: Date,
) {
  const period = subscription.periodEnd;
  if (!period) return;
  const charge = subscriptionCharge(subscription, "renewal", {
    country: settings.sellerCountry,
    vatRateBasisPoints: settings.vatRateBasisPoints,
  });
  const values = chargeRowValues(subscription, { period, attempt, amountCents: charge.totalCents });
  const key = values.idempotencyKey ?? "";
  await db.insert(payments).values(values).onConflictDoNothing();
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  if (row?.state !== "requires_payment") return;
  const provider = await services.platformProvider(subscription.provider);
  let charging = subscription;
  try {
    // A card the owner changed on the provider's page is charged, even if they never came back.
    if (provider) charging = await withFinishedMethodChange(db, provider, subscription, now);
  } catch {
    return; // The provider cannot be read now: the next run tries again, with the same key.
  }
  if (!provider || !charging.savedMethodId || !charging.customerId) {
    // Nothing to charge on (the provider's credentials gone, no saved method): the owner pays by link.
    await settleFromProvider(db, services, row.id, { ...unreadable(row.amountCents), state: "failed" }, now);
    return;
  }
  try {
    const charged = await provider.chargeSaved({
      amountCents: row.amountCents,
      currency: "EUR",
      description: "VayVista",
      customerId: charging.customerId,
      savedMethodId: charging.savedMethodId,
      capture: "automatic",
      webhookUrl: services.webhookUrl(provider.name),
      ledgerId: row.id,
      idempotencyKey: key,
    });
    await db
      .update(payments)
      .set({ providerPaymentId: charged.providerPaymentId, customerId: charging.customerId, updatedAt: now })
      .where(eq(payments.id, row.id));
    await settleFromProvider(db, services, row.id, charged, now);
  } catch {
    // Unreachable or 5xx: the next run repeats the same call under the same key.
  }
}

/** A provider payment as nothing was learned from the provider: for settling a renewal that could not be tried. */
function unreadable(amountCents: number) {
  return {
    providerPaymentId: "",
    state: "failed" as PaymentState,
    amountCents,
    refundedCents: 0,
    currency: "EUR" as const,
    method: null,
    checkoutUrl: null,
    savedMethod: null,
    customerId: null,
    captureBefore: null,
    failureCode: "no_saved_method",
  };
}

/** A past-due subscription: a retry and a reminder on days 3 and 7, then suspension after the grace period. */
async function dun(
  db: Database,
  services: PaymentServices,
  settings: BillingSettings,
  subscription: SubscriptionRow,
  now: Date,
) {
  if (!subscription.pastDueSince) return;
  const failedOn = todayIn(BILLING_TIME_ZONE, subscription.pastDueSince);
  const today = todayIn(BILLING_TIME_ZONE, now);
  const graceDays = settings.graceDays ?? DEFAULT_GRACE_DAYS;
  if (today >= addDays(failedOn, graceDays)) {
    await suspend(db, subscription, services.addressing.origin, now);
    return;
  }
  // Reminder 1 went out the day it failed; 2 and 3 come with a new try on days 3 and 7.
  const reminder = (RETRY_DAYS.filter((days) => today >= addDays(failedOn, days)).length + 1) as 1 | 2 | 3;
  if (reminder <= subscription.remindersSent) return;
  // The reminder is claimed first (one instance, once), then the renewal tried again.
  const [claimed] = await db
    .update(subscriptions)
    .set({ remindersSent: reminder, updatedAt: now })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.remindersSent, subscription.remindersSent)))
    .returning();
  if (!claimed) return;
  await chargeRenewal(db, services, settings, claimed, reminder, now);
  const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  if (after?.state !== "past_due") return;
  const amount = subscriptionCharge(after, "renewal", {
    country: settings.sellerCountry,
    vatRateBasisPoints: settings.vatRateBasisPoints,
  }).totalCents;
  await db.transaction((tx) =>
    queuePaymentReminder(tx, after, amount, reminder, graceDays, services.addressing.origin),
  );
}

async function suspend(db: Database, subscription: SubscriptionRow, origin: string, now: Date) {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.state, "past_due")))
      .for("update");
    if (!locked) return;
    const after = await changeSubscription(
      tx,
      locked,
      { state: "suspended" },
      { actorId: locked.userId, action: "subscription.suspend" },
      now,
    );
    const amount = (
      await tx
        .select({ amountCents: payments.amountCents })
        .from(payments)
        .where(and(eq(payments.subscriptionId, locked.id), eq(payments.dueOn, locked.periodEnd ?? "")))
        .limit(1)
    )[0]?.amountCents;
    await queueBillingEmail(tx, after, {
      template: "subscription-suspended",
      data: {
        name: after.billingName,
        amount: billingFormat(after).money(amount ?? after.monthlyFeeCents),
        payUrl: billingUrls(origin).pay,
      },
    });
  });
}

/** A subscription cancelled after its money-back days ends with its paid period (the owner was emailed when cancelling). */
async function endAtPeriodEnd(db: Database, subscription: SubscriptionRow, now: Date) {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          eq(subscriptions.cancelAtPeriodEnd, true),
          isNull(subscriptions.cancelledAt),
        ),
      )
      .for("update");
    if (!locked) return;
    await changeSubscription(
      tx,
      locked,
      { state: "cancelled", cancelledAt: now },
      { actorId: locked.userId, action: "subscription.end" },
      now,
    );
  });
}
