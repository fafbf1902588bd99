import type { MessageAnchor, MessageTiming } from "./message-moment.ts";

/**
 * What starts a rule (issue 19 §1). A change of the booking (confirmed, paid, cancelled…) is
 * counted from when it happened; the stay's own days from its arrival or departure.
 */
export const MESSAGE_TRIGGERS = [
  "booking_confirmed",
  "request_received",
  "request_accepted",
  "request_declined",
  "cancelled",
  "payment_received",
  "payment_failed",
  "balance_due",
  "before_arrival",
  "arrival_day",
  "during_stay",
  "after_departure",
  "review_request",
] as const;
export type MessageTrigger = (typeof MESSAGE_TRIGGERS)[number];

const ANCHORS: Record<MessageTrigger, MessageAnchor> = {
  booking_confirmed: "event",
  request_received: "event",
  request_accepted: "event",
  request_declined: "event",
  cancelled: "event",
  payment_received: "event",
  payment_failed: "event",
  balance_due: "event",
  before_arrival: "arrival",
  arrival_day: "arrival",
  during_stay: "arrival",
  after_departure: "departure",
  review_request: "departure",
};

export function anchorOf(trigger: MessageTrigger): MessageAnchor {
  return ANCHORS[trigger];
}

/** Whether a rule on this trigger still has something to say to a cancelled stay. */
export function speaksToCancelled(trigger: MessageTrigger): boolean {
  return trigger === "cancelled" || trigger === "request_declined";
}

/**
 * The days a trigger allows, so "3 days before arrival" cannot be saved as 3 days after it:
 * before arrival counts back, a day during the stay forward from the first night, after
 * departure forward; a change of the booking is followed by its message, never preceded.
 */
export function dayBounds(trigger: MessageTrigger): { min: number; max: number } {
  switch (trigger) {
    case "before_arrival":
      return { min: -365, max: -1 };
    case "arrival_day":
      return { min: 0, max: 0 };
    case "during_stay":
      return { min: 1, max: 60 };
    case "after_departure":
    case "review_request":
      return { min: 0, max: 365 };
    default:
      return { min: 0, max: 30 };
  }
}

/** A rule's timing as its trigger anchors it. */
export function timingOf(
  trigger: MessageTrigger,
  rule: { days: number; hours: number; at: number | null },
): MessageTiming {
  return { anchor: anchorOf(trigger), days: rule.days, hours: rule.hours, at: rule.at };
}
