/**
 * Who may see an owner's site, decided here alone (issue 17 §2), from the state of its
 * owner's latest subscription (db/schema/billing.ts) and, without one, whether the site was
 * published without it (db/schema/sites.ts, `published_at`):
 * - live: guests see it and book;
 * - preview: not published yet (the wizard made it before the owner subscribed) or the
 *   subscription has ended: guests get the neutral "not available" page, the owner the preview;
 * - suspended: a renewal stayed unpaid past the grace period: the same page for guests until
 *   the owner pays.
 * Existing bookings, the guests' own booking pages, payments to the owner, the channels'
 * calendar feeds and all data are never touched by it.
 */
export type SiteAccess = "live" | "preview" | "suspended";

export type SubscriptionStanding = "pending" | "trialing" | "active" | "past_due" | "suspended" | "cancelled";

export function siteAccess(publishedAt: Date | null, latestSubscription: SubscriptionStanding | null): SiteAccess {
  switch (latestSubscription) {
    case "trialing":
    case "active":
    case "past_due":
      return "live";
    case "suspended":
      return "suspended";
    case "cancelled":
      return "preview";
    default:
      // No subscription paid for yet: only a site published without one (made before the checkout existed).
      return publishedAt ? "live" : "preview";
  }
}
