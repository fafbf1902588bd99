import type { Database } from "../../db/client.ts";
import { siteAccess } from "../sites/site-access.ts";
import { billingOverview } from "./billing-overview.ts";
import { currentSubscriptionOf } from "./owner-subscription.ts";

/** What the dashboard's banner says about the owner's billing, on every page; null when all is well. */
export type BillingNotice =
  /** The site is made but guests cannot see it: the owner has not subscribed (or it ended). */
  | { kind: "preview"; ended: boolean }
  | { kind: "past_due"; amountCents: number; suspendOn: string | null }
  | { kind: "suspended"; amountCents: number };

/**
 * On every dashboard page: one query for the subscription's state; the billing overview (what
 * is due, and when the site goes offline) is read only when something is owed.
 */
export async function billingNotice(
  db: Database,
  userId: string,
  site: { publishedAt: Date | null } | null,
): Promise<BillingNotice | null> {
  const state = (await currentSubscriptionOf(db, userId))?.state ?? null;
  if (state === "past_due" || state === "suspended") {
    const billing = await billingOverview(db, userId);
    if (billing?.state === "past_due" && billing.dueCents !== null)
      return { kind: "past_due", amountCents: billing.dueCents, suspendOn: billing.suspendOn };
    if (billing?.state === "suspended" && billing.dueCents !== null)
      return { kind: "suspended", amountCents: billing.dueCents };
  }
  if (site && siteAccess(site.publishedAt, state) === "preview")
    return { kind: "preview", ended: state === "cancelled" };
  return null;
}
