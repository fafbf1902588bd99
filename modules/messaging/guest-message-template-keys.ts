/**
 * The owner's notices about their automatic guest messages (modules/guest-messages),
 * registered in template-keys.ts beside the others: to the owner, in their account's
 * language. The guest messages themselves are the owner's own words (outbox key
 * `guest-message`), not platform templates.
 */
export const GUEST_MESSAGE_TEMPLATE_KEYS = ["guest-message-held", "guest-message-failed"] as const;
export type GuestMessageTemplateKey = (typeof GUEST_MESSAGE_TEMPLATE_KEYS)[number];

export function isGuestMessageTemplate(key: string): key is GuestMessageTemplateKey {
  return (GUEST_MESSAGE_TEMPLATE_KEYS as readonly string[]).includes(key);
}

/** Which message, to which guest: `message` is the template's name, `url` the stay's page in the dashboard. */
type AboutMessage = { name: string; guestName: string; reference: string; message: string; url: string };

export type GuestMessageTemplateData = {
  /** A message is due but waits: `reason` says for what, in the owner's language (a payment, an empty value). */
  "guest-message-held": AboutMessage & { reason: string };
  /** A message could not be delivered after every retry: `error` is the mail server's answer. */
  "guest-message-failed": AboutMessage & { error: string };
};

const ABOUT = ["name", "guestName", "reference", "message", "url"] as const;

export const GUEST_MESSAGE_PLACEHOLDERS: {
  [K in GuestMessageTemplateKey]: readonly (keyof GuestMessageTemplateData[K] & string)[];
} = {
  "guest-message-held": [...ABOUT, "reason"],
  "guest-message-failed": [...ABOUT, "error"],
};
