import type { Database } from "../../db/client.ts";
import { siteAccess } from "../sites/site-access.ts";
import { billingOverview } from "./billing-overview.ts";

/** What the dashboard's banner says about the owner's billing, on every page; null when all is well. */
export type BillingNotice =
  /** The site is made but guests cannot see it: the owner has not subscribed (or it ended). */
  | { kind: "preview"; ended: boolean }
  | { kind: "past_due"; amountCents: number; suspendOn: string | null }
  | { kind: "suspended"; amountCents: number };

export async function billingNotice(
  db: Database,
  userId: string,
  site: { publishedAt: Date | null } | null,
): Promise<BillingNotice | null> {
  const billing = await billingOverview(db, userId);
  if (billing?.state === "past_due" && billing.dueCents !== null)
    return { kind: "past_due", amountCents: billing.dueCents, suspendOn: billing.suspendOn };
  if (billing?.state === "suspended" && billing.dueCents !== null)
    return { kind: "suspended", amountCents: billing.dueCents };
  if (site && siteAccess(site.publishedAt, billing?.state ?? null) === "preview")
    return { kind: "preview", ended: billing?.state === "cancelled" };
  return null;
}
