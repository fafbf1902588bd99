import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user, userSites } from "../../db/schema.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { type SiteAddressing, siteUrl } from "../sites/site-url.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";

/** Whether the owner's subscription runs now (guests see their site: modules/sites/site-access.ts). */
export async function subscriptionRuns(tx: Database, userId: string): Promise<boolean> {
  const open = await openSubscriptionOf(tx, userId);
  return open?.state === "trialing" || open?.state === "active" || open?.state === "past_due";
}

/**
 * "Your site is live", when guests can first see it: at the wizard's end for an owner who
 * subscribed before, or at the first payment for a site the wizard made before it (never
 * for a site that was public already). Queued in the caller's transaction.
 */
export async function queueSiteLiveEmail(tx: Database, userId: string, addressing: SiteAddressing): Promise<void> {
  const [found] = await tx
    .select({ site: userSites, owner: user })
    .from(userSites)
    .innerJoin(user, eq(user.id, userSites.userId))
    .where(eq(userSites.userId, userId));
  if (!found || found.site.publishedAt !== null) return;
  const { site, owner } = found;
  await enqueueEmail(tx, {
    to: { address: owner.email, name: owner.name },
    lang: owner.lang,
    template: "site-live",
    data: { name: owner.name, siteName: site.siteName, url: siteUrl(site, addressing) },
    userId: owner.id,
    siteId: site.id,
  });
}
