import { and, count, desc, eq, inArray, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";
import { type BillingSettings, loadBillingSettings } from "../billing/billing-settings.ts";
import { type BillingOverview, billingOverview } from "./billing-overview.ts";
import { currentSubscriptionOf } from "./owner-subscription.ts";
import { type SubscriptionRow, subscriptionCharge } from "./subscription-lines.ts";
import { refundableCharges } from "./subscription-refunds.ts";

/** One owner's subscription as the admin's owner list shows it. */
export type AdminSubscriptionSummary = {
  state: SubscriptionRow["state"];
  /** The next renewal (VAT included) and its day; null when none will come. */
  next: { on: string; amountCents: number } | null;
  /** Set to end with its paid period: the day it ends. */
  endsOn: string | null;
};

function sellerFrom(settings: BillingSettings | null) {
  return settings
    ? { country: settings.sellerCountry, vatRateBasisPoints: settings.vatRateBasisPoints }
    : { country: "NL", vatRateBasisPoints: 2100 };
}

/**
 * The subscriptions of a page of owners (`userIds`, bounded by the page): for each, the open
 * one, else the latest cancelled one. One query, whatever the page's size.
 */
export async function subscriptionsOfOwners(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, AdminSubscriptionSummary>> {
  if (userIds.length === 0) return new Map();
  const [rows, settings] = await Promise.all([
    db
      .selectDistinctOn([subscriptions.userId])
      .from(subscriptions)
      .where(inArray(subscriptions.userId, [...userIds]))
      .orderBy(subscriptions.userId, desc(sql`${subscriptions.state} <> 'cancelled'`), desc(subscriptions.createdAt)),
    loadBillingSettings(db),
  ]);
  const seller = sellerFrom(settings);
  return new Map(
    rows.map((row) => {
      const running = row.state === "active" || row.state === "trialing";
      return [
        row.userId,
        {
          state: row.state,
          next:
            running && row.periodEnd && !row.cancelAtPeriodEnd
              ? { on: row.periodEnd, amountCents: subscriptionCharge(row, "renewal", seller).totalCents }
              : null,
          endsOn: running && row.cancelAtPeriodEnd ? row.periodEnd : null,
        },
      ];
    }),
  );
}

/** The admin's figures of every subscription (issue 17 §4). */
export type SubscriptionFigures = {
  /** Running: paid for (`active`) or in the plan's free first month (`trialing`, counted in `active` too). */
  active: number;
  trialing: number;
  pastDue: number;
  suspended: number;
  cancelled: number;
  /**
   * Monthly recurring revenue, excluding VAT: the monthly fees of the running subscriptions
   * that will renew (one set to end with its period will not).
   */
  monthlyRecurringCents: number;
};

/** Counted in the database, one grouped query: the list beside it is paged. */
export async function subscriptionFigures(db: Database): Promise<SubscriptionFigures> {
  const rows = await db
    .select({ state: subscriptions.state, n: count() })
    .from(subscriptions)
    .groupBy(subscriptions.state);
  const renewing = await db
    .select({ recurring: sum(subscriptions.monthlyFeeCents).mapWith(Number) })
    .from(subscriptions)
    .where(and(inArray(subscriptions.state, ["active", "trialing"]), eq(subscriptions.cancelAtPeriodEnd, false)));
  const of = (state: SubscriptionRow["state"]) => rows.find((row) => row.state === state)?.n ?? 0;
  return {
    active: of("active") + of("trialing"),
    trialing: of("trialing"),
    pastDue: of("past_due"),
    suspended: of("suspended"),
    cancelled: of("cancelled"),
    monthlyRecurringCents: renewing[0]?.recurring ?? 0,
  };
}

/** An owner's billing as the admin sees it: what the owner sees, and what an admin's action would do. */
export type AdminOwnerBilling = BillingOverview & {
  /** What a refund of the last paid charge would give back now (0: nothing to refund). */
  refundableCents: number;
};

export async function adminOwnerBilling(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<AdminOwnerBilling | null> {
  const [overview, subscription] = await Promise.all([
    billingOverview(db, userId, now),
    currentSubscriptionOf(db, userId),
  ]);
  if (!overview || !subscription) return null;
  const [last] = await refundableCharges(db, subscription.id);
  return { ...overview, refundableCents: last?.cents ?? 0 };
}
