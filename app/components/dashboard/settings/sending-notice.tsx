import { CircleAlert, CircleCheck } from "lucide-react";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import type { SendingNotice } from "./settings-view.ts";

/** What just happened with the sending identity, in the owner's language; a refusal is read out at once. */
export function SendingNoticePanel({ notice, ok }: { notice: SendingNotice; ok: boolean }) {
  const { t } = useI18n();
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div
      role={ok ? "status" : "alert"}
      data-notice={notice.code}
      className={cn(
        "flex gap-3 rounded-xl p-4 ring-1",
        ok ? "bg-pine-50 text-pine-900 ring-pine-200" : "bg-coral-600/5 text-coral-800 ring-coral-600/30",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="break-words">
        {t(`dashboard.settings.sending.notices.${notice.code}`, {
          address: notice.params?.address ?? "",
          error: notice.params?.error ?? "",
        })}
      </p>
    </div>
  );
}
