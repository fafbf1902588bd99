import type { SupportStatus } from "../../../modules/support/support-status.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { type BadgeTone, StatusBadge } from "./status-badge.tsx";

const TONES: Record<SupportStatus, BadgeTone> = { open: "amber", answered: "blue", closed: "grey" };

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useI18n();
  return <StatusBadge tone={TONES[status]}>{t(`admin.support.status.${status}`)}</StatusBadge>;
}
