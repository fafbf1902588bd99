import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { formatMoney } from "../../../modules/plans/format-plan.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formatDateTime } from "./format.ts";

/** An audit entry as the loader hands it over, with the actor's name looked up. */
export type AuditRow = {
  id: number;
  actorId: string;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
};

const ACTIONS = [
  "site.status",
  "lead.status",
  "plan.update",
  "support.reply",
  "support.close",
  "smtp.update",
  "smtp.test",
  "email.resend",
  "template.update",
  "template.reset",
  "booking_settings.update",
  "photo_settings.update",
  "payment_platform.update",
  "scheduled_email.switch",
] as const;
type KnownAction = (typeof ACTIONS)[number];

function isKnownAction(action: string): action is KnownAction {
  return (ACTIONS as readonly string[]).includes(action);
}

const ACTION_KEYS = {
  "site.status": "admin.audit.actions.siteStatus",
  "lead.status": "admin.audit.actions.leadStatus",
  "plan.update": "admin.audit.actions.planUpdate",
  "support.reply": "admin.audit.actions.supportReply",
  "support.close": "admin.audit.actions.supportClose",
  "smtp.update": "admin.audit.actions.smtpUpdate",
  "smtp.test": "admin.audit.actions.smtpTest",
  "email.resend": "admin.audit.actions.emailResend",
  "template.update": "admin.audit.actions.templateUpdate",
  "template.reset": "admin.audit.actions.templateReset",
  "booking_settings.update": "admin.audit.actions.bookingSettingsUpdate",
  "photo_settings.update": "admin.audit.actions.photoSettingsUpdate",
  "payment_platform.update": "admin.audit.actions.paymentPlatformUpdate",
  "scheduled_email.switch": "admin.audit.actions.scheduledEmailSwitch",
} as const satisfies Record<KnownAction, string>;

/** Names of the fields whose changes the log lists: the plan's, the booking calendar's defaults and the photo limits. */
const FIELD_LABELS = {
  setupFeeCents: "admin.plan.setupFee",
  monthlyFeeCents: "admin.plan.monthlyFee",
  moneyBackDays: "admin.plan.moneyBackDays",
  liveWithinDays: "admin.plan.liveWithinDays",
  promotion: "admin.plan.promotion",
  importIntervalMinutes: "admin.bookingCalendar.importInterval",
  requestHoldHours: "admin.bookingCalendar.requestHold",
  maxFeedsPerUnit: "admin.bookingCalendar.maxFeeds",
  maxPhotosPerSite: "admin.photos.maxPhotos",
  storageQuotaMb: "admin.photos.storageQuota",
} as const;

/** A status value in words, for the kinds of target whose status the log records. */
function valueText(value: unknown, targetType: string, t: TFunction, lang: Lang, field?: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (targetType === "scheduled_email" && typeof value === "boolean")
    return t(value ? "admin.scheduledEmails.on" : "admin.scheduledEmails.off");
  if (typeof value === "number" && field?.endsWith("Cents")) return formatMoney(value, "EUR", lang);
  if (typeof value === "string") {
    if (targetType === "lead" && ["new", "contacted", "won", "lost"].includes(value))
      return t(`admin.leads.status.${value as "new"}`);
    if (targetType === "site" && (value === "active" || value === "inactive")) return t(`admin.owners.status.${value}`);
    if (targetType === "support_request" && ["open", "answered", "closed"].includes(value))
      return t(`admin.support.status.${value as "open"}`);
    return value;
  }
  if (typeof value === "object" && value !== null && "nl" in value) {
    return Object.entries(value)
      .map(([k, v]) => `${k.toUpperCase()}: ${String(v)}`)
      .join(" · ");
  }
  return JSON.stringify(value);
}

/** The entry's details as short lines: "before → after", per field for objects. */
export function describeDetails(row: AuditRow, t: TFunction, lang: Lang): string[] {
  const { before, after, ...rest } = row.details;
  const lines: string[] = [];
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      const label = key in FIELD_LABELS ? t(FIELD_LABELS[key as keyof typeof FIELD_LABELS]) : key;
      lines.push(
        `${label}: ${valueText(before[key], row.targetType, t, lang, key)} → ${valueText(after[key], row.targetType, t, lang, key)}`,
      );
    }
  } else if (before !== undefined || after !== undefined) {
    lines.push(`${valueText(before, row.targetType, t, lang)} → ${valueText(after, row.targetType, t, lang)}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    // Ids of related rows (a message, a copy) mean nothing to a reader; the link leads there.
    if (key.endsWith("Id")) continue;
    lines.push(`${key}: ${valueText(value, row.targetType, t, lang, key)}`);
  }
  return lines;
}

/** Where the entry's target can be seen in the admin area, when it has a page. */
function targetLink(row: AuditRow): string | null {
  if (!row.targetId) return null;
  switch (row.targetType) {
    case "site":
      return "/admin/owners";
    case "lead":
      return `/admin/leads#lead-${row.targetId}`;
    case "support_request":
      return `/admin/support/${row.targetId}`;
    case "plan":
      return "/admin/plan";
    case "email":
      return `/admin/settings/emails/${row.targetId}`;
    case "scheduled_email":
      return "/admin/settings/scheduled-emails";
    case "template":
      return `/admin/settings/templates/${row.targetId}`;
    default:
      return null;
  }
}

export function AuditEntryItem({ row }: { row: AuditRow }) {
  const { t, lang } = useI18n();
  const label = isKnownAction(row.action) ? t(ACTION_KEYS[row.action]) : row.action;
  const link = targetLink(row);
  const lines = describeDetails(row, t, lang);
  return (
    <li className="flex flex-col gap-1 border-b border-sand-200 py-4 last:border-b-0 sm:flex-row sm:gap-6">
      <time dateTime={new Date(row.createdAt).toISOString()} className="shrink-0 text-sm text-slate-700 sm:w-44">
        {formatDateTime(row.createdAt, lang)}
      </time>
      <div className="min-w-0">
        <p className="font-semibold text-pine-950">
          {link ? (
            <Link to={link} className="underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700">
              {label}
            </Link>
          ) : (
            label
          )}
        </p>
        <p className="text-sm text-slate-700">
          {t("admin.audit.by", { name: row.actorName ?? row.actorId.slice(0, 8) })}
        </p>
        {lines.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-sm break-words text-slate-800">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
