import type { QuietHours } from "./message-moment.ts";
import type { MessageTrigger } from "./message-triggers.ts";
import type { RuleConditions } from "./rule-conditions.ts";

/** What a rule says, before it belongs to a site. */
export type RuleDraft = {
  /** The default rule it started as, so its template can be restored; null for the owner's own. */
  key: "confirmation" | "arrival_info" | "review_request" | null;
  trigger: MessageTrigger;
  days: number;
  hours: number;
  at: number | null;
  quiet: QuietHours | null;
  conditions: RuleConditions;
  /** When a stay is booked after the rule's moment: send at once, or not at all. */
  late: "send" | "skip";
  /** Held until everything due is paid (arrival details are not given to an unpaid stay). */
  holdUntilPaid: boolean;
};

const NIGHT: QuietHours = { from: 21 * 60, until: 9 * 60 };

/**
 * The rules every owner starts with, switched on, so a new site communicates well without
 * setup: the confirmation at once, the arrival information three days before at 10:00 (held
 * until paid), and two days after departure a review request. A channel's guests are left
 * out of the review request: the channel asks them itself and its addresses are relays.
 */
export const DEFAULT_RULES: readonly RuleDraft[] = [
  {
    key: "confirmation",
    trigger: "booking_confirmed",
    days: 0,
    hours: 0,
    at: null,
    quiet: null,
    conditions: {},
    late: "send",
    holdUntilPaid: false,
  },
  {
    key: "arrival_info",
    trigger: "before_arrival",
    days: -3,
    hours: 0,
    at: 10 * 60,
    quiet: NIGHT,
    conditions: {},
    late: "send",
    holdUntilPaid: true,
  },
  {
    key: "review_request",
    trigger: "review_request",
    days: 2,
    hours: 0,
    at: 10 * 60,
    quiet: NIGHT,
    conditions: { channels: ["direct", "phone"] },
    late: "skip",
    holdUntilPaid: false,
  },
];
