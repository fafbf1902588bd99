import type { SupportStatus } from "../../../modules/support/support-status.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { Badge } from "./badge.tsx";

export function SiteStatusBadge({ status }: { status: "active" | "inactive" }) {
  const { t } = useI18n();
  return (
    <Badge tone={status === "active" ? "green" : "slate"} className="shrink-0">
      {t(`dashboard.status.${status}`)}
    </Badge>
  );
}

const SUPPORT_TONES = { open: "amber", answered: "green", closed: "slate" } as const;

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useI18n();
  return <Badge tone={SUPPORT_TONES[status]}>{t(`dashboard.support.statuses.${status}`)}</Badge>;
}
