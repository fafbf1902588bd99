import type { OutboxStatus } from "../../../modules/messaging/outbox-queries.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { type BadgeTone, StatusBadge } from "./status-badge.tsx";

const TONES: Record<OutboxStatus, BadgeTone> = { queued: "blue", sending: "amber", sent: "green", failed: "red" };

export function EmailStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useI18n();
  return <StatusBadge tone={TONES[status]}>{t(`admin.emails.status.${status}`)}</StatusBadge>;
}
