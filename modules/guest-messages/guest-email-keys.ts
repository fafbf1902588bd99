import { BOOKING_GUEST_TEMPLATE_KEYS } from "../messaging/booking-template-keys.ts";
import { PAYMENT_GUEST_TEMPLATE_KEYS } from "../messaging/payment-template-keys.ts";
import { GUEST_MESSAGE_KEY } from "./queue-guest-message.ts";

/**
 * The outbox's emails that go to an owner's guests: the owner's own messages and the
 * platform's booking and payment emails sent on the site's behalf. The owner's account
 * emails (new booking, payouts, invoices) are not theirs to see in the guests' log.
 */
export const GUEST_EMAIL_KEYS: readonly string[] = [
  GUEST_MESSAGE_KEY,
  ...BOOKING_GUEST_TEMPLATE_KEYS,
  ...PAYMENT_GUEST_TEMPLATE_KEYS,
];
