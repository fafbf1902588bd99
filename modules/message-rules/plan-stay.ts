import { messageMoment, outsideQuietHours, type StayClock } from "./message-moment.ts";
import { type MessageTrigger, speaksToCancelled, timingOf } from "./message-triggers.ts";

/** A rule as planning reads it. */
export type RuleToPlan = {
  id: string;
  templateId: string;
  trigger: MessageTrigger;
  days: number;
  hours: number;
  atMinute: number | null;
  quietFrom: number | null;
  quietUntil: number | null;
  late: "send" | "skip";
  enabled: boolean;
};

/** A stay as planning reads it: its clock, its state and when each change of it happened. */
export type StayToPlan = Omit<StayClock, "event"> & {
  kind: "booking" | "block" | "import";
  status: "request" | "confirmed" | "conflict" | "declined" | "cancelled" | "expired";
  /** Whether there is an address to write to (an import usually has none). */
  hasGuestEmail: boolean;
  /** When it became a confirmed booking; the stay's own days count only from then. */
  confirmedAt: Date | null;
  /** When each change-of-booking trigger happened to it; a trigger that did not has no entry. */
  events: Partial<Record<MessageTrigger, Date>>;
  /** The guest's own zone where their country has one, else null (the property's is used). */
  guestTimeZone: string | null;
};

export type PlannedMessage = {
  ruleId: string;
  templateId: string;
  dueAt: Date;
  state: "planned" | "skipped";
  /** Why it is skipped: stay_cancelled, rule_off, too_late, same_template. */
  reason: string | null;
};

const STAY_DAYS: readonly MessageTrigger[] = [
  "before_arrival",
  "arrival_day",
  "during_stay",
  "after_departure",
  "review_request",
];

/** When the rule's trigger became true for the stay, or null while it has not. */
function triggeredAt(rule: RuleToPlan, stay: StayToPlan): Date | null {
  if (STAY_DAYS.includes(rule.trigger)) return stay.confirmedAt;
  return stay.events[rule.trigger] ?? null;
}

/**
 * What every rule has to say to one stay, as of now (docs/decisions/0024). A rule whose
 * trigger has not happened plans nothing; a stay that is cancelled or ended without a booking
 * skips all but the rules written for that; a moment already past when the trigger came is
 * sent at once or skipped, as the rule says; of two rules with one template, the earlier is
 * planned and the other skipped. Whether the message is still right is decided again when due.
 */
export function planStay(rules: readonly RuleToPlan[], stay: StayToPlan): PlannedMessage[] {
  if (stay.kind !== "booking" || !stay.hasGuestEmail) return [];
  const ended = stay.status === "cancelled" || stay.status === "declined" || stay.status === "expired";
  const plans: PlannedMessage[] = [];
  for (const rule of rules) {
    const since = triggeredAt(rule, stay);
    if (!since) continue;
    const quiet =
      rule.quietFrom === null || rule.quietUntil === null ? null : { from: rule.quietFrom, until: rule.quietUntil };
    const moment = messageMoment(timingOf(rule.trigger, { days: rule.days, hours: rule.hours, at: rule.atMinute }), {
      ...stay,
      event: since,
    });
    const dueAt = outsideQuietHours(moment, quiet, stay.guestTimeZone ?? stay.timeZone);
    const skip = (reason: string): PlannedMessage => ({
      ruleId: rule.id,
      templateId: rule.templateId,
      dueAt,
      state: "skipped",
      reason,
    });
    if (!rule.enabled) plans.push(skip("rule_off"));
    else if (ended && !speaksToCancelled(rule.trigger)) plans.push(skip("stay_cancelled"));
    else if (dueAt < since && rule.late === "skip") plans.push(skip("too_late"));
    else
      plans.push({
        ruleId: rule.id,
        templateId: rule.templateId,
        dueAt: dueAt < since ? since : dueAt,
        state: "planned",
        reason: null,
      });
  }
  // One template, one message: the earliest planned keeps it.
  const first = new Map<string, PlannedMessage>();
  for (const plan of plans) {
    if (plan.state !== "planned") continue;
    const earlier = first.get(plan.templateId);
    if (!earlier || plan.dueAt < earlier.dueAt) first.set(plan.templateId, plan);
  }
  return plans.map((plan) =>
    plan.state === "planned" && first.get(plan.templateId) !== plan
      ? { ...plan, state: "skipped", reason: "same_template" }
      : plan,
  );
}
