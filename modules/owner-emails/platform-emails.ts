import { OWNER_SERIES_TEMPLATE_KEYS, type OwnerSeriesTemplateKey } from "../messaging/owner-series-template-keys.ts";
import { SUBSCRIPTION_TEMPLATE_KEYS, type SubscriptionTemplateKey } from "../messaging/subscription-template-keys.ts";

/**
 * The platform's own emails to owners that the admin page lists: the scheduled ones (sent by
 * the daily job, each with an on/off switch) and those sent by an event, listed for
 * completeness but locked on: the welcome confirms the new account, and every subscription
 * email is transactional (it carries an invoice or credit note, asks for a failed payment,
 * or says the site goes offline or is back), so switching one off would leave an owner
 * uninformed about their money or their site.
 */
export type PlatformEmailKey = "welcome" | OwnerSeriesTemplateKey | SubscriptionTemplateKey;

export type PlatformEmail = {
  template: PlatformEmailKey;
  /** scheduled: sent by the daily job; event: sent by the change that causes it. */
  sentBy: "scheduled" | "event";
  switchable: boolean;
};

export const SCHEDULED_OWNER_EMAILS: readonly OwnerSeriesTemplateKey[] = OWNER_SERIES_TEMPLATE_KEYS;

export const PLATFORM_EMAILS: readonly PlatformEmail[] = [
  { template: "welcome", sentBy: "event", switchable: false },
  ...SCHEDULED_OWNER_EMAILS.map((template) => ({ template, sentBy: "scheduled" as const, switchable: true })),
  ...SUBSCRIPTION_TEMPLATE_KEYS.map((template) => ({ template, sentBy: "event" as const, switchable: false })),
];

export function isSwitchableEmail(key: string): key is OwnerSeriesTemplateKey {
  return PLATFORM_EMAILS.some((e) => e.template === key && e.switchable);
}
