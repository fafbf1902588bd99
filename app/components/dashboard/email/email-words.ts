import type { TFunction } from "i18next";
import type { LogState } from "../../../../modules/guest-messages/log-states.ts";

const CONDITIONS = ["unitIds", "channels", "nights", "guests", "languages", "paidInFull", "leadDays"] as const;
const REASONS = [
  "stay_cancelled",
  "rule_off",
  "too_late",
  "same_template",
  "owner",
  "no_address",
  "stay_gone",
  "delivery",
  "template_invalid",
  "no_text",
  "unpaid",
] as const;

/** Why a message was skipped or waits (a reason code of scheduled_messages), as the owner reads it. */
export function reasonWords(reason: string | null, t: TFunction): string {
  const k = "dashboard.email.reasons";
  if (!reason) return "";
  if (reason.startsWith("missing:")) {
    const names = reason
      .slice("missing:".length)
      .split(",")
      .map((name) => `{{ ${name} }}`)
      .join(", ");
    // The names are placeholders as the template editor shows them, not translations.
    return t(`${k}.missing`, { names, interpolation: { escapeValue: false } });
  }
  if (reason.startsWith("condition:")) {
    const name = reason.slice("condition:".length);
    const known = CONDITIONS.find((c) => c === name) ?? "invalid";
    return t(`${k}.condition`, { condition: t(`dashboard.email.conditions.${known}`) });
  }
  const known = REASONS.find((r) => r === reason);
  return known ? t(`${k}.${known}`) : reason;
}

/** "booking-confirmed" → the i18n key of its name ("bookingConfirmed"). */
function kindKey(templateKey: string): string {
  return templateKey.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

/** What an email or message is: the owner's message name, "written by you", or the booking email's name. */
export function entryName(entry: { messageName: string | null; templateKey: string | null }, t: TFunction): string {
  if (entry.messageName) return entry.messageName;
  if (entry.templateKey === "guest-message" || entry.templateKey === null) return t("dashboard.email.handWritten");
  return t(`dashboard.email.kinds.${kindKey(entry.templateKey)}`, { defaultValue: entry.templateKey });
}

/** The badge colour of a state: green for sent, amber for waiting, coral for failed, slate otherwise. */
export function stateTone(state: LogState): "green" | "amber" | "slate" | "coral" {
  if (state === "sent") return "green";
  if (state === "held") return "amber";
  if (state === "failed") return "coral";
  return "slate";
}
