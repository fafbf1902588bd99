import type { TFunction } from "i18next";
import { hhmm } from "../../../../modules/guest-messages/clock-time.ts";
import type { RuleView } from "../../../../modules/guest-messages/message-rules-store.ts";
import { SITE_LANGUAGE_NAMES } from "../../../../modules/i18n/site-languages.ts";
import { anchorOf } from "../../../../modules/message-rules/message-triggers.ts";

type Timing = Pick<RuleView, "trigger" | "days" | "hours" | "atMinute">;

/** "3 days before arrival at 10:00", "Booking confirmed: straight away": a rule's moment in words. */
export function ruleWhen(t: TFunction, rule: Timing): string {
  const time = rule.atMinute === null ? null : hhmm(rule.atMinute);
  const K = "dashboard.messages.rules.when";
  if (anchorOf(rule.trigger) === "event") {
    const event = t(`dashboard.messages.rules.triggers.${rule.trigger}`);
    const delay =
      rule.days > 0
        ? t(`${K}.days`, { count: rule.days })
        : rule.hours > 0 && time === null
          ? t(`${K}.hours`, { count: rule.hours })
          : null;
    if (time !== null) return delay ? t(`${K}.laterAt`, { event, delay, time }) : t(`${K}.sameDayAt`, { event, time });
    if (rule.days > 0 && rule.hours > 0) {
      return t(`${K}.plusHours`, {
        when: t(`${K}.later`, { event, delay }),
        hours: t(`${K}.hours`, { count: rule.hours }),
      });
    }
    return delay ? t(`${K}.later`, { event, delay }) : t(`${K}.immediately`, { event });
  }
  const days = Math.abs(rule.days);
  let when: string;
  switch (rule.trigger) {
    case "before_arrival":
      when = t(`${K}.beforeArrival`, { count: days });
      break;
    case "arrival_day":
      when = t(`${K}.arrivalDay`);
      break;
    case "during_stay":
      when = t(`${K}.duringStay`, { count: days });
      break;
    default:
      when = days === 0 ? t(`${K}.departureDay`) : t(`${K}.afterDeparture`, { count: days });
  }
  if (rule.trigger === "review_request") when = t(`${K}.reviewRequest`, { when: when.toLowerCase() });
  if (time !== null) return t(`${K}.at`, { when, time });
  const own = anchorOf(rule.trigger) === "arrival" ? t(`${K}.atCheckIn`, { when }) : t(`${K}.atCheckOut`, { when });
  return rule.hours > 0 ? t(`${K}.plusHours`, { when: own, hours: t(`${K}.hours`, { count: rule.hours }) }) : own;
}

function rangeText(t: TFunction, range: { min?: number | undefined; max?: number | undefined }): string {
  const S = "dashboard.messages.rules.summary";
  if (range.min !== undefined && range.max !== undefined) return t(`${S}.between`, { min: range.min, max: range.max });
  if (range.min !== undefined) return t(`${S}.atLeast`, { min: range.min });
  return t(`${S}.atMost`, { max: range.max });
}

/** The rule's conditions and handling in short lines: which stays, quiet hours, late bookings. */
export function ruleSummary(t: TFunction, rule: RuleView, units: readonly { id: string; name: string }[]): string[] {
  const S = "dashboard.messages.rules.summary";
  const c = rule.conditions;
  const lines: string[] = [];
  if (c.unitIds?.length) {
    const names = c.unitIds.map((id) => units.find((u) => u.id === id)?.name ?? "…");
    lines.push(t(`${S}.units`, { units: names.join(", ") }));
  }
  if (c.channels?.length) {
    const channels = c.channels.map((ch) => t(`dashboard.messages.rules.channels.${ch}`));
    lines.push(t(`${S}.channels`, { channels: channels.join(", ") }));
  }
  if (c.nights) lines.push(t(`${S}.nights`, { range: rangeText(t, c.nights) }));
  if (c.guests) lines.push(t(`${S}.guests`, { range: rangeText(t, c.guests) }));
  if (c.leadDays) lines.push(t(`${S}.lead`, { range: rangeText(t, c.leadDays) }));
  if (c.languages?.length) {
    lines.push(t(`${S}.languages`, { languages: c.languages.map((l) => SITE_LANGUAGE_NAMES[l]).join(", ") }));
  }
  if (c.paidInFull !== undefined) lines.push(t(c.paidInFull ? `${S}.paid` : `${S}.unpaid`));
  if (lines.length === 0) lines.push(t(`${S}.all`));
  if (rule.holdUntilPaid) lines.push(t(`${S}.holdUntilPaid`));
  if (rule.quietFrom !== null && rule.quietUntil !== null) {
    lines.push(t(`${S}.quiet`, { from: hhmm(rule.quietFrom), until: hhmm(rule.quietUntil) }));
  }
  lines.push(t(rule.late === "skip" ? `${S}.lateSkip` : `${S}.lateSend`));
  return lines;
}
